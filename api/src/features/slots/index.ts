// What the slots feature offers the other features: they import it from here, never from its files.
export { type Candidate, localClock, masterSlots, toMinutes } from './slot-engine.ts';
export { listServiceSlots } from './slots.service.ts';
export {
  type DateOverride,
  type DayOff,
  isDayOff,
  masterHoursOn,
  type ServiceRulesRow,
  serviceHoursOn,
} from './day-rules.ts';
export { dateIn, ruleBreak } from './slot-engine.ts';
export { type BusinessHoursRows, type OpenInterval, openIntervalsOn, openNow, openWindowsOn, weeklyOpenIntervals } from './open-hours.ts';
export { businessHoursRows } from './open-hours.queries.ts';
