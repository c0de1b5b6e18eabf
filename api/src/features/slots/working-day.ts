import { type DateOverride, type DayOff, masterHoursOn, serviceHoursOn } from './day-rules.ts';
import { type Window, weekdayOf, windowsOf } from './slot-engine.ts';

type Week = Partial<Record<string, string[]>>;

/**
 * Why nothing of a master's day is open: the business is closed that date (its day off, or its own override with no
 * time), the master is off (their day off or their override with no time), or the master simply has no hours then.
 */
export type OffReason = 'closed' | 'day_off' | 'no_hours';

export interface WorkingDay {
  /** Minutes from local midnight, joined where adjacent (the last may end at 1440). */
  open: Window[];
  off: boolean;
  reason?: OffReason;
  /** The day off's own note ("Ta'til"), when a day off is the reason and it has one. */
  note?: string | null;
}

export interface WorkingDayInput {
  date: string;
  master: { id: string; availability: Week };
  /** The weekly hours of the active services the master does. */
  services: readonly Week[];
  overrides: readonly DateOverride[];
  daysOff: ReadonlyArray<DayOff & { note?: string | null }>;
}

/**
 * A master's working time on a date, read with the slot rule's own pieces (day-rules.ts, `windowsOf`): a day off
 * beats everything, an override beats the weekly grid. A salon works by its masters' hours, so a master with hours of
 * their own works those (cut to the business's own hours on a date it overrides), whatever the services offer that
 * day; a master without hours of their own ("whenever the service is offered", the owner's own master at first) works
 * whenever one of their services is offered. Every start the public slot list offers for this master lies inside;
 * when the services are offered all the master's hours (the usual salon), the two are the same (ADR 021).
 */
export function masterWorkingDay({ date, master, services, overrides, daysOff }: WorkingDayInput): WorkingDay {
  const businessOff = daysOff.find((off) => off.staffId === null && off.from <= date && date <= off.to);
  if (businessOff) return { open: [], off: true, reason: 'closed', note: businessOff.note ?? null };
  const ownOff = daysOff.find((off) => off.staffId === master.id && off.from <= date && date <= off.to);
  if (ownOff) return { open: [], off: true, reason: 'day_off', note: ownOff.note ?? null };
  const weekday = weekdayOf(date);
  const businessDay = overrides.find((o) => o.date === date && o.staffId === null)?.times;
  if (businessDay?.length === 0) return { open: [], off: true, reason: 'closed' };
  const own = masterHoursOn(date, master.id, master.availability, overrides);
  let times: readonly string[];
  if (Object.keys(own).length === 0) {
    times = services.flatMap((week) => serviceHoursOn(date, week, overrides)[weekday] ?? []);
  } else {
    const mine = own[weekday] ?? [];
    if (mine.length === 0 && overrides.some((o) => o.date === date && o.staffId === master.id)) {
      return { open: [], off: true, reason: 'day_off' };
    }
    const allowed = businessDay ? new Set(businessDay) : null;
    times = allowed ? mine.filter((time) => allowed.has(time)) : mine;
  }
  const open = windowsOf(times);
  return open.length > 0 ? { open, off: false } : { open, off: true, reason: 'no_hours' };
}
