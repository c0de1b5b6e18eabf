import { storedLanguage } from '../../lib/i18n/stored-language.ts';
import type { Language } from '../../contracts/i18n/languages.ts';
import type { BookingStatus } from '../../contracts/limits.ts';
import { businessNameSql } from '../../lib/display-name.queries.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TelegramChat } from '../bookings/index.ts';
import { sqlIn } from '../../lib/sql.ts';

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
  status: BookingStatus;
  confirmation_number: string;
  meeting_address: string | null;
  is_online_meeting: boolean;
  meeting_link: string | null;
  service_id: number | null;
  service_name: string | null;
  allow_cancellation: boolean | null;
  cancellation_hours: number | null;
  provider_username: string;
  provider_name: string;
  provider_timezone: string;
  staff_id: string;
  staff_name: string;
  /** The client's language, remembered by the booking. */
  language: string;
}

const SELECT = `
  select b.id, b.user_id, b.date, b.time_slot, b.date_time_utc, b.ends_at, b.client_timezone, b.name, b.phone, b.status,
    b.confirmation_number, b.meeting_address, b.is_online_meeting, coalesce(b.google_meet_link, b.online_meeting_link) as meeting_link,
    b.service_id, s.name as service_name, s.allow_cancellation, s.cancellation_hours,
    u.username as provider_username, ${businessNameSql('u', 'bp')} as provider_name,
    u.timezone as provider_timezone, b.staff_id, st.name as staff_name, b.language
  from bookings b join users u on u.id = b.user_id join staff st on st.id = b.staff_id left join services s on s.id = b.service_id
    left join business_profiles bp on bp.user_id = b.user_id`;

/** The Telegram person behind a chat (the bookings feature's `TelegramChat`). */
export type TelegramPerson = TelegramChat;

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
    );
}

/** One provider's non-cancelled bookings on `date` (their own calendar day). */
export async function providerDayRows(em: EntityManager, providerId: string, date: string): Promise<TelegramBookingRow[]> {
  return em
    .getConnection()
    .execute<TelegramBookingRow[]>(`${SELECT} where b.user_id = ? and b.date = ? and b.status <> 'cancelled' order by b.date_time_utc`, [
      providerId,
      date,
    ]);
}

export async function bookingRow(em: EntityManager, id: string): Promise<TelegramBookingRow | null> {
  const rows = await em.getConnection().execute<TelegramBookingRow[]>(`${SELECT} where b.id = ?`, [id]);
  return rows[0] ?? null;
}

/** A provider the Telegram person booked with, and what they booked last. */
export interface BookedProviderRow {
  username: string;
  /** The business's name, else its owner's. */
  name: string;
  category: string | null;
  logo_id: string | null;
  profile_image_url: string | null;
  rating_average: number | null;
  rating_count: number;
  /** The last booking's service while it is still offered; null once it is not. */
  service_id: number | null;
  service_name: string | null;
  booked_at: Date;
}

/**
 * The public providers this person booked with, the latest booking first (the Mini App's "Yana yozilish"). A
 * reserve-fee booking whose fee was never paid was never really made, so it does not count.
 */
export async function bookedProviders(em: EntityManager, person: TelegramPerson, limit = 20): Promise<BookedProviderRow[]> {
  return sqlIn<BookedProviderRow[]>(
    em,
    `select * from (
       select distinct on (u.id) u.username, ${businessNameSql('u', 'bp')} as name, bp.category, u.profile_image_url,
              (select i.id from business_images i where i.user_id = u.id and i.kind = 'logo') as logo_id,
              (select round(avg(r.rating), 1)::float8 from reviews r where r.user_id = u.id and not r.hidden) as rating_average,
              (select count(*)::int from reviews r where r.user_id = u.id and not r.hidden) as rating_count,
              s.id as service_id, s.name as service_name, b.created_at as booked_at
         from bookings b
         join users u on u.id = b.user_id
         left join business_profiles bp on bp.user_id = u.id
         left join services s on s.id = b.service_id and s.is_active
        where ${OWNED}
          and exists (select 1 from services a where a.user_id = u.id and a.is_active)
          and not exists (select 1 from payment_orders o where o.booking_id = b.id and o.state = 'cancelled')
        order by u.id, b.created_at desc, b.id desc
     ) latest
     order by booked_at desc, username
     limit ?`,
    [person.chatId, person.username, person.username, limit],
  );
}

/** The language of the client whose booking a payment order holds (Uzbek when the order holds none). */
export async function orderClientLanguage(em: EntityManager, orderId: string): Promise<Language> {
  const rows = await sqlIn<Array<{ language: string }>>(
    em,
    'select b.language from payment_orders o join bookings b on b.id = o.booking_id where o.id = ?',
    [orderId],
  );
  return storedLanguage(rows[0]?.language);
}
