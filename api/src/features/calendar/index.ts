// What the calendar feature offers the other features: they import it from here, never from its files.
export { calendarMessages } from './messages.ts';
