import { WEEKDAYS, type Weekday } from '@qabul/api/schemas';
import { appConfig } from '../../config/index.ts';
import { minutesToTime, timeRange, timeToMinutes } from '../../lib/dates.ts';
import type { WeeklyAvailability } from '../../lib/types.ts';

const STEP = appConfig.availabilityGrid.stepMinutes;

/** Half-hour block starts in [from, to): "09:00"-"17:00" opens 09:00 ... 16:30. */
export function blocksBetween(from: string, to: string): string[] {
  if (timeToMinutes(to) <= timeToMinutes(from)) return [];
  return timeRange(from, minutesToTime(timeToMinutes(to) - STEP), STEP);
}

/** The editor's buttons: 09:00-19:30, plus any saved block outside that range so none is hidden. */
export function gridTimes(week: WeeklyAvailability): string[] {
  const base = timeRange(appConfig.availabilityGrid.from, appConfig.availabilityGrid.to, STEP);
  const extra = Object.values(week)
    .flat()
    .filter((t): t is string => Boolean(t));
  return [...new Set([...base, ...extra])].sort();
}

export function fillEveryDay(from: string, to: string): WeeklyAvailability {
  const blocks = blocksBetween(from, to);
  return Object.fromEntries(WEEKDAYS.map((day) => [day, [...blocks]]));
}

export function toggleBlock(week: WeeklyAvailability, day: Weekday, time: string): WeeklyAvailability {
  const times = new Set(week[day] ?? []);
  if (times.has(time)) times.delete(time);
  else times.add(time);
  return { ...week, [day]: [...times].sort() };
}

/** Every weekday present, so a cleared day is saved as cleared. */
export function completeWeek(week: WeeklyAvailability): WeeklyAvailability {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, [...(week[day] ?? [])].sort()]));
}

/** "09:00–13:00, 14:00–18:00": adjacent blocks joined into windows, for the day's summary line. */
export function describeWindows(times: readonly string[] = []): string {
  const minutes = [...times].map(timeToMinutes).sort((a, b) => a - b);
  const windows: Array<[number, number]> = [];
  for (const start of minutes) {
    const last = windows[windows.length - 1];
    if (last && last[1] === start) last[1] = start + STEP;
    else windows.push([start, start + STEP]);
  }
  return windows.map(([a, b]) => `${minutesToTime(a)}–${minutesToTime(b)}`).join(', ');
}
