import type { EntityManager } from '@mikro-orm/postgresql';
import { type Booking, type User, UserSchema } from '@qabul/db';
import { DateTime } from 'luxon';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, HotPath } from '../../lib/context.ts';
import { guardGuesses, LIMITS_PER_ACTION } from '../../lib/rate-limit.ts';
import { cancelBooking, confirmBooking, markNoShow, offeredTime, rescheduleBooking } from '../bookings/index.ts';
import { loadBookingContext } from '../bookings/index.ts';
import { findBooking, isClientToken } from '../bookings/index.ts';
import { clientChangeRefusal } from '../bookings/index.ts';
import { assertClientMayChange } from '../bookings/index.ts';
import { telegramText } from './messages.uz.ts';
import { masterActingFromChat } from './telegram-chats.queries.ts';
import type { LinkBooking, TelegramReschedule } from './telegram.schema.ts';
import {
  linkBookingChat,
  providerDayRows,
  queueTelegramConfirmation,
  type TelegramBookingRow,
  type TelegramPerson,
} from './telegram-bookings.queries.ts';

/** The provider account linked to a chat (the latest linked, should several share it). */
export async function linkedProvider(em: EntityManager, chatId: number): Promise<User | null> {
  return em.findOne(UserSchema, { telegramChatId: chatId }, { orderBy: { updatedAt: 'desc' } });
}

/** The provider's non-cancelled bookings of their own "today". */
export async function providerToday(
  em: EntityManager,
  provider: User,
  now = Date.now(),
): Promise<{ date: string; bookings: TelegramBookingRow[] }> {
  const date = DateTime.fromMillis(now, {
    zone: provider.timezone,
  }).toISODate() as string;
  return { date, bookings: await providerDayRows(em, provider.id, date) };
}

export function canClientCancel(
  row: Pick<TelegramBookingRow, 'status' | 'allow_cancellation' | 'cancellation_hours' | 'date_time_utc'>,
  now = Date.now(),
): boolean {
  const service = { allowCancellation: row.allow_cancellation, cancellationHours: row.cancellation_hours };
  return clientChangeRefusal({ status: row.status, start: row.date_time_utc }, service, now) === null;
}

function ownedBy(booking: Booking, person: TelegramPerson): boolean {
  if (booking.clientTelegramChatId !== null && booking.clientTelegramChatId !== undefined)
    return Number(booking.clientTelegramChatId) === person.chatId;
  return Boolean(person.username && booking.telegramUsername && booking.telegramUsername.toLowerCase() === person.username.toLowerCase());
}

/** The booking is this Telegram person's (an unknown booking is nobody's). */
export async function ownsBooking(em: EntityManager, person: TelegramPerson, bookingId: string): Promise<boolean> {
  try {
    return ownedBy(await findBooking(em, bookingId), person);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return false;
    throw error;
  }
}

/** The person's own booking, still inside its service's change window (the web client's rule). */
async function bookingTheClientMayChange(em: EntityManager, hot: HotPath, person: TelegramPerson, bookingId: string, now: number) {
  const booking = await findBooking(em, bookingId);
  // Someone else's booking answers as if it did not exist.
  if (!ownedBy(booking, person)) throw new AppError('not_found', uz.notFound.booking);
  return { booking, context: await clientMayChange(hot, booking, now) };
}

/** The web client's rule for changing a booking: its service's change window (refused with the rule's text). */
async function clientMayChange(hot: HotPath, booking: Booking, now: number) {
  if (!booking.serviceId) throw new AppError('cancellation_closed', uz.booking.cancellationNotAllowed);
  const context = await loadBookingContext(hot, booking.serviceId);
  assertClientMayChange(booking, context, now);
  return context;
}

/** A client cancels from Telegram: their own booking, within the service's cancellation window. */
export async function cancelAsTelegramClient(
  em: EntityManager,
  hot: HotPath,
  person: TelegramPerson,
  bookingId: string,
  now = Date.now(),
): Promise<Booking> {
  const { booking } = await bookingTheClientMayChange(em, hot, person, bookingId, now);
  return cancelBooking(em, booking, null, { by: 'client' }, now);
}

/**
 * The client's own booking cancelled from Telegram (the chat is known to be theirs): the web's rule and its
 * cancellation window decide. With `onlyCheck`, nothing changes: a refusal is thrown, or the booking comes back.
 */
export async function cancelAsClient(
  em: EntityManager,
  hot: HotPath,
  booking: Booking,
  now = Date.now(),
  { onlyCheck = false } = {},
): Promise<Booking> {
  await clientMayChange(hot, booking, now);
  return onlyCheck ? booking : cancelBooking(em, booking, null, { by: 'client' }, now);
}

/**
 * A client moves their own booking from Telegram: the same rules as the web's client change (the service's
 * window, a time the slot engine offers, the one booking statement that refuses a taken time with 409), with its own
 * master or another one who does the service.
 */
export async function rescheduleAsTelegramClient(
  em: EntityManager,
  hot: HotPath,
  person: TelegramPerson,
  bookingId: string,
  body: TelegramReschedule,
  now = Date.now(),
): Promise<Booking> {
  const { booking, context } = await bookingTheClientMayChange(em, hot, person, bookingId, now);
  // Its own master's hours unless the client picked another master: never whichever master comes first.
  const time = offeredTime(context, body.newDate, body.newTimeSlot, now, body.staffId ?? booking.staffId);
  return rescheduleBooking(em, booking, time, body.reason ?? null, { by: 'client' }, now);
}

/**
 * Who acts when this chat presses a button on the booking: its provider's linked chat acts as the provider, its own
 * master's chat as that master (DECISIONS.md, Teams); any other chat, another master's included, is refused.
 */
async function deciderOf(em: EntityManager, booking: Booking, chatId: number): Promise<Actor> {
  const provider = await em.findOne(UserSchema, { id: booking.userId });
  if (!provider) throw new AppError('forbidden', telegramText.notYourBooking);
  const actor = (userId: string): Actor => ({ userId, ipAddress: null, userAgent: 'telegram-bot' });
  if (Number(provider.telegramChatId) === chatId) return actor(provider.id);
  const member = await masterActingFromChat(em, booking.staffId, chatId);
  if (member === undefined) throw new AppError('forbidden', telegramText.notYourBooking);
  return actor(member ?? provider.id);
}

/**
 * 'Tasdiqlash' / 'Bekor qilish' / 'Kelmadi' from the chat of the booking's own provider or its own master;
 * pressing 'Tasdiqlash' twice is harmless.
 */
export async function decideAsProvider(
  em: EntityManager,
  chatId: number,
  bookingId: string,
  decision: 'confirm' | 'cancel' | 'no_show',
): Promise<Booking> {
  const booking = await findBooking(em, bookingId);
  const actor = await deciderOf(em, booking, chatId);
  if (booking.status === 'cancelled') throw new AppError('conflict', uz.booking.alreadyCancelled);
  if (decision === 'cancel') return cancelBooking(em, booking, null, { by: 'provider', actor });
  if (decision === 'no_show') return markNoShow(em, booking, { by: 'provider', actor });
  return confirmBooking(em, booking, { by: 'provider', actor }, { via: 'telegram' });
}

/**
 * After booking in the Mini App: the booking's client chat becomes the Mini App user's, proven by the client
 * token (or confirmation number) the booking answer carried. The first chat keeps it: a booking already
 * linked to another chat is never re-pointed. Wrong guesses are limited like every public proof. The
 * confirmation is then (re)sent to that chat, Telegram only, unless it already went there; e-mail, if any,
 * was sent on creation.
 */
export async function linkBookingToTelegramUser(
  em: EntityManager,
  person: TelegramPerson,
  bookingId: string,
  proof: LinkBooking,
  limits: { ip: string | null; disabled: boolean },
): Promise<Booking> {
  const booking = await findBooking(em, bookingId);
  await guardGuesses(
    em,
    `booking:${booking.id}`,
    limits.ip,
    {
      strict: LIMITS_PER_ACTION.publicBookingChange,
      disabled: limits.disabled,
      isWrongGuess: (error) => error instanceof AppError && error.code === 'forbidden',
    },
    async () => {
      const proven = proof.clientToken
        ? isClientToken(booking, proof.clientToken)
        : booking.confirmationNumber === proof.confirmationNumber;
      if (!proven) throw new AppError('forbidden', telegramText.linkMismatch);
    },
  );
  await em.transactional(async (tx) => {
    if (!(await linkBookingChat(tx, booking.id, person.chatId))) throw new AppError('conflict', telegramText.linkedElsewhere);
    await queueTelegramConfirmation(tx, booking.id, person.username);
  });
  return booking;
}
