import { weekdayOf } from './slot-engine.ts';

/**
 * A date's own shape (DECISIONS.md, Provider tools): an override replaces the weekly grid for its date (the
 * business's one the service's hours, a master's one their own hours) and a day off beats both. Pure, so the
 * slot list and a client's booking read the same answer from the same rows.
 */
export interface DayOff {
  from: string;
  to: string;
  /** null: the whole business. */
  staffId: string | null;
}

export interface DateOverride {
  date: string;
  staffId: string | null;
  times: string[];
}

type Week = Partial<Record<string, string[]>>;

/** The booking's statement decides the same in db/src/sql/admit_booking_rules.sql (sql-rules-agree.test.ts). */
export function isDayOff(date: string, staffId: string, daysOff: readonly DayOff[]): boolean {
  return daysOff.some((off) => off.from <= date && date <= off.to && (off.staffId === null || off.staffId === staffId));
}

/**
 * A master's day is full for the service once their live bookings of it that day reach its daily cap (no cap: never).
 * The booking's statement decides the same in db/src/sql/qabul_daily_cap_reached.sql (sql-rules-agree.test.ts).
 */
export function dailyCapReached(dailyLimit: number | null, booked: number): boolean {
  return dailyLimit !== null && booked >= dailyLimit;
}

function overrideOf(date: string, staffId: string | null, overrides: readonly DateOverride[]): string[] | undefined {
  return overrides.find((o) => o.date === date && o.staffId === staffId)?.times;
}

/** The service's weekly hours, or for this date the business's override of them. */
export function serviceHoursOn(date: string, week: Week, overrides: readonly DateOverride[]): Week {
  const times = overrideOf(date, null, overrides);
  return times ? { [weekdayOf(date)]: times } : week;
}

/** A master's weekly hours, or for this date their own override. */
export function masterHoursOn(date: string, staffId: string, week: Week, overrides: readonly DateOverride[]): Week {
  const times = overrideOf(date, staffId, overrides);
  return times ? { [weekdayOf(date)]: times } : week;
}

/** The service's booking rules as stored (snake_case from SQL). */
export interface ServiceRulesRow {
  min_notice_minutes: number;
  max_advance_days: number;
  daily_limit: number | null;
  buffer_before: number;
}
