import type { EntityManager } from '@mikro-orm/postgresql';
import { type Booking, type User, UserSchema } from '@qabul/db';
import { DateTime } from 'luxon';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { cancelBooking, confirmBooking, findBooking, markNoShow } from '../bookings/index.ts';
import { telegramText } from './messages.uz.ts';
import { masterActingFromChat } from './telegram-chats.queries.ts';
import { providerDayRows, type TelegramBookingRow } from './telegram-bookings.queries.ts';

// What a provider (or a master) does from Telegram. What a client does is the bookings feature's client actions.

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
