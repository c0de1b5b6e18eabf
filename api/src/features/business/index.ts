// What the business feature offers the other features: they import it from here, never from its files.
export { businessMessages } from './messages.ts';
export { loadBusiness, type BusinessView } from './business.service.ts';
export { locationOf, picturesOf } from './business.presenter.ts';
export { businessImageUrl } from './business-images.service.ts';
export { businessText } from './messages.uz.ts';
