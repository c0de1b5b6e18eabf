import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { HotPath } from '../../lib/context.ts';
import { readThrough } from '../../lib/provider-cache.ts';
import { type BookingContext, selectBookingContext } from './booking-context.queries.ts';

export type { BookingContext } from './booking-context.queries.ts';

/**
 * Cached per service; any change to the service, its hours or the provider's plan drops it (bookings do not).
 * A plan that ends by the clock writes nothing, so a copy made while it was in force is read again once it
 * has ended: every booking asks the plan in force at its own moment.
 */
export async function loadBookingContext(hot: HotPath, serviceId: number, now = Date.now()): Promise<BookingContext> {
  let context = await readThrough(
    hot.cache,
    `context|${serviceId}`,
    async () => {
      const row = await selectBookingContext(hot.pool, serviceId);
      return row && { value: row, provider: row.user_id };
    },
    { keptOnBookings: true },
  );
  if (context?.in_force_until && new Date(context.in_force_until).getTime() <= now)
    context = await selectBookingContext(hot.pool, serviceId);
  if (!context) throw new AppError('not_found', uz.notFound.service);
  return context;
}
