import type { EntityManager } from '@mikro-orm/postgresql';
import type { Booking } from '@qabul/db';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError, filledText } from '../../lib/app-error.ts';
import { samePhone } from '../../lib/phone.ts';
import type { HotPath } from '../../lib/context.ts';
import { guardGuesses, hit, LIMITS_PER_ACTION } from '../../lib/rate-limit.ts';
import { cancelBooking, rescheduleBooking } from './booking-changes.ts';
import { type BookingContext, loadBookingContext } from './booking-context.ts';
import { type CreatedBooking, createBooking } from './booking-create.ts';
import { findBooking, findBookingByLinkToken, isClientToken } from './booking-queries.ts';
import { offeredTime } from './booking-time.ts';
import type { CreateBooking } from './bookings.schema.ts';
import { clientChangeRefusal } from './cancellation-window.ts';
import { linkBookingChat, queueTelegramConfirmation } from './client-chat.queries.ts';
import { type ClientLanguage, clientOf } from './new-booking.ts';

/**
 * Everything a client does to a booking, from every door (the public page, the Mini App, the bot's chat), and the
 * proof each door has that the person is the booking's client. Each rule is here once: who may change a booking,
 * its change window, which times a move may take, and how a booking comes to a Telegram chat.
 */

/**
 * Who the client is.
 * - `page`: the web page's proof (ADR 032): the booking's client token from the client's own link, or else the
 *   spec's confirmation number, phone and e-mail. A wrong one is 403 and counts as a wrong guess of the address.
 * - `chat`: a Telegram person Telegram vouched for (the Mini App's init data, the bot's update): the booking is
 *   theirs when linked to their chat, or, linked to none, booked with their username. Anyone else's is 404.
 * - `card`: the chat a booking's own card was sent to; the card's button key, found by the caller, is the proof.
 */
export type ClientProof =
  | { kind: 'page'; token?: string | null; confirmationNumber: string; phone: string | null; email: string | null }
  | ({ kind: 'chat' } & TelegramChat)
  | { kind: 'card' };

/** A Telegram person, as Telegram vouched for them: private chats have the user's id as chat id. */
export interface TelegramChat {
  chatId: number;
  username: string | null;
}

/**
 * The booking is this Telegram person's: linked to their chat (b_ link, Mini App), or, linked to no chat yet, made with
 * their username (the rule the lists of a person's bookings use in SQL, telegram-bookings.queries.ts `OWNED`).
 */
function isChatsBooking(booking: Booking, chat: TelegramChat): boolean {
  if (booking.clientTelegramChatId !== null && booking.clientTelegramChatId !== undefined)
    return Number(booking.clientTelegramChatId) === chat.chatId;
  return Boolean(chat.username && booking.telegramUsername && booking.telegramUsername.toLowerCase() === chat.username.toLowerCase());
}

/**
 * The public page's credentials: the booking's client token (carried by the client's own links), or else the
 * confirmation number, the phone (digits compared) and the e-mail when the booking has one.
 */
function assertClientProof(
  booking: Booking,
  proof: { confirmationNumber: string; phone: string | null; email: string | null; token?: string | null },
): void {
  if (proof.token) {
    if (!isClientToken(booking, proof.token)) throw new AppError('forbidden', uz.booking.mismatch);
    return;
  }
  const numberMatches = booking.confirmationNumber === proof.confirmationNumber.trim().toUpperCase();
  const phoneMatches = proof.phone !== null && samePhone(booking.phone, proof.phone);
  const emailMatches = !booking.email || booking.email.toLowerCase() === (proof.email ?? '').trim().toLowerCase();
  if (!numberMatches || !phoneMatches || !emailMatches) throw new AppError('forbidden', uz.booking.mismatch);
}

/** Clients may change a booking only when the service allows it and the start is far enough away. */
function assertClientMayChange(
  booking: Booking,
  service: Pick<BookingContext, 'allow_cancellation' | 'cancellation_hours'>,
  now = Date.now(),
): void {
  const refusal = clientChangeRefusal(
    { status: booking.status, start: booking.dateTimeUtc },
    { allowCancellation: service.allow_cancellation, cancellationHours: service.cancellation_hours },
    now,
  );
  if (refusal === 'already_cancelled') throw new AppError('conflict', uz.booking.alreadyCancelled);
  if (refusal === 'not_allowed') throw new AppError('cancellation_closed', uz.booking.cancellationNotAllowed);
  if (refusal === 'too_late') {
    throw new AppError('cancellation_closed', filledText(uz.booking.cancellationClosed, { hours: service.cancellation_hours }));
  }
}

export interface ClientOptions {
  rateLimitOff?: boolean;
  /** The client's address, for limits on wrong guesses (the page's proof). */
  ip?: string | null;
  now?: number;
}

export interface BookOptions extends ClientOptions {
  rateLimitOff: boolean;
  language: ClientLanguage;
  /** Booked inside the bot chat (see NewBooking.telegram). */
  telegram?: { chatId: number; phoneVerified: boolean };
}

const isForbidden = (error: unknown) => error instanceof AppError && error.code === 'forbidden';

/** Wrong guesses lock out the guesser's address, not the client (rate-limit.ts, guardGuesses). */
async function guessed(em: EntityManager, booking: Booking, options: ClientOptions, check: () => void): Promise<void> {
  await guardGuesses(
    em,
    `booking:${booking.id}`,
    options.ip ?? null,
    { strict: LIMITS_PER_ACTION.publicBookingChange, disabled: options.rateLimitOff ?? false, isWrongGuess: isForbidden },
    async () => check(),
  );
}

/**
 * A client books (the public page, the Mini App through the same call, the bot's chat with `telegram`): an active
 * service, a time the slot list offers, status pending.
 */
export async function bookAsClient(
  em: EntityManager,
  hot: HotPath,
  body: CreateBooking,
  ip: string,
  options: BookOptions,
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

/** The client's own booking, proven, still inside its service's change window. */
async function changeable(em: EntityManager, hot: HotPath, id: string, proof: ClientProof, options: ClientOptions) {
  const booking = await findBooking(em, id);
  if (proof.kind === 'page') await guessed(em, booking, options, () => assertClientProof(booking, proof));
  // Someone else's booking answers as if it did not exist.
  if (proof.kind === 'chat' && !isChatsBooking(booking, proof)) throw new AppError('not_found', uz.notFound.booking);
  if (!booking.serviceId) throw new AppError('cancellation_closed', uz.booking.cancellationNotAllowed);
  const context = await loadBookingContext(hot, booking.serviceId);
  assertClientMayChange(booking, context, options.now);
  return { booking, context };
}

/**
 * The client cancels their booking. With `onlyCheck` nothing changes: a refusal is thrown, or the booking comes back
 * (the card asks "Ha / Yo'q" only when the cancel would be taken).
 */
export async function cancelAsClient(
  em: EntityManager,
  hot: HotPath,
  id: string,
  proof: ClientProof,
  options: ClientOptions & { reason?: string | null; onlyCheck?: boolean } = {},
): Promise<Booking> {
  const { booking } = await changeable(em, hot, id, proof, options);
  if (options.onlyCheck) return booking;
  return cancelBooking(em, booking, options.reason ?? null, { by: 'client' }, options.now);
}

/** What a client's move asks for: a day and a time the slot list offers, and another master only when named. */
export interface ClientMove {
  newDate: string;
  newTimeSlot: string;
  reason?: string | null;
  staffId?: string | null;
}

/**
 * The client moves their booking: the service's window, a time the slot engine offers (its own master's hours unless
 * another master is named, never whichever master comes first), the one move statement that refuses a taken time.
 */
export async function rescheduleAsClient(
  em: EntityManager,
  hot: HotPath,
  id: string,
  proof: ClientProof,
  move: ClientMove,
  options: ClientOptions = {},
): Promise<Booking> {
  const { booking, context } = await changeable(em, hot, id, proof, options);
  const time = offeredTime(context, move.newDate, move.newTimeSlot, options.now, move.staffId ?? booking.staffId);
  return rescheduleBooking(em, booking, time, move.reason ?? null, { by: 'client' }, options.now);
}

/**
 * Which booking a chat takes, and its proof.
 * - By id, after booking in the Mini App: the client token (or the confirmation number) the booking answer carried.
 *   Wrong guesses are limited like the page's proof.
 * - `linkToken`: the page's "Telegramda ochish" link (the bot's `/start b_<token>`): the token names the booking and
 *   is its own proof; an unknown one is a plain 404, with no booking to count a guess against.
 */
export type LinkTarget = { id: string; clientToken?: string; confirmationNumber?: string } | { linkToken: string };

export interface LinkOptions extends ClientOptions {
  /**
   * `queue` (the Mini App): the confirmation is queued for the chat, Telegram only, unless it already went there.
   * `sentByCaller` (the bot's b_ link): the bot sends it at once as the booking's card, so nothing is queued.
   */
  confirmation?: 'queue' | 'sentByCaller';
}

/**
 * A Telegram chat becomes the booking's client chat (the Mini App after booking, the bot's b_ link). The first chat
 * keeps it: a booking already linked to another chat is never re-pointed (a forwarded link takes nothing over). The
 * booking's phone becomes verified when it is the one this chat shared of itself. E-mail, if any, was sent on creation.
 */
export async function linkAsClient(em: EntityManager, target: LinkTarget, chat: TelegramChat, options: LinkOptions): Promise<Booking> {
  let booking: Booking;
  if ('linkToken' in target) booking = await findBookingByLinkToken(em, target.linkToken);
  else {
    const found = await findBooking(em, target.id);
    await guessed(em, found, options, () => {
      const proven = target.clientToken ? isClientToken(found, target.clientToken) : found.confirmationNumber === target.confirmationNumber;
      if (!proven) throw new AppError('forbidden', uz.booking.linkMismatch);
    });
    booking = found;
  }
  await em.transactional(async (tx) => {
    if (!(await linkBookingChat(tx, booking.id, chat.chatId))) throw new AppError('conflict', uz.booking.linkedElsewhere);
    if (options.confirmation !== 'sentByCaller') await queueTelegramConfirmation(tx, booking.id, chat.username);
  });
  return booking;
}

/** The booking is this Telegram person's (an unknown booking is nobody's). */
export async function isClientOf(em: EntityManager, chat: TelegramChat, bookingId: string): Promise<boolean> {
  try {
    return isChatsBooking(await findBooking(em, bookingId), chat);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return false;
    throw error;
  }
}

/** A listed booking still offers its client "Bekor qilish" (the same window as the cancel itself). */
export function clientMayCancel(
  row: { status: string; allow_cancellation: boolean | null; cancellation_hours: number | null; date_time_utc: Date | string },
  now = Date.now(),
): boolean {
  const service = { allowCancellation: row.allow_cancellation, cancellationHours: row.cancellation_hours };
  return clientChangeRefusal({ status: row.status, start: row.date_time_utc }, service, now) === null;
}
