import type { EntityManager } from '@mikro-orm/postgresql';
import { type Booking, type User, UserSchema } from '@qabul/db';
import { DateTime } from 'luxon';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, HotPath } from '../../lib/context.ts';
import { guardGuesses, LIMITS_PER_ACTION } from '../../lib/rate-limit.ts';
import { cancelBooking, confirmBooking } from '../bookings/index.ts';
import { loadBookingContext } from '../bookings/index.ts';
import { findBooking, isClientToken } from '../bookings/index.ts';
import { clientChangeRefusal } from '../bookings/index.ts';
import { assertClientMayChange } from '../bookings/index.ts';
import { telegramText } from './messages.uz.ts';
import type { LinkBooking } from './telegram.schema.ts';

/** A booking as the bot and the Mini App list it, with what they need to show and to offer. */
export interface TelegramBookingRow {
  id: string;
  user_id: string;
  date: string;
  time_slot: string;
  date_time_utc: Date;
  ends_at: Date;
  client_timezone: string | null;
  name: string;
  phone: string;
  status: 'pending' | 'confirmed' | 'cancelled';
  confirmation_number: string;
  meeting_address: string | null;
  is_online_meeting: boolean;
  meeting_link: string | null;
  service_id: number | null;
  service_name: string | null;
  allow_cancellation: boolean | null;
  cancellation_hours: number | null;
  provider_username: string;
  provider_name: string | null;
  provider_timezone: string;
}

const SELECT = `
  select b.id, b.user_id, b.date, b.time_slot, b.date_time_utc, b.ends_at, b.client_timezone, b.name, b.phone, b.status,
    b.confirmation_number, b.meeting_address, b.is_online_meeting, coalesce(b.google_meet_link, b.online_meeting_link) as meeting_link,
    b.service_id, s.name as service_name, s.allow_cancellation, s.cancellation_hours,
    u.username as provider_username, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as provider_name,
    u.timezone as provider_timezone
  from bookings b join users u on u.id = b.user_id left join services s on s.id = b.service_id`;

/** The Telegram person behind a chat: private chats have the user's id as chat id. */
export interface TelegramPerson {
  chatId: number;
  username: string | null;
}

/**
 * Bookings belong to a Telegram person when linked to their chat (b_ link, Mini App), or, not yet
 * linked to any chat, when made with their username: the rule the booking insert itself uses.
 */
const OWNED = `(b.client_telegram_chat_id = ? or (b.client_telegram_chat_id is null and ?::text is not null and lower(b.telegram_username) = lower(?)))`;

export async function clientUpcoming(em: EntityManager, person: TelegramPerson, limit = 20): Promise<TelegramBookingRow[]> {
  return em
    .getConnection()
    .execute<TelegramBookingRow[]>(
      `${SELECT} where ${OWNED} and b.status <> 'cancelled' and b.ends_at > now() order by b.date_time_utc limit ?`,
      [person.chatId, person.username, person.username, limit],
      'all',
    );
}

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
  const bookings = await em
    .getConnection()
    .execute<TelegramBookingRow[]>(
      `${SELECT} where b.user_id = ? and b.date = ? and b.status <> 'cancelled' order by b.date_time_utc`,
      [provider.id, date],
      'all',
    );
  return { date, bookings };
}

export function canClientCancel(
  row: Pick<TelegramBookingRow, 'status' | 'allow_cancellation' | 'cancellation_hours' | 'date_time_utc'>,
  now = Date.now(),
): boolean {
  const service = { allowCancellation: row.allow_cancellation, cancellationHours: row.cancellation_hours };
  return clientChangeRefusal({ status: row.status, start: row.date_time_utc }, service, now) === null;
}

export async function bookingRow(em: EntityManager, id: string): Promise<TelegramBookingRow | null> {
  const rows = await em.getConnection().execute<TelegramBookingRow[]>(`${SELECT} where b.id = ?`, [id], 'all');
  return rows[0] ?? null;
}

function ownedBy(booking: Booking, person: TelegramPerson): boolean {
  if (booking.clientTelegramChatId !== null && booking.clientTelegramChatId !== undefined)
    return Number(booking.clientTelegramChatId) === person.chatId;
  return Boolean(person.username && booking.telegramUsername && booking.telegramUsername.toLowerCase() === person.username.toLowerCase());
}

/** A client cancels from Telegram: their own booking, within the service's cancellation window. */
export async function cancelAsTelegramClient(
  em: EntityManager,
  hot: HotPath,
  person: TelegramPerson,
  bookingId: string,
  now = Date.now(),
): Promise<Booking> {
  const booking = await findBooking(em, bookingId);
  // Someone else's booking answers as if it did not exist.
  if (!ownedBy(booking, person)) throw new AppError('not_found', uz.notFound.booking);
  if (!booking.serviceId) throw new AppError('cancellation_closed', uz.booking.cancellationNotAllowed);
  assertClientMayChange(booking, await loadBookingContext(hot, booking.serviceId), now);
  return cancelBooking(em, booking, null, { by: 'client' }, now);
}

/**
 * 'Tasdiqlash' / 'Bekor qilish' from the provider's chat. Only the chat linked to the booking's own
 * provider may decide; pressing 'Tasdiqlash' twice is harmless.
 */
export async function decideAsProvider(
  em: EntityManager,
  chatId: number,
  bookingId: string,
  decision: 'confirm' | 'cancel',
): Promise<Booking> {
  const booking = await findBooking(em, bookingId);
  const provider = await em.findOne(UserSchema, { id: booking.userId });
  if (!provider || Number(provider.telegramChatId) !== chatId) throw new AppError('forbidden', telegramText.notYourBooking);
  const actor: Actor = {
    userId: provider.id,
    ipAddress: null,
    userAgent: 'telegram-bot',
  };
  if (booking.status === 'cancelled') throw new AppError('conflict', uz.booking.alreadyCancelled);
  if (decision === 'cancel') return cancelBooking(em, booking, null, { by: 'provider', actor });
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
    const connection = tx.getConnection();
    const trx = tx.getTransactionContext();
    const linked = await connection.execute<{ affectedRows: number }>(
      `update bookings set client_telegram_chat_id = ?, updated_at = now()
        where id = ? and (client_telegram_chat_id is null or client_telegram_chat_id = ?)`,
      [person.chatId, booking.id, person.chatId],
      'run',
      trx,
    );
    if (linked.affectedRows === 0) throw new AppError('conflict', telegramText.linkedElsewhere);
    await connection.execute(
      `insert into reminder_schedules (booking_id, recipient_type, reminder_type, scheduled_time, telegram_username, channel)
       select ?, 'client', 'booking_created', now(), ?, 'telegram'
       where not exists (select 1 from reminder_schedules where booking_id = ? and recipient_type = 'client'
         and reminder_type = 'booking_created' and (channel = 'telegram' or (status = 'pending' and claimed_until is null)))`,
      [booking.id, person.username, booking.id],
      'run',
      trx,
    );
  });
  return booking;
}
