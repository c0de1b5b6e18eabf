import { LIMITS } from '@qabul/api/schemas';
import { addDays, type IsoDate, parseIsoDate, toIsoDate, weekdayIndex } from '../../../lib/dates.ts';

export interface MonthCell {
  date: IsoDate;
  day: number;
  inMonth: boolean;
  isToday: boolean;
  /** Past days, days of other months and days beyond the booking horizon cannot be picked. */
  disabled: boolean;
}

export interface MonthView {
  year: number;
  monthIndex: number;
}

export const GRID_WEEKS = 6;

/** 6 weeks x 7 days, Monday first, covering the month of `view`. */
export function buildMonthGrid(view: MonthView, today: IsoDate, horizonDays: number = LIMITS.horizonDays): MonthCell[][] {
  const first = toIsoDate(view.year, view.monthIndex, 1);
  const start = addDays(first, -weekdayIndex(first));
  const last = addDays(today, horizonDays);
  const weeks: MonthCell[][] = [];
  for (let w = 0; w < GRID_WEEKS; w++) {
    const week: MonthCell[] = [];
    for (let d = 0; d < 7; d++) {
      const date = addDays(start, w * 7 + d);
      const { monthIndex, day } = parseIsoDate(date);
      const inMonth = monthIndex === view.monthIndex;
      week.push({ date, day, inMonth, isToday: date === today, disabled: !inMonth || date < today || date > last });
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

/** Earlier months than today's hold nothing bookable; later ones only up to the horizon. */
export function canShowMonth(view: MonthView, today: IsoDate, horizonDays: number = LIMITS.horizonDays): boolean {
  const first = toIsoDate(view.year, view.monthIndex, 1);
  const lastOfMonth = addDays(toIsoDate(view.year, view.monthIndex + 1, 1), -1);
  return lastOfMonth >= today && first <= addDays(today, horizonDays);
}
