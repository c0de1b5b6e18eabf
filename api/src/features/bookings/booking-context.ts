import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { HotPath } from '../../lib/context.ts';
import { readThrough } from '../../lib/provider-cache.ts';
import { type BookingContext, selectBookingContext } from './booking-context.queries.ts';

export type { BookingContext } from './booking-context.queries.ts';

/** Cached per service; any change to the service, its hours or the provider's plan drops it (bookings do not). */
export async function loadBookingContext(hot: HotPath, serviceId: number): Promise<BookingContext> {
  const context = await readThrough(
    hot.cache,
    `context|${serviceId}`,
    async () => {
      const row = await selectBookingContext(hot.pool, serviceId);
      return row && { value: row, provider: row.user_id };
    },
    { keptOnBookings: true },
  );
  if (!context) throw new AppError('not_found', uz.notFound.service);
  return context;
}
