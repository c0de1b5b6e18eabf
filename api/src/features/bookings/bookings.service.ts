import type { EntityManager } from '@mikro-orm/postgresql';
import type { Booking, User } from '@qabul/db';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import { scopedMaster } from '../../lib/booking-scope.ts';
import type { Actor, HotPath } from '../../lib/context.ts';
import { cancelBooking, cancelInTransaction, rescheduleBooking } from './booking-changes.ts';
import { type BookingContext, loadBookingContext } from './booking-context.ts';
import { createBooking } from './booking-create.ts';
import { type ClientLanguage, clientOf } from './new-booking.ts';
import { type BookingScope, lockOwnBookings, ownBooking } from './booking-queries.ts';
import { providerTime } from './booking-time.ts';
import type { BulkCancel, CreateDashboardBooking, Reschedule } from './bookings.schema.ts';

/** A provider books from the dashboard: their own service, any real time of their day, the status they choose. */
export async function bookAsProvider(
  hot: HotPath,
  user: User,
  body: CreateDashboardBooking,
  actor: Actor,
  language: ClientLanguage,
  now?: number,
): Promise<Booking> {
  const context = await loadBookingContext(hot, body.serviceId);
  if (context.user_id !== user.id) throw new AppError('not_found', uz.notFound.service);
  const time = providerTime(context, body.date, body.timeSlot, body.staffId);
  return createBooking(
    hot,
    {
      context,
      time,
      client: clientOf(body),
      status: body.status ?? 'pending',
      provider: actor,
      language,
    },
    now,
  );
}

async function contextOf(hot: HotPath, booking: Booking): Promise<BookingContext> {
  if (!booking.serviceId) throw new AppError('conflict', uz.booking.cancellationNotAllowed);
  return loadBookingContext(hot, booking.serviceId);
}

/** The owner moves any booking of the business (to another master too); a master moves only their own, and keeps it. */
export async function rescheduleAsProvider(
  em: EntityManager,
  hot: HotPath,
  scope: BookingScope,
  id: string,
  body: Reschedule,
  actor: Actor,
): Promise<Booking> {
  const booking = await ownBooking(em, scope, id);
  // A master moves only to themselves (another master is 404 to them).
  scopedMaster(scope, body.staffId);
  const time = providerTime(await contextOf(hot, booking), body.newDate, body.newTimeSlot, body.staffId ?? booking.staffId);
  return rescheduleBooking(em, booking, time, body.reason, {
    by: 'provider',
    actor,
  });
}

export async function cancelAsProvider(
  em: EntityManager,
  scope: BookingScope,
  id: string,
  reason: string | null,
  actor: Actor,
): Promise<Booking> {
  const booking = await ownBooking(em, scope, id);
  return cancelBooking(em, booking, reason, { by: 'provider', actor });
}

/** A batch in one transaction, all the provider's or nothing; already cancelled ones are skipped. Answers the ids cancelled now. */
export async function cancelBatchAsProvider(
  em: EntityManager,
  user: User,
  body: BulkCancel,
  actor: Actor,
  now = Date.now(),
): Promise<string[]> {
  return em.transactional(async (tx) => {
    const open = (await lockOwnBookings(tx, user.id, body.ids)).filter((booking) => booking.status !== 'cancelled');
    for (const booking of open) await cancelInTransaction(tx, booking, body.reason, { by: 'provider', actor }, now);
    return open.map((booking) => booking.id);
  });
}
