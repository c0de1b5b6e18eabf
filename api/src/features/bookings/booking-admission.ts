import { DateTime } from 'luxon';
import { LIMITS } from '../../contracts/limits.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError, filledText } from '../../lib/app-error.ts';
import { isTakenTime } from '../../lib/taken-time.ts';
import type { NewBooking } from './new-booking.ts';

/**
 * What a client's public booking must pass beyond a free slot: the provider's monthly cap (Freemium) and at
 * most three upcoming bookings per phone with one provider, so strangers cannot spend a provider's month or
 * hoard their week. The provider's own bookings pass unchecked: their business is never refused by the cap.
 * The database function `admit_public_booking` (migration 20261125000000) counts under a transaction-scoped
 * advisory lock in the booking statement's first step, so concurrent bookings cannot all read "2" and all
 * insert: by construction, not by luck. This module decides what it is asked and reads its refusals.
 */
export interface Admission {
  /** null: nothing to check (a provider's own booking, or no cap and no phone). */
  lockKey: string | null;
  monthStart: Date | null;
  monthlyLimit: number | null;
  phoneLimit: number;
  /** "Now", from which "upcoming" counts. */
  at: Date;
}

export function admissionFor(booking: NewBooking, phoneE164: string | null, now: number): Admission {
  const monthlyLimit = booking.context.monthly_limit;
  const phoneLimit = LIMITS.upcomingBookingsPerPhone;
  if (booking.provider || (monthlyLimit === null && phoneE164 === null)) {
    return { lockKey: null, monthStart: null, monthlyLimit: null, phoneLimit, at: new Date(now) };
  }
  const providerId = booking.context.user_id;
  return {
    // The monthly cap needs all of a provider's public bookings in line; the phone limit only that phone's.
    lockKey: monthlyLimit === null ? `${providerId}:${phoneE164}` : providerId,
    monthStart: monthlyLimit === null ? null : DateTime.fromMillis(now, { zone: booking.context.timezone }).startOf('month').toJSDate(),
    monthlyLimit,
    phoneLimit,
    at: new Date(now),
  };
}

/** The master's time is taken: the exclusion constraint refused it. */
export function isSlotTaken(error: unknown): boolean {
  return isTakenTime(error);
}

/** The refusal `admit_public_booking`, `admit_booking_rules` or `pick_master` raised, as the client should read it; anything else is not ours. */
export function admissionRefusal(error: unknown): AppError | null {
  const code = (error as { code?: string }).code;
  if (code === 'QB003') return new AppError('slot_taken', uz.booking.slotTaken);
  if (code === 'QB004') return new AppError('slot_unavailable', uz.booking.dayOff);
  if (code === 'QB005') return new AppError('day_full', uz.booking.dayFull);
  if (code === 'QB001') return new AppError('plan_limit', uz.plan.providerMonthlyLimit);
  if (code === 'QB002') {
    return new AppError('too_many_bookings', filledText(uz.plan.tooManyForPhone, { limit: LIMITS.upcomingBookingsPerPhone }));
  }
  return null;
}
