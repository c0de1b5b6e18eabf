import { type BookableWindow, BOOKING_HORIZON_DAYS } from '@qabul/api/schemas';
import { addDays, type IsoDate, parseIsoDate, toIsoDate, weekdayIndex } from './calendar-days.ts';

export interface MonthCell {
  date: IsoDate;
  day: number;
  inMonth: boolean;
  isToday: boolean;
  /** A day of the week with no working hours (the other reasons to refuse a day are in `disabled`). */
  closed: boolean;
  /** Days outside the range, of other months, or closed cannot be picked. */
  disabled: boolean;
}

export interface MonthView {
  year: number;
  monthIndex: number;
}

/** Which days may be picked: from `min` to `max` (either open-ended), minus closed days. */
export interface DayRange {
  min?: IsoDate;
  max?: IsoDate;
  isClosed?: (date: IsoDate) => boolean;
}

export const GRID_WEEKS = 6;

/** The public page's range: today up to the booking horizon (90 days). */
export function bookableRange(today: IsoDate, horizonDays: number = BOOKING_HORIZON_DAYS): DayRange {
  return { min: today, max: addDays(today, horizonDays) };
}

/**
 * A service's range as its rules give it (DECISIONS.md, Provider tools): from the first day its minimum notice leaves
 * a start on, to its last bookable day (`maxAdvanceDays`). Without a service yet, the plain horizon.
 */
export function windowRange(today: IsoDate, window: BookableWindow | null): DayRange {
  if (!window) return bookableRange(today);
  return { min: window.firstDay > today ? window.firstDay : today, max: window.lastDay };
}

/** 6 weeks x 7 days, Monday first, covering the month of `view`. */
export function buildMonthGrid(view: MonthView, today: IsoDate, range: DayRange = bookableRange(today)): MonthCell[][] {
  const first = toIsoDate(view.year, view.monthIndex, 1);
  const start = addDays(first, -weekdayIndex(first));
  const weeks: MonthCell[][] = [];
  for (let w = 0; w < GRID_WEEKS; w++) {
    const week: MonthCell[] = [];
    for (let d = 0; d < 7; d++) {
      const date = addDays(start, w * 7 + d);
      const { monthIndex, day } = parseIsoDate(date);
      const inMonth = monthIndex === view.monthIndex;
      const outOfRange = (range.min !== undefined && date < range.min) || (range.max !== undefined && date > range.max);
      const closed = !outOfRange && Boolean(range.isClosed?.(date));
      week.push({ date, day, inMonth, isToday: date === today, closed, disabled: !inMonth || outOfRange || closed });
    }
    weeks.push(week);
  }
  return weeks;
}

export function monthOf(date: IsoDate): MonthView {
  const { year, monthIndex } = parseIsoDate(date);
  return { year, monthIndex };
}

export function shiftMonth(view: MonthView, delta: number): MonthView {
  const total = view.year * 12 + view.monthIndex + delta;
  return { year: Math.floor(total / 12), monthIndex: ((total % 12) + 12) % 12 };
}

/** A month is worth showing when some of its days fall inside the range. */
export function canShowMonth(view: MonthView, range: DayRange): boolean {
  const first = toIsoDate(view.year, view.monthIndex, 1);
  const lastOfMonth = addDays(toIsoDate(view.year, view.monthIndex + 1, 1), -1);
  return (range.min === undefined || lastOfMonth >= range.min) && (range.max === undefined || first <= range.max);
}

/**
 * Weekdays (0 = Monday) on which a service has no hours, read from the slot lists of consecutive days:
 * a day with working hours lists every start (past and taken ones too), a closed day lists none.
 * A weekday is closed only when every listed date of it is: one day off or closed date (two weeks are read)
 * must not grey out that weekday in every week. Days whose list is not known yet count as open.
 */
export function closedWeekdays(days: readonly IsoDate[], lists: ReadonlyArray<readonly unknown[] | undefined>): ReadonlySet<number> {
  const closed = new Set<number>();
  const open = new Set<number>();
  days.forEach((date, i) => {
    const list = lists[i];
    if (list?.length === 0) closed.add(weekdayIndex(date));
    else open.add(weekdayIndex(date));
  });
  for (const weekday of open) closed.delete(weekday);
  return closed;
}

/**
 * Where a key moves the focused day of the month grid (WAI-ARIA grid / date picker pattern): arrows a day or a
 * week, Home and End to the week's Monday and Sunday, PageUp and PageDown a month (the same day, or the month's
 * last when it is shorter). Null for any other key.
 */
export function dayAfterKey(date: IsoDate, key: string): IsoDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayIndex(date));
    case 'End':
      return addDays(date, 6 - weekdayIndex(date));
    case 'PageUp':
    case 'PageDown': {
      const { year, monthIndex, day } = parseIsoDate(date);
      const target = monthIndex + (key === 'PageUp' ? -1 : 1);
      const lastDay = parseIsoDate(addDays(toIsoDate(year, target + 1, 1), -1)).day;
      return toIsoDate(year, target, Math.min(day, lastDay));
    }
    default:
      return null;
  }
}
