import { DateTime } from 'luxon';
import { LIMITS } from '../../contracts/limits.ts';
import { fill, uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { NewBooking, Queryable } from './booking-create.ts';

/**
 * What a client's public booking must pass beyond a free slot: the provider's monthly cap (Freemium) and at
 * most three upcoming bookings per phone with one provider, so strangers cannot spend a provider's month or
 * hoard their week. The provider's own bookings pass unchecked: their business is never refused by the cap.
 * The checks run under a transaction-scoped advisory lock, so concurrent bookings cannot all read "2" and
 * all insert: by construction, not by luck.
 */
export interface Admission {
  lockKey: string;
  check(client: Queryable): Promise<void>;
}

export function admissionFor(booking: NewBooking, phoneE164: string | null, now: number): Admission | null {
  if (booking.provider) return null;
  const providerId = booking.context.user_id;
  const monthlyLimit = booking.context.monthly_limit;
  if (monthlyLimit === null && phoneE164 === null) return null;
  return {
    // The monthly cap needs all of a provider's public bookings in line; the phone limit only that phone's.
    lockKey: monthlyLimit === null ? `${providerId}:${phoneE164}` : providerId,
    async check(client) {
      if (monthlyLimit !== null) {
        const monthStart = DateTime.fromMillis(now, { zone: booking.context.timezone }).startOf('month').toJSDate();
        const { rows } = await client.query<{ count: string }>(
          // Counts what clients booked (DECISIONS.md): the provider's own bookings are not theirs to spend.
          `select count(*) from bookings b
            where b.user_id = $1 and b.created_at >= $2 and b.status <> 'cancelled'
              and not exists (select 1 from booking_history h
                               where h.booking_id = b.id and h.action = 'created' and h.performed_by = 'provider')`,
          [providerId, monthStart],
        );
        if (Number(rows[0]?.count) >= monthlyLimit) throw new AppError('plan_limit', uz.plan.providerMonthlyLimit);
      }
      if (phoneE164 !== null) {
        const { rows } = await client.query<{ count: string }>(
          `select count(*) from bookings
            where user_id = $1 and phone_e164 = $2 and status <> 'cancelled' and date_time_utc > $3`,
          [providerId, phoneE164, new Date(now)],
        );
        const limit = LIMITS.upcomingBookingsPerPhone;
        if (Number(rows[0]?.count) >= limit) throw new AppError('too_many_bookings', fill(uz.plan.tooManyForPhone, { limit }));
      }
    },
  };
}
