import { businessNameSql } from '../../lib/display-name.queries.ts';
import type { Db } from '../../lib/transaction.ts';

/** The service a client asks to wait for: its business, zone and whether it is bookable. */
export async function serviceForWaitlist(
  db: Db,
  serviceId: number,
  staffId: string | null,
): Promise<{ user_id: string; timezone: string; is_active: boolean; does_service: boolean } | undefined> {
  const { rows } = await db.query(
    `select s.user_id, u.timezone, s.is_active,
       ($2::uuid is null or exists (select 1 from staff_services ss join staff st on st.id = ss.staff_id
         where ss.service_id = s.id and st.id = $2::uuid and st.is_active and st.deleted_at is null)) as does_service
     from services s join users u on u.id = s.user_id where s.id = $1`,
    [serviceId, staffId],
  );
  return rows[0] as never;
}

/**
 * Adds the entry unless the day's list is full: the count and the insert run under a lock per service and day,
 * so twenty-one clients joining at once cannot all read "19". One entry per phone is the unique index's job.
 * Answers null when the list is full.
 */
export async function insertWaitlistEntry(
  db: Db,
  entry: {
    userId: string;
    serviceId: number;
    staffId: string | null;
    date: string;
    name: string;
    phone: string;
    phoneE164: string;
    telegramUsername: string | null;
    telegramChatId: number | null;
    email: string | null;
    token: string;
    /** The client's language; a Telegram chat's own pick (`languageChatId`) wins over it. */
    language: string;
    languageChatId: number | null;
  },
  limit: number,
): Promise<{ id: string } | null> {
  await db.query('select pg_advisory_xact_lock(hashtextextended($1, 13))', [`${entry.serviceId}:${entry.date}`]);
  const { rows } = await db.query(
    `insert into waitlist_entries (user_id, service_id, staff_id, date, name, phone, phone_e164, telegram_username, email, token,
       language, telegram_chat_id)
     select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, coalesce((select language from telegram_chats where chat_id = $13::bigint), $12), $14
     where (select count(*) from waitlist_entries where service_id = $2 and date = $4) < $11
     returning id`,
    [
      entry.userId,
      entry.serviceId,
      entry.staffId,
      entry.date,
      entry.name,
      entry.phone,
      entry.phoneE164,
      entry.telegramUsername,
      entry.email,
      entry.token,
      limit,
      entry.language,
      entry.languageChatId,
      entry.telegramChatId,
    ],
  );
  return (rows[0] as { id: string } | undefined) ?? null;
}

export async function deleteWaitlistEntry(db: Db, id: string, token: string): Promise<boolean> {
  const { rowCount } = await db.query('delete from waitlist_entries where id = $1 and token = $2', [id, token]);
  return (rowCount ?? 0) > 0;
}

/** What one offer says and where it goes (the client's Telegram chat, when known and reachable). */
export interface WaitlistOffer {
  id: string;
  date: string;
  name: string;
  email: string | null;
  service_id: number;
  service_name: string;
  username: string;
  provider_name: string;
  chat_id: string | null;
  /** The waiting client's language, remembered when they joined: the offer speaks it. */
  language: string;
  /** The entry's day has not ended in the provider's zone. */
  still_open: boolean;
}

export async function waitlistOffer(db: Db, id: string): Promise<WaitlistOffer | undefined> {
  const { rows } = await db.query(
    `select w.id, to_char(w.date, 'YYYY-MM-DD') as date, w.name, w.email, w.service_id, w.language, s.name as service_name, u.username,
       ${businessNameSql('u', 'bp')} as provider_name,
       -- The chat the client joined from (unless it blocked the bot since), else the chat of their username.
       coalesce(
         (select w.telegram_chat_id::text where w.telegram_chat_id is not null and not exists
           (select 1 from telegram_chats c where c.chat_id = w.telegram_chat_id and not c.is_reachable)),
         (select c.chat_id::text from telegram_chats c where c.username = lower(w.telegram_username) and c.is_reachable)
       ) as chat_id,
       w.date >= (now() at time zone u.timezone)::date as still_open
     from waitlist_entries w join services s on s.id = w.service_id join users u on u.id = w.user_id
       left join business_profiles bp on bp.user_id = u.id
     where w.id = $1`,
    [id],
  );
  return rows[0] as WaitlistOffer | undefined;
}
