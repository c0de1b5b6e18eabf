import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';

/** The booking's client chat becomes `chatId` unless another chat holds it already; false when it does. */
export async function linkBookingChat(em: EntityManager, bookingId: string, chatId: number): Promise<boolean> {
  const linked = await sqlIn<{ affectedRows: number }>(
    em,
    // The booking's phone is verified when it is the one this Telegram user shared of themselves in the bot chat
    // (the Mini App fills it from there); a typed phone stays unverified.
    `update bookings set client_telegram_chat_id = ?, updated_at = now(),
        phone_verified = phone_verified or exists (select 1 from telegram_chats c
          where c.chat_id = ? and c.phone_verified_at is not null and c.phone_e164 = bookings.phone_e164)
      where id = ? and (client_telegram_chat_id is null or client_telegram_chat_id = ?)`,
    [chatId, chatId, bookingId, chatId],
    'run',
  );
  return linked.affectedRows > 0;
}

/**
 * The client's confirmation, Telegram only, unless it went there already or is still waiting to go. A booking whose
 * reserve fee is still unpaid gets none now: the payment's fulfilment confirms it, to this chat, once paid.
 */
export async function queueTelegramConfirmation(em: EntityManager, bookingId: string, username: string | null): Promise<void> {
  await sqlIn(
    em,
    `insert into reminder_schedules (booking_id, recipient_type, reminder_type, scheduled_time, telegram_username, channel)
     select ?, 'client', 'booking_created', now(), ?, 'telegram'
     where not exists (select 1 from reminder_schedules where booking_id = ? and recipient_type = 'client'
       and reminder_type = 'booking_created' and (channel = 'telegram' or (status = 'pending' and claimed_until is null)))
       and not exists (select 1 from payment_orders where booking_id = ? and state = 'waiting')`,
    [bookingId, username, bookingId, bookingId],
    'run',
  );
}
