import { DateTime } from 'luxon';

/**
 * The slot rules of DECISIONS.md as pure functions: availability blocks join into windows, starts run
 * every `timingInterval` from each window's start, a start must fit its window, lie in the future and
 * within the horizon, and its occupied time (service + break) must overlap no busy range.
 */

export const BLOCK_MINUTES = 30;
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export interface SlotRules {
  /** yyyy-MM-dd, provider-local. */
  date: string;
  providerZone: string;
  availability: Partial<Record<string, string[]>>;
  duration: number;
  timingInterval: number;
  breakInterval: number;
  /** Milliseconds since epoch. */
  now: number;
  horizonDays: number;
  /** Occupied ranges [start, end) of the provider's non-cancelled bookings, in ms. */
  busy: ReadonlyArray<readonly [number, number]>;
}

export interface Candidate {
  /** Provider-local HH:mm. */
  time: string;
  /** Start instant, ms. */
  start: number;
  /** End of service, ms. */
  end: number;
  /** End of service plus break: the booking would occupy [start, blockedUntil). */
  blockedUntil: number;
  isAvailable: boolean;
}

export interface Window {
  /** Minutes from local midnight. */
  from: number;
  to: number;
}

export function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export function formatMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function weekdayOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // 1970-01-05 was a Monday; UTC arithmetic on the calendar date needs no timezone.
  const index = (((Math.floor(Date.UTC(y, m - 1, d) / 86_400_000) - 4) % 7) + 7) % 7;
  return WEEKDAY_NAMES[index] as string;
}

/** Half-hour blocks [t, t+30) of one weekday, joined where adjacent. */
export function windowsOf(times: readonly string[] | undefined): Window[] {
  const starts = [...new Set((times ?? []).map(toMinutes))].sort((a, b) => a - b);
  const windows: Window[] = [];
  for (const start of starts) {
    const last = windows[windows.length - 1];
    if (last && last.to === start) last.to = start + BLOCK_MINUTES;
    else windows.push({ from: start, to: start + BLOCK_MINUTES });
  }
  return windows;
}

/**
 * Local wall-clock minutes of `date` in `zone` -> instant. One luxon lookup per day: when the zone's
 * offset is the same at both ends of the day (no DST change that day) the rest is arithmetic.
 */
export function localClock(date: string, zone: string): (minutes: number) => number | null {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const midnight = DateTime.fromObject({ year, month, day }, { zone });
  const endOfDay = midnight.plus({ hours: 24 });
  const utcMidnight = Date.UTC(year, month - 1, day);
  if (midnight.offset === endOfDay.offset && midnight.hour === 0) {
    const shift = midnight.offset * 60_000;
    return (minutes) => utcMidnight + minutes * 60_000 - shift;
  }
  return (minutes) => {
    const local = DateTime.fromObject(
      {
        year,
        month,
        day,
        hour: Math.floor(minutes / 60),
        minute: minutes % 60,
      },
      { zone },
    );
    // A wall-clock time skipped by a DST jump does not exist: no slot there.
    if (local.hour * 60 + local.minute !== minutes) return null;
    return local.toMillis();
  };
}

/** Every candidate start of the day, each marked available or not. */
export function candidateSlots(rules: SlotRules): Candidate[] {
  const clock = localClock(rules.date, rules.providerZone);
  const today = DateTime.fromMillis(rules.now, {
    zone: rules.providerZone,
  }).toISODate() as string;
  const lastDay = DateTime.fromISO(today, { zone: rules.providerZone }).plus({ days: rules.horizonDays }).toISODate() as string;
  const bookable = rules.date >= today && rules.date <= lastDay;
  const interval = Math.max(1, rules.timingInterval);
  const out: Candidate[] = [];
  for (const window of windowsOf(rules.availability[weekdayOf(rules.date)])) {
    for (let minutes = window.from; minutes + rules.duration <= window.to; minutes += interval) {
      const start = clock(minutes);
      if (start === null) continue;
      const end = start + rules.duration * 60_000;
      const blockedUntil = end + rules.breakInterval * 60_000;
      const isAvailable = bookable && start > rules.now && !overlapsAny(start, blockedUntil, rules.busy);
      out.push({
        time: formatMinutes(minutes),
        start,
        end,
        blockedUntil,
        isAvailable,
      });
    }
  }
  return out;
}

export function overlapsAny(start: number, end: number, busy: SlotRules['busy']): boolean {
  for (const [from, to] of busy) if (start < to && from < end) return true;
  return false;
}

/** HH:mm of many instants in one zone, with one offset lookup when the zone does not change offset in between. */
export function clockIn(zone: string, first: number, last: number): (instant: number) => { time: string; date: string } {
  const a = DateTime.fromMillis(first, { zone });
  const b = DateTime.fromMillis(last, { zone });
  if (a.isValid && a.offset === b.offset) {
    const shift = a.offset * 60_000;
    return (instant) => {
      const shifted = new Date(instant + shift);
      return {
        time: `${String(shifted.getUTCHours()).padStart(2, '0')}:${String(shifted.getUTCMinutes()).padStart(2, '0')}`,
        date: shifted.toISOString().slice(0, 10),
      };
    };
  }
  return (instant) => {
    const local = DateTime.fromMillis(instant, { zone });
    return { time: local.toFormat('HH:mm'), date: local.toISODate() as string };
  };
}
