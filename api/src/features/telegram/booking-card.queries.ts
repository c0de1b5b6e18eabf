import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';
import { type CardPlace, newButtonKey } from '../notifications/index.ts';

/** Where a booking's living card is (ADR 014). */
export type CardRow = CardPlace;

type Row = {
  booking_id: string;
  button_key: string;
  chat_id: string | null;
  message_id: string | null;
  sent_at: Date | null;
  pinned: boolean;
};

const toCard = (row: Row): CardRow => ({
  bookingId: row.booking_id,
  buttonKey: row.button_key,
  chatId: row.chat_id === null ? null : Number(row.chat_id),
  messageId: row.message_id === null ? null : Number(row.message_id),
  sentAt: row.sent_at ? new Date(row.sent_at) : null,
  pinned: row.pinned,
});

/** The booking's card row, made with its button key when missing. */
export async function cardOf(em: EntityManager, bookingId: string): Promise<CardRow> {
  await sqlIn(
    em,
    'insert into booking_cards (booking_id, button_key) values (?, ?) on conflict (booking_id) do nothing',
    [bookingId, newButtonKey()],
    'run',
  );
  const [row] = await sqlIn<Row[]>(
    em,
    'select booking_id, button_key, chat_id, message_id, sent_at, pinned from booking_cards where booking_id = ?',
    [bookingId],
  );
  return toCard(row as Row);
}

/**
 * A new message is the booking's card now (pinned or not), unless another one took the place since `card` was read,
 * or the row was made meanwhile with another key than the one this message's buttons carry (two instances at once):
 * then false, and the caller's message is not the card.
 */
export async function placeCard(em: EntityManager, card: CardRow, chatId: number, messageId: number, pinned = false): Promise<boolean> {
  const [row] = await sqlIn<Array<{ placed: number }>>(
    em,
    `with moved as (
       update booking_cards set chat_id = ?, message_id = ?, sent_at = now(), pinned = ?, updated_at = now()
       where booking_id = ? and button_key = ? and message_id is not distinct from ? returning 1),
     made as (
       insert into booking_cards (booking_id, button_key, chat_id, message_id, sent_at, pinned)
       select ?, ?, ?, ?, now(), ? where ?::bigint is null
       on conflict (booking_id) do nothing returning 1)
     select (select count(*) from moved) + (select count(*) from made) as placed`,
    [
      chatId,
      messageId,
      pinned,
      card.bookingId,
      card.buttonKey,
      card.messageId,
      card.bookingId,
      card.buttonKey,
      chatId,
      messageId,
      pinned,
      card.messageId,
    ],
  );
  return Number(row?.placed) > 0;
}

export async function setCardPinned(em: EntityManager, bookingId: string, messageId: number, pinned: boolean): Promise<void> {
  await sqlIn(
    em,
    'update booking_cards set pinned = ?, updated_at = now() where booking_id = ? and message_id = ?',
    [pinned, bookingId, messageId],
    'run',
  );
}

/** The card a button's key belongs to, with what a press needs to know about its booking. */
export interface PressedCard {
  bookingId: string;
  chatId: number | null;
  status: string;
  endsAt: Date;
  clientConfirmedAt: Date | null;
}

export async function cardByKey(em: EntityManager, key: string): Promise<PressedCard | null> {
  const [row] = await sqlIn<
    Array<{ booking_id: string; chat_id: string | null; status: string; ends_at: Date; client_confirmed_at: Date | null }>
  >(
    em,
    `select c.booking_id, c.chat_id, b.status, b.ends_at, b.client_confirmed_at
     from booking_cards c join bookings b on b.id = c.booking_id where c.button_key = ?`,
    [key],
  );
  if (!row) return null;
  return {
    bookingId: row.booking_id,
    chatId: row.chat_id === null ? null : Number(row.chat_id),
    status: row.status,
    endsAt: new Date(row.ends_at),
    clientConfirmedAt: row.client_confirmed_at ? new Date(row.client_confirmed_at) : null,
  };
}

/**
 * "Kelaman": the booking remembers when the client confirmed (the first press counts), and in the same transaction
 * the card is refreshed through the outbox and the provider, when their chat is linked, hears it by Telegram.
 * False when it was already confirmed (nothing is told twice) or the booking is no longer upcoming.
 */
export async function rememberClientConfirmed(em: EntityManager, bookingId: string, now: Date): Promise<boolean> {
  return em.transactional(async (tx) => {
    const rows = await sqlIn<unknown[]>(
      tx,
      `update bookings set client_confirmed_at = ?, updated_at = ?
       where id = ? and client_confirmed_at is null and status <> 'cancelled' and ends_at > ? returning id`,
      [now, now, bookingId, now],
    );
    if (rows.length === 0) return false;
    await sqlIn(
      tx,
      `insert into reminder_schedules (booking_id, recipient_type, reminder_type, scheduled_time, telegram_username, provider_user_id, channel)
       select b.id, 'client', 'booking_card', ?::timestamptz, b.telegram_username, null::uuid, null::text from bookings b where b.id = ?
       union all
       select b.id, 'provider', 'client_confirmed', ?::timestamptz, null::text, b.user_id, 'telegram' from bookings b join users u on u.id = b.user_id
       where b.id = ? and u.telegram_chat_id is not null`,
      [now, bookingId, now, bookingId],
      'run',
    );
    return true;
  });
}
