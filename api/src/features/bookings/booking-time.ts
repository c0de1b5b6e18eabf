import { uz } from '../../contracts/messages.uz.ts';
import { AppError, filledText } from '../../lib/app-error.ts';
import { type Candidate, isDayOff, localClock, masterHoursOn, masterSlots, ruleBreak, serviceHoursOn, toMinutes } from '../slots/index.ts';
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
  /** Minutes the booking also occupies before its start (the service's buffer before). */
  bufferBefore: number;
  /** A client's booking: the statement checks days off and the daily cap too (`admit_booking_rules`). */
  checkRules: boolean;
}

/** The service's masters a booking may go to: the chosen one (404 when they do not do the service) or all. */
function mastersAsked(context: BookingContext, staffId: string | null | undefined) {
  if (!staffId) return context.masters;
  const chosen = context.masters.filter((master) => master.id === staffId);
  if (chosen.length === 0) throw new AppError('not_found', uz.notFound.staff);
  return chosen;
}

/**
 * Clients may only take a start the slot engine offers (window, future, the service's rules, not a day off) within
 * the hours of a master who does the service. Whether that master is still free, the day's cap and a day off added
 * meanwhile are left to the booking's own statement, which no race can get around.
 */
export function offeredTime(
  context: BookingContext,
  date: string,
  timeSlot: string,
  now = Date.now(),
  staffId?: string | null,
): BookingTime {
  const asked = mastersAsked(context, staffId);
  const open = asked.filter((master) => !isDayOff(date, master.id, context.days_off));
  if (asked.length > 0 && open.length === 0) throw new AppError('slot_unavailable', uz.booking.dayOff);
  const found = mastersHolding(context, date, timeSlot, open, now, false);
  if (!found) throw new AppError('slot_unavailable', uz.booking.slotUnavailable);
  const { slot, masters } = found;
  refuseRuleBreak(context, date, slot.start, now);
  return {
    date,
    timeSlot,
    start: new Date(slot.start),
    end: new Date(slot.end),
    blockedUntil: new Date(slot.blockedUntil),
    masters,
    bufferBefore: context.buffer_before,
    checkRules: true,
  };
}

/** The service's rules a start must keep, with their codes (DECISIONS.md, Provider tools). */
function refuseRuleBreak(context: BookingContext, date: string, start: number, now: number): void {
  const broken = ruleBreak(
    { date, providerZone: context.timezone, now, horizonDays: context.max_advance_days, minNoticeMinutes: context.min_notice_minutes },
    start,
  );
  if (broken === 'past') throw new AppError('slot_unavailable', uz.booking.slotUnavailable);
  if (broken === 'too_soon') throw new AppError('too_soon', filledText(uz.booking.tooSoon, { minutes: context.min_notice_minutes }));
  if (broken === 'too_far') throw new AppError('too_far', filledText(uz.booking.tooFar, { days: context.max_advance_days }));
}

/** The masters whose hours on that date offer this start (and, when `offeredOnly`, offer it now). */
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
    availability: serviceHoursOn(date, context.availability ?? {}, context.overrides),
    duration: context.duration,
    timingInterval: context.timing_interval,
    breakInterval: context.break_interval,
    now,
    horizonDays: context.max_advance_days,
    minNoticeMinutes: context.min_notice_minutes,
    // Only the asked start is built (still matched by its exact text below).
    onlyAt: toMinutes(timeSlot),
  };
  let found: Candidate | undefined;
  const masters: string[] = [];
  for (const master of asked) {
    const hours = masterHoursOn(date, master.id, master.availability, context.overrides);
    const slot = masterSlots(rules, { id: master.id, availability: hours, busy: [] }).find((s) => s.time === timeSlot);
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
    // The provider's own booking keeps the service's buffer but is never refused by the rules or a day off.
    bufferBefore: context.buffer_before,
    checkRules: false,
  };
}
