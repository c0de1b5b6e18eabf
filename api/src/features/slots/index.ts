// What the slots feature offers the other features: they import it from here, never from its files.
export { addDays, type Candidate, clockIn, formatMinutes, localClock, masterSlots, toMinutes } from './slot-engine.ts';
export { listServiceSlots } from './slots.service.ts';
export {
  type DateOverride,
  type DayOff,
  dailyCapReached,
  isDayOff,
  masterHoursOn,
  type ServiceRulesRow,
  serviceHoursOn,
} from './day-rules.ts';
export { dateIn, ruleBreak } from './slot-engine.ts';
export { type BusinessHoursRows, type OpenInterval, openIntervalsOn, openNow, openWindowsOn, weeklyOpenIntervals } from './open-hours.ts';
export { businessHoursRows } from './open-hours.queries.ts';
export { masterWorkingDay, type OffReason, type WorkingDay } from './working-day.ts';
