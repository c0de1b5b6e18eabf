// What the services feature offers the other features: they import it from here, never from its files.
export { presentService } from './services.presenter.ts';
export { WeeklyAvailabilityInput } from './services.schema.ts';
