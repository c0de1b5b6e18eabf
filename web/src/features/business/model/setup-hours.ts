import { WEEKDAYS, type Weekday } from '@qabul/api/schemas';
import { blocksBetween, describeWindows } from '../../../components/availability/availability.ts';
import type { WeeklyAvailability } from '../../../lib/types.ts';

/** The setup's working hours in one line: which days, from when to when (the usual week of a salon). */
export interface SimpleHours {
  days: Weekday[];
  from: string;
  to: string;
}

export const DEFAULT_HOURS: SimpleHours = { days: WEEKDAYS.filter((day) => day !== 'Sunday'), from: '09:00', to: '18:00' };

/** The week the hours make: the chosen days open from `from` to `to` in half-hour blocks, the others closed. */
export function weekOf(hours: SimpleHours): WeeklyAvailability {
  const blocks = blocksBetween(hours.from, hours.to);
  return Object.fromEntries(WEEKDAYS.map((day) => [day, hours.days.includes(day) ? [...blocks] : []]));
}

/**
 * A stored week read back as one line of hours, when it is one (the same single window on every open day); null
 * for an empty week or one the "Xizmatlar" editor shaped day by day (the setup then starts from the default).
 */
export function hoursOf(week: WeeklyAvailability | null | undefined): SimpleHours | null {
  const open = WEEKDAYS.filter((day) => (week?.[day]?.length ?? 0) > 0);
  if (open.length === 0) return null;
  const windows = new Set(open.map((day) => describeWindows(week?.[day] ?? [])));
  if (windows.size !== 1) return null;
  const [only] = [...windows];
  const match = only?.match(/^(\d\d:\d\d)–(\d\d:\d\d)$/);
  return match ? { days: open, from: match[1]!, to: match[2]! } : null;
}
