// What the calendar feature offers the other features: they import it from here, never from its files.
export { calendarMessages } from './messages.ts';
export { calendarFastLane } from './calendar-fast-lane.ts';
export { calendarReaderKey } from './calendar.service.ts';
