import { LIMITS } from '../../contracts/limits.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Candidate, localClock, masterSlots, toMinutes } from '../slots/index.ts';
import type { BookingContext } from './booking-context.ts';

export interface BookingTime {
  date: string;
  timeSlot: string;
  start: Date;
  end: Date;
  blockedUntil: Date;
  /**
   * The masters who may take it, in the business's order: one when the client chose, several for "Farqi yo'q"
   * (the booking's own statement picks the free one, `pick_master`).
   */
  masters: string[];
}

/** The service's masters a booking may go to: the chosen one (404 when they do not do the service) or all. */
function mastersAsked(context: BookingContext, staffId: string | null | undefined) {
  if (!staffId) return context.masters;
  const chosen = context.masters.filter((master) => master.id === staffId);
  if (chosen.length === 0) throw new AppError('not_found', uz.notFound.staff);
  return chosen;
}

/**
 * Clients may only take a start the slot engine offers (window, future, horizon) within the hours of a master who
 * does the service. Whether that master is still free is left to the database's exclusion constraint, which no
 * race can get around.
 */
export function offeredTime(
  context: BookingContext,
  date: string,
  timeSlot: string,
  now = Date.now(),
  staffId?: string | null,
): BookingTime {
  const found = mastersHolding(context, date, timeSlot, mastersAsked(context, staffId), now, true);
  if (!found) throw new AppError('slot_unavailable', uz.booking.slotUnavailable);
  const { slot, masters } = found;
  return {
    date,
    timeSlot,
    start: new Date(slot.start),
    end: new Date(slot.end),
    blockedUntil: new Date(slot.blockedUntil),
    masters,
  };
}

/** The masters whose hours offer this start (and, when `offeredOnly`, offer it now: future, within the horizon). */
function mastersHolding(
  context: BookingContext,
  date: string,
  timeSlot: string,
  asked: BookingContext['masters'],
  now: number,
  offeredOnly: boolean,
): { slot: Candidate; masters: string[] } | null {
  const rules = {
    date,
    providerZone: context.timezone,
    availability: context.availability ?? {},
    duration: context.duration,
    timingInterval: context.timing_interval,
    breakInterval: context.break_interval,
    now,
    horizonDays: LIMITS.horizonDays,
  };
  let found: Candidate | undefined;
  const masters: string[] = [];
  for (const master of asked) {
    const slot = masterSlots(rules, { ...master, busy: [] }).find((s) => s.time === timeSlot);
    if (!slot || (offeredOnly && !slot.isAvailable)) continue;
    found = slot;
    masters.push(master.id);
  }
  return found ? { slot: found, masters } : null;
}

/**
 * Providers may place a booking at any existing wall-clock time of their day (walk-ins, phone bookings), with the
 * master they name, or with any master whose hours hold the time (failing that, any master of the service).
 */
export function providerTime(context: BookingContext, date: string, timeSlot: string, staffId?: string | null): BookingTime {
  const start = localClock(date, context.timezone)(toMinutes(timeSlot));
  if (start === null) throw new AppError('slot_unavailable', uz.booking.slotUnavailable);
  const end = start + context.duration * 60_000;
  const asked = mastersAsked(context, staffId);
  let masters = asked.map((master) => master.id);
  if (!staffId) {
    const within = mastersHolding(context, date, timeSlot, asked, start, false);
    if (within) masters = within.masters;
  }
  if (masters.length === 0) throw new AppError('slot_unavailable', uz.booking.slotUnavailable);
  return {
    date,
    timeSlot,
    start: new Date(start),
    end: new Date(end),
    blockedUntil: new Date(end + context.break_interval * 60_000),
    masters,
  };
}
