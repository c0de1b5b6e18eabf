import { todayIn, weekdayIndex } from './calendar-days.ts';

/** An open stretch of a day on the business's clock, "HH:mm" to "HH:mm" (the end may be "24:00"). */
export interface OpenInterval {
  start: string;
  end: string;
}

/** What the public read says of the business's hours (the server's one rule of open times). */
export interface BusinessHours {
  timezone: string;
  /** Today on the business's clock when the server answered. */
  date: string;
  today: OpenInterval[];
  openNow: boolean;
  nextChangeAt: string | null;
  /** Monday first, as WEEKDAYS. */
  week: Record<string, OpenInterval[]>;
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** "09:00–13:00, 14:00–20:00": a day's stretches as people read them; empty for a closed day. */
export function intervalsText(intervals: readonly OpenInterval[]): string {
  return intervals.map((interval) => `${interval.start}–${interval.end}`).join(', ');
}

function clockIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/**
 * The business's stretches on the day `now` falls on, on its clock: the answer's own day as the server said it
 * (days off and one-off hours included), any later day (a page left open past midnight) from the usual week.
 */
export function dayIntervals(hours: BusinessHours, now: Date = new Date()): OpenInterval[] {
  const date = todayIn(hours.timezone, now);
  if (date === hours.date) return hours.today;
  return hours.week[WEEK[weekdayIndex(date)]!] ?? [];
}

/**
 * Whether the business is open at `now` (the client's clock, read on the business's): worked out again from the
 * day's stretches, so "hozir ochiq" turns to "yopiq" at closing time on a page left open.
 */
export function isOpenAt(hours: BusinessHours, now: Date = new Date()): boolean {
  const time = clockIn(hours.timezone, now);
  return dayIntervals(hours, now).some((interval) => interval.start <= time && time < interval.end);
}
