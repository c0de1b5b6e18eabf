import type { EntityManager } from '@mikro-orm/postgresql';
import type { Booking, User } from '@qabul/db';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, HotPath } from '../../lib/context.ts';
import { guardGuesses, hit, LIMITS_PER_ACTION } from '../../lib/rate-limit.ts';
import { cancelBooking, cancelInTransaction, rescheduleBooking } from './booking-changes.ts';
import { type BookingContext, loadBookingContext } from './booking-context.ts';
import { type CreatedBooking, createBooking } from './booking-create.ts';
import type { ClientLanguage } from './new-booking.ts';
import { type BookingScope, findBooking, lockOwnBookings, ownBooking } from './booking-queries.ts';
import { offeredTime, providerTime } from './booking-time.ts';
import type { BulkCancel, CreateBooking, CreateDashboardBooking, PublicCancel, PublicReschedule, Reschedule } from './bookings.schema.ts';
import { assertClientMayChange, assertClientProof } from './client-proof.ts';

export interface Options {
  rateLimitOff: boolean;
  /** The client's address, for limits on wrong guesses. */
  ip?: string | null;
  now?: number;
  /** Booked inside the bot chat (see NewBooking.telegram). */
  telegram?: { chatId: number; phoneVerified: boolean };
}

const isForbidden = (error: unknown) => error instanceof AppError && error.code === 'forbidden';

function clientOf(body: CreateBooking) {
  const { name, phone, email, telegramUsername, notes, clientTimezone } = body;
  return { name, phone, email, telegramUsername, notes, clientTimezone };
}

/** A visitor books on the public page: active service, an offered slot, status pending. */
export async function bookAsClient(
  em: EntityManager,
  hot: HotPath,
  body: CreateBooking,
  ip: string,
  options: Options & { language: ClientLanguage },
): Promise<{ booking: CreatedBooking; context: BookingContext }> {
  const context = await loadBookingContext(hot, body.serviceId);
  if (!context.is_active) throw new AppError('not_found', uz.booking.serviceInactive);
  await hit(em, `book:${ip}:${context.user_id}`, LIMITS_PER_ACTION.publicBookingCreate, options.rateLimitOff);
  const time = offeredTime(context, body.date, body.timeSlot, options.now, body.staffId);
  const booking = await createBooking(
    hot,
    {
      context,
      time,
      client: clientOf(body),
      status: 'pending',
      provider: null,
      telegram: options.telegram,
      language: options.language,
    },
    options.now,
  );
  return { booking, context };
}

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
  if (scope.staffId && body.staffId && body.staffId !== scope.staffId) throw new AppError('not_found', uz.notFound.staff);
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

async function provenBooking(em: EntityManager, hot: HotPath, id: string, proof: PublicCancel, options: Options) {
  const booking = await findBooking(em, id);
  // Wrong guesses lock out the guesser's address, not the client (rate-limit.ts, guardGuesses).
  await guardGuesses(
    em,
    `booking:${booking.id}`,
    options.ip ?? null,
    { strict: LIMITS_PER_ACTION.publicBookingChange, disabled: options.rateLimitOff, isWrongGuess: isForbidden },
    async () => assertClientProof(booking, proof),
  );
  const context = await contextOf(hot, booking);
  assertClientMayChange(booking, context, options.now);
  return { booking, context };
}

export async function rescheduleAsClient(
  em: EntityManager,
  hot: HotPath,
  id: string,
  body: PublicReschedule,
  options: Options,
): Promise<Booking> {
  const { booking, context } = await provenBooking(em, hot, id, body, options);
  const time = offeredTime(context, body.newDate, body.newTimeSlot, options.now, booking.staffId);
  return rescheduleBooking(em, booking, time, body.reason, { by: 'client' }, options.now);
}

export async function cancelAsClient(em: EntityManager, hot: HotPath, id: string, body: PublicCancel, options: Options): Promise<Booking> {
  const { booking } = await provenBooking(em, hot, id, body, options);
  return cancelBooking(em, booking, body.reason, { by: 'client' }, options.now);
}
