import { LIMITS } from '../../contracts/limits.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import { candidateSlots, localClock, toMinutes } from '../slots/index.ts';
import type { BookingContext } from './booking-context.ts';

export interface BookingTime {
  date: string;
  timeSlot: string;
  start: Date;
  end: Date;
  blockedUntil: Date;
}

/**
 * Clients may only take a start the slot engine offers (window, future, horizon). Whether it is still
 * free is left to the database's exclusion constraint, which no race can get around.
 */
export function offeredTime(context: BookingContext, date: string, timeSlot: string, now = Date.now()): BookingTime {
  const candidate = candidateSlots({
    date,
    providerZone: context.timezone,
    availability: context.availability ?? {},
    duration: context.duration,
    timingInterval: context.timing_interval,
    breakInterval: context.break_interval,
    now,
    horizonDays: LIMITS.horizonDays,
    busy: [],
  }).find((slot) => slot.time === timeSlot);
  if (!candidate?.isAvailable) throw new AppError('slot_unavailable', uz.booking.slotUnavailable);
  return {
    date,
    timeSlot,
    start: new Date(candidate.start),
    end: new Date(candidate.end),
    blockedUntil: new Date(candidate.blockedUntil),
  };
}

/** Providers may place a booking at any existing wall-clock time of their day (walk-ins, phone bookings). */
export function providerTime(context: BookingContext, date: string, timeSlot: string): BookingTime {
  const start = localClock(date, context.timezone)(toMinutes(timeSlot));
  if (start === null) throw new AppError('slot_unavailable', uz.booking.slotUnavailable);
  const end = start + context.duration * 60_000;
  return {
    date,
    timeSlot,
    start: new Date(start),
    end: new Date(end),
    blockedUntil: new Date(end + context.break_interval * 60_000),
  };
}
