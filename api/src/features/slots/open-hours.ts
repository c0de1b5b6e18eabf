import { type DateOverride, type DayOff, isDayOff, masterHoursOn, serviceHoursOn } from './day-rules.ts';
import { formatMinutes, masterHours, type Window, weekdayOf, windowsOf } from './slot-engine.ts';

type Week = Partial<Record<string, string[]>>;

/** What the business offers, as the slot rule reads it: its active services and active masters with their hours. */
export interface BusinessHoursRows {
  services: Array<{ id: number; availability: Week }>;
  masters: Array<{ id: string; availability: Week; serviceIds: number[] }>;
  daysOff: DayOff[];
  overrides: DateOverride[];
}

/** An open stretch of a day, "HH:mm" to "HH:mm" on the business's clock. */
export interface OpenInterval {
  start: string;
  end: string;
}

const asIntervals = (windows: Window[]): OpenInterval[] =>
  windows.map((window) => ({ start: formatMinutes(window.from), end: formatMinutes(window.to) }));

/**
 * When the business is open on `date`: the union, over its masters who are not off that day, of every service they do
 * in the service's hours ∩ their own (overrides of the date included), which is exactly where the slot rule can
 * offer a time (DECISIONS.md, Teams and Provider tools). Bookings do not close anything: a full day is still open.
 */
export function openWindowsOn(date: string, rows: BusinessHoursRows): Window[] {
  const weekday = weekdayOf(date);
  const blocks = new Set<string>();
  for (const master of rows.masters) {
    if (isDayOff(date, master.id, rows.daysOff)) continue;
    const own = masterHoursOn(date, master.id, master.availability, rows.overrides);
    for (const service of rows.services) {
      if (!master.serviceIds.includes(service.id)) continue;
      const hours = masterHours(serviceHoursOn(date, service.availability, rows.overrides), own);
      for (const time of hours[weekday] ?? []) blocks.add(time);
    }
  }
  return windowsOf([...blocks]);
}

export function openIntervalsOn(date: string, rows: BusinessHoursRows): OpenInterval[] {
  return asIntervals(openWindowsOn(date, rows));
}

/** The usual week (no days off, no overrides): what a directory lists as opening hours. */
export function weeklyOpenIntervals(rows: BusinessHoursRows, weekdays: readonly string[]): Record<string, OpenInterval[]> {
  const usual = { ...rows, daysOff: [], overrides: [] };
  // 2024-01-01 was a Monday: the week from there names each weekday once.
  return Object.fromEntries(weekdays.map((day, index) => [day, openIntervalsOn(`2024-01-0${index + 1}`, usual)]));
}

/**
 * Open right now (minutes since the day's local midnight), and when that changes next today: the end of the stretch
 * it is in, or the start of the next one; null when nothing changes before midnight.
 */
export function openNow(windows: Window[], minutes: number): { open: boolean; nextChange: number | null } {
  const current = windows.find((window) => window.from <= minutes && minutes < window.to);
  if (current) return { open: true, nextChange: current.to };
  const next = windows.find((window) => window.from > minutes);
  return { open: false, nextChange: next ? next.from : null };
}
