// What the public feature offers the other features: they import it from here, never from its files.
export { findProvider, presentPublicProvider, publicServices } from './public.service.ts';
export { businessHours, businessNameOf, publicBusiness } from './public-business.ts';
export { mapLinks } from './map-links.ts';
export { cardImage, presentBusinessCard, searchBusinesses } from './business-search.ts';
export { type BusinessCardRow, businessCardRow, openedBusinessRows, rememberOpen } from './business-search.queries.ts';
