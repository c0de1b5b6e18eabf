import type { Db } from '../../lib/transaction.ts';
import { reminderRowsSql } from '../notifications/index.ts';
import type { Admission } from './booking-admission.ts';

/**
 * The whole of a new booking in one prepared statement, so it is atomic without an explicit transaction and a
 * single round trip on the hot path: the admission check (`admit_public_booking`, which takes the advisory
 * lock and may refuse), the booking with its exclusion constraint, its history row, its reminder rows and (for
 * a provider's booking) its audit row. "Any master" is picked in the same statement, after the admission and under
 * its own lock (`pick_master`, ADR 016), among the masters a client's booking may still have that day (days off,
the service's daily cap: `admit_booking_rules`, ADR 019). The ceiling in `pnpm bench` sends this same statement.
 * SQL it runs: db/src/sql/{admit_public_booking,admit_booking_rules,pick_master}.sql; the insert fires
 * db/src/sql/qabul_booking_occupies.sql (the taken time, refused on overlap), qabul_booking_occupied_from.sql,
 * bookings_keep_client.sql, plan_google_meet_sync.sql.
 */
export const INSERT_BOOKING_SQL = `
  with admitted as (
    select admit_public_booking($26, $1, $23, $27, $28, $29, $30) as ok
  ), master as (
    select pick_master($1, admit_booking_rules($2, $33::uuid[], $3::date, $35), $5::timestamptz - make_interval(mins => $34), $7, $3::date) as staff_id
    from admitted where ok
  ), b as (
    insert into bookings (staff_id, user_id, service_id, date, time_slot, date_time_utc, ends_at, blocked_until, client_timezone,
      name, phone, email, telegram_username, client_telegram_chat_id, telegram_token, notes, meeting_address,
      is_online_meeting, online_meeting_link, status, confirmation_number, phone_e164, phone_verified, buffer_before, language)
    select master.staff_id, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
      coalesce($31::bigint, (select chat_id from telegram_chats where username = lower($12) and is_reachable)),
      $13, $14, $15, $16, $17, $18, $19, $23, $32, $34,
      coalesce((select language from telegram_chats where chat_id = $37::bigint), $36)
    from master
    returning *
  ), h as (
    insert into booking_history (booking_id, action, new_date, new_time_slot, performed_by, performed_by_user_id)
    select id, 'created', date, time_slot, $20, $21 from b
  ), r as (
    ${reminderRowsSql('b', '$22')}
  ), a as (
    insert into platform_activity (user_id, action, entity_type, entity_id, details, ip_address, user_agent)
    select $21, 'booking_created', 'booking', b.id::text, jsonb_build_object('date', b.date, 'timeSlot', b.time_slot), $24, $25
    from b where $21::uuid is not null
  )
  select b.*, (select name from staff where id = b.staff_id) as staff_name from b`;

export interface BookingInsert {
  providerId: string;
  serviceId: number;
  date: string;
  timeSlot: string;
  start: Date;
  end: Date;
  blockedUntil: Date;
  clientTimezone: string | null;
  name: string;
  phone: string;
  email: string | null;
  telegramUsername: string | null;
  telegramToken: string;
  notes: string | null;
  meetingAddress: string | null;
  isOnlineMeeting: boolean;
  onlineMeetingLink: string | null;
  status: string;
  confirmationNumber: string;
  performedBy: 'provider' | 'client';
  performedByUserId: string | null;
  /** jsonb text from `plannedJson`. */
  plannedReminders: string;
  phoneE164: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  /** What `admit_public_booking` checks. */
  admission: Admission;
  /** The client's Telegram chat when they booked inside it; otherwise found by their username, if any. */
  clientTelegramChatId?: number | null;
  /** The phone came verified from Telegram. */
  phoneVerified?: boolean;
  /** The masters who may take it, in order (BookingTime.masters); one means that master. */
  masters: string[];
  /** Minutes occupied before the start (the service's buffer before). */
  bufferBefore: number;
  /** A client's booking: days off and the daily cap are checked in the statement. */
  checkRules: boolean;
  /** The client's language; a Telegram chat's own pick (`languageChatId`) wins over it. */
  language: string;
  languageChatId: number | null;
}

export function bookingInsertValues(b: BookingInsert): unknown[] {
  return [
    b.providerId,
    b.serviceId,
    b.date,
    b.timeSlot,
    b.start,
    b.end,
    b.blockedUntil,
    b.clientTimezone,
    b.name,
    b.phone,
    b.email,
    b.telegramUsername,
    b.telegramToken,
    b.notes,
    b.meetingAddress,
    b.isOnlineMeeting,
    b.onlineMeetingLink,
    b.status,
    b.confirmationNumber,
    b.performedBy,
    b.performedByUserId,
    b.plannedReminders,
    b.phoneE164,
    b.ipAddress,
    b.userAgent,
    b.admission.lockKey,
    b.admission.monthStart,
    b.admission.monthlyLimit,
    b.admission.phoneLimit,
    b.admission.at,
    b.clientTelegramChatId ?? null,
    b.phoneVerified ?? false,
    b.masters,
    b.bufferBefore,
    b.checkRules,
    b.language,
    b.languageChatId,
  ];
}

/** Inserts the booking; the row as stored (snake_case, mapped by `bookingFromRow`). */
export async function insertBooking(db: Db, booking: BookingInsert): Promise<Record<string, unknown>> {
  const { rows } = await db.query({ name: 'insert-booking', text: INSERT_BOOKING_SQL, values: bookingInsertValues(booking) });
  return rows[0] as Record<string, unknown>;
}
