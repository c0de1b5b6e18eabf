import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';

/** Everything a notification needs, read in the same statement that claims it. */
export interface Notification {
  /** reminder_schedules.id; null for a message that has no row (the bot's immediate b_ confirmation). */
  id: string | null;
  bookingId: string;
  recipient: 'client' | 'provider';
  kind: string;
  attempts: number;
  /** Set when the notice may go out only this way (a Mini App re-send of a confirmation: Telegram only). */
  onlyChannel: 'telegram' | 'email' | null;
  booking: {
    status: 'pending' | 'confirmed' | 'cancelled';
    date: string;
    timeSlot: string;
    start: Date;
    end: Date;
    clientTimezone: string | null;
    name: string;
    phone: string;
    email: string | null;
    telegramUsername: string | null;
    notes: string | null;
    meetingAddress: string | null;
    isOnlineMeeting: boolean;
    meetingLink: string | null;
    confirmationNumber: string;
    /** The client's key to their booking, carried by their links only. */
    clientToken: string;
    /** The reserve fee the client paid online (tiyin), or null. */
    reserveFeePaid?: number | null;
  };
  serviceName: string | null;
  provider: {
    id: string;
    username: string;
    name: string;
    email: string;
    timezone: string;
  };
  /** The recipient's Telegram chat when known and not blocked; otherwise e-mail is used. */
  chatId: number | null;
}

/**
 * `source` yields reminder-like rows (id, booking_id, recipient_type, reminder_type, attempts,
 * channel, telegram_username, snapshot), optionally from CTEs in `withClause`. A row with a snapshot (a cancel
 * notice that outlived its deleted booking) is read from the snapshot; the joins find nothing for it. The recipient's chat: for a client the booking's linked chat, else the chat
 * registered for the booking's Telegram username; for a provider the account's linked chat. A chat
 * marked unreachable (blocked the bot) is never chosen.
 */
export function notificationSql(source: string, withClause = ''): string {
  return `${withClause}
  select r.id, r.booking_id, r.recipient_type, r.reminder_type, r.attempts, r.channel, r.snapshot,
    b.status, b.date, b.time_slot, b.date_time_utc, b.ends_at, b.client_timezone, b.name, b.phone, b.email,
    b.telegram_username, b.notes, b.meeting_address, b.is_online_meeting,
    coalesce(b.google_meet_link, b.online_meeting_link) as meeting_link, b.confirmation_number, b.client_token,
    (select o.amount::float8 from payment_orders o where o.booking_id = b.id and o.state = 'paid' limit 1) as reserve_fee_paid,
    s.name as service_name, u.id as provider_id, u.username as provider_username,
    nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as provider_name, u.email as provider_email,
    u.timezone as provider_timezone,
    case when r.recipient_type = 'client' then coalesce(
        (select b.client_telegram_chat_id where b.client_telegram_chat_id is not null
           and not exists (select 1 from telegram_chats t where t.chat_id = b.client_telegram_chat_id and not t.is_reachable)),
        (select t.chat_id from telegram_chats t
           where t.username = lower(coalesce(b.telegram_username, r.telegram_username)) and t.is_reachable))
      else (select u.telegram_chat_id where u.telegram_chat_id is not null
           and not exists (select 1 from telegram_chats t where t.chat_id = u.telegram_chat_id and not t.is_reachable))
    end as chat_id
  from (${source}) r
  left join bookings b on b.id = r.booking_id
  left join users u on u.id = b.user_id
  left join services s on s.id = b.service_id
  where r.snapshot is not null or b.id is not null`;
}

export type NotificationRow = Record<string, unknown>;

export function toNotification(row: NotificationRow): Notification {
  if (row.snapshot) return fromSnapshot(row);
  const text = (key: string) => (row[key] === null || row[key] === undefined ? null : String(row[key]));
  return {
    id: text('id'),
    bookingId: String(row.booking_id),
    recipient: row.recipient_type === 'provider' ? 'provider' : 'client',
    kind: String(row.reminder_type),
    attempts: Number(row.attempts ?? 0),
    onlyChannel: row.channel === 'telegram' || row.channel === 'email' ? row.channel : null,
    booking: {
      status: row.status as Notification['booking']['status'],
      date: String(row.date),
      timeSlot: String(row.time_slot),
      start: new Date(row.date_time_utc as string),
      end: new Date(row.ends_at as string),
      clientTimezone: text('client_timezone'),
      name: String(row.name),
      phone: String(row.phone),
      email: text('email'),
      telegramUsername: text('telegram_username'),
      notes: text('notes'),
      meetingAddress: text('meeting_address'),
      isOnlineMeeting: Boolean(row.is_online_meeting),
      meetingLink: text('meeting_link'),
      confirmationNumber: String(row.confirmation_number),
      clientToken: String(row.client_token),
      reserveFeePaid: row.reserve_fee_paid === null || row.reserve_fee_paid === undefined ? null : Number(row.reserve_fee_paid),
    },
    serviceName: text('service_name'),
    provider: {
      id: String(row.provider_id),
      username: String(row.provider_username),
      name: text('provider_name') ?? String(row.provider_username),
      email: String(row.provider_email),
      timezone: String(row.provider_timezone),
    },
    chatId: row.chat_id === null || row.chat_id === undefined ? null : Number(row.chat_id),
  };
}

/** A notice kept as a snapshot: what it says was fixed when it was queued; this row's id and attempts are live. */
function fromSnapshot(row: NotificationRow): Notification {
  const saved = (typeof row.snapshot === 'string' ? JSON.parse(row.snapshot) : row.snapshot) as Notification;
  return {
    ...saved,
    id: row.id === null || row.id === undefined ? null : String(row.id),
    attempts: Number(row.attempts ?? 0),
    booking: { ...saved.booking, start: new Date(saved.booking.start), end: new Date(saved.booking.end) },
  };
}

/** One booking's notification without a reminder row: the confirmation the bot sends on a b_ link. */
export async function bookingNotification(
  em: EntityManager,
  bookingId: string,
  recipient: 'client' | 'provider',
  kind: string,
): Promise<Notification | null> {
  const source = `select null::bigint as id, ?::uuid as booking_id, ?::text as recipient_type, ?::text as reminder_type, 0 as attempts, null::text as channel, null::text as telegram_username, null::jsonb as snapshot`;
  const rows = await sqlIn<NotificationRow[]>(em, notificationSql(source), [bookingId, recipient, kind]);
  return rows[0] ? toNotification(rows[0]) : null;
}
