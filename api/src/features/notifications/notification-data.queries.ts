import { businessNameSql, displayNameSql } from '../../lib/display-name.queries.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';
import { type Notification, type NotificationRow, toNotification } from './notification-data.ts';

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
    coalesce(b.google_meet_link, b.online_meeting_link) as meeting_link, b.confirmation_number, b.client_token, b.client_confirmed_at,
    b.calendar_sequence,
    (select o.amount::float8 from payment_orders o where o.booking_id = b.id and o.state = 'paid' limit 1) as reserve_fee_paid,
    s.name as service_name, u.id as provider_id, u.username as provider_username,
    -- The booking's master is told as its provider is, under their own name and address; a client reads the
    -- business's name (its owner's own name until it has one).
    case when r.recipient_type = 'master' then st.name when r.recipient_type = 'client' then ${businessNameSql('u', 'bp')}
      else ${displayNameSql('u')} end as provider_name,
    case when r.recipient_type = 'master' then st.email else u.email end as provider_email,
    -- Where the client goes and whom they call: the business's own (never the owner's login e-mail).
    ${businessNameSql('u', 'bp')} as business_name, bp.address as business_address, bp.landmark as business_landmark,
    bp.phone as business_phone, bp.telegram as business_telegram,
    u.timezone as provider_timezone,
    -- The reader's language: the client's booking remembers it; a master reads their own account's, else the owner's.
    case when r.recipient_type = 'client' then b.language
      when r.recipient_type = 'master' then coalesce((select mu.language from users mu where mu.id = st.member_user_id), u.language)
      else u.language end as language,
    -- Who serves the client, named to them where the business has more than one master.
    st.name as master_name, st.title as master_title,
    (select count(*) from staff s2 where s2.user_id = b.user_id and s2.is_active and s2.deleted_at is null) > 1 as has_team,
    case when r.recipient_type = 'client' then coalesce(
        (select b.client_telegram_chat_id where b.client_telegram_chat_id is not null
           and not exists (select 1 from telegram_chats t where t.chat_id = b.client_telegram_chat_id and not t.is_reachable)),
        (select t.chat_id from telegram_chats t
           where t.username = lower(coalesce(b.telegram_username, r.telegram_username)) and t.is_reachable))
      -- A master's own linked chat first, else the chat of the Telegram username the owner gave them.
      when r.recipient_type = 'master' then coalesce(
        (select st.telegram_chat_id where st.telegram_chat_id is not null
           and not exists (select 1 from telegram_chats t where t.chat_id = st.telegram_chat_id and not t.is_reachable)),
        (select t.chat_id from telegram_chats t where t.username = lower(st.telegram_username) and t.is_reachable))
      else (select u.telegram_chat_id where u.telegram_chat_id is not null
           and not exists (select 1 from telegram_chats t where t.chat_id = u.telegram_chat_id and not t.is_reachable))
    end as chat_id,
    c.button_key as card_key, c.chat_id as card_chat_id, c.message_id as card_message_id, c.sent_at as card_sent_at,
    c.pinned as card_pinned
  from (${source}) r
  left join bookings b on b.id = r.booking_id
  left join booking_cards c on c.booking_id = b.id and r.recipient_type = 'client'
  left join users u on u.id = b.user_id
  left join business_profiles bp on bp.user_id = b.user_id
  left join staff st on st.id = b.staff_id
  left join services s on s.id = b.service_id
  where r.snapshot is not null or b.id is not null`;
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
