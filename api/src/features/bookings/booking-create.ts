import type { EntityManager } from '@mikro-orm/postgresql';
import { type Booking, type BookingStatus, bookingFromRow } from '@qabul/db';
import type { Actor, HotPath } from '../../lib/context.ts';
import { toE164 } from '../../lib/phone.ts';
import { type Db, inTransaction } from '../../lib/transaction.ts';
import { bookingsCreated } from '../metrics/metrics.ts';
import { plannedJson, reminderRowsSql } from '../notifications/reminders.queries.ts';
import { refuseUnpaidReserve } from '../payments/reserve-guard.ts';
import { admissionFor } from './booking-admission.ts';
import type { BookingContext } from './booking-context.ts';
import type { BookingTime } from './booking-time.ts';
import type { ClientDetails } from './bookings.schema.ts';
import { newBookingToken, newConfirmationNumber } from './confirmation-number.ts';
import { eventNotices, type PlannedReminder, timedReminders } from './reminder-plan.ts';

export interface NewBooking {
  context: BookingContext;
  time: BookingTime;
  client: ClientDetails & { clientTimezone: string | null };
  status: BookingStatus;
  /** null when a client books on the public page. */
  provider: Actor | null;
  /** A reserve-fee booking made by its payment order: held, and announced only once paid. */
  awaitingPayment?: boolean;
}

/**
 * The booking, its history row, its reminder rows and (for a provider's booking) its audit row in one prepared statement: atomic without an
 * explicit transaction, and a single round trip on the hot path.
 */
export const INSERT_SQL = `
  with b as (
    insert into bookings (user_id, service_id, date, time_slot, date_time_utc, ends_at, blocked_until, client_timezone,
      name, phone, email, telegram_username, client_telegram_chat_id, telegram_token, notes, meeting_address,
      is_online_meeting, online_meeting_link, status, confirmation_number, phone_e164)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
      (select chat_id from telegram_chats where username = lower($12) and is_reachable), $13, $14, $15, $16, $17, $18, $19, $23)
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
  select * from b`;

export type Queryable = Db;

export async function createBooking(_em: EntityManager, hot: HotPath, booking: NewBooking, now = Date.now()): Promise<Booking> {
  refuseUnpaidReserve(booking);
  const phoneE164 = toE164(booking.client.phone);
  const admission = admissionFor(booking, phoneE164, now);
  const row = admission
    ? await inLockedTransaction(hot, admission.lockKey, async (client) => {
        await admission.check(client);
        return insertRow(client, booking, phoneE164, now);
      })
    : await insertRow(hot.pool, booking, phoneE164, now);
  bookingsCreated.inc({ by: booking.provider ? 'provider' : 'client' });
  // The provider's audit row is written by the same statement as the booking (INSERT_SQL, `a`).
  return bookingFromRow(row);
}

/** Runs `work` in a transaction that holds an advisory lock on `key` until it ends. */
function inLockedTransaction<T>(hot: HotPath, key: string, work: (client: Queryable) => Promise<T>): Promise<T> {
  return inTransaction(hot.pool, async (client) => {
    await client.query('select pg_advisory_xact_lock(hashtextextended($1, 7))', [key]);
    return work(client);
  });
}

async function insertRow(
  db: Queryable,
  { context, time, client, status, provider, awaitingPayment }: NewBooking,
  phoneE164: string | null,
  now: number,
): Promise<Record<string, unknown>> {
  const reminders: PlannedReminder[] = [
    ...(awaitingPayment ? [] : eventNotices('booking_created', provider === null, now)),
    ...timedReminders(time.start.getTime(), now),
  ];
  const plannedReminders = plannedJson(reminders);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { rows } = await db.query({
        name: 'insert-booking',
        text: INSERT_SQL,
        values: [
          context.user_id,
          context.id,
          time.date,
          time.timeSlot,
          time.start,
          time.end,
          time.blockedUntil,
          client.clientTimezone,
          client.name,
          client.phone,
          client.email,
          client.telegramUsername,
          newBookingToken(),
          client.notes,
          context.meeting_address,
          context.is_online_meeting,
          context.online_meeting_link,
          status,
          newConfirmationNumber(),
          provider ? 'provider' : 'client',
          provider?.userId ?? null,
          plannedReminders,
          phoneE164,
          provider?.ipAddress ?? null,
          provider?.userAgent?.slice(0, 500) ?? null,
        ],
      });
      return rows[0] as Record<string, unknown>;
    } catch (error) {
      // 40 random bits make a repeat rare; a repeat is simply drawn again.
      const clash = (error as { constraint?: string }).constraint === 'bookings_confirmation_number_key';
      if (!clash || attempt >= 3) throw error;
    }
  }
}
