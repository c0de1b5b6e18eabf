// What the activity feature offers the other features: they import it from here, never from its files.
export { recordActivity } from './activity.service.ts';
