// What the days-off feature offers the other features: they import it from here, never from its files.
export { timeOffMessages } from './messages.ts';
