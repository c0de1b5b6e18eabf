import type { EntityManager } from '@mikro-orm/postgresql';
import { type Booking, BookingSchema, type BookingStatus } from '@qabul/db';
import { DateTime } from 'luxon';
import { fill, uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { recordActivity } from '../activity/activity.service.ts';
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
}

/**
 * The booking, its history row and its reminder rows in one statement: atomic without an explicit
 * transaction, and a single round trip on the hot path.
 */
const INSERT_SQL = `
  with b as (
    insert into bookings (user_id, service_id, date, time_slot, date_time_utc, ends_at, blocked_until, client_timezone,
      name, phone, email, telegram_username, client_telegram_chat_id, telegram_token, notes, meeting_address,
      is_online_meeting, online_meeting_link, status, confirmation_number)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
      (select chat_id from telegram_chats where username = lower(?) and is_reachable), ?, ?, ?, ?, ?, ?, ?)
    returning *
  ), h as (
    insert into booking_history (booking_id, action, new_date, new_time_slot, performed_by, performed_by_user_id)
    select id, 'created', date, time_slot, ?, ? from b
  ), r as (
    insert into reminder_schedules (booking_id, recipient_type, reminder_type, scheduled_time, telegram_username, provider_user_id)
    select b.id, x.recipient_type, x.reminder_type, x.scheduled_time,
      case when x.recipient_type = 'client' then b.telegram_username end,
      case when x.recipient_type = 'provider' then b.user_id end
    from b cross join jsonb_to_recordset(?::jsonb) as x(recipient_type text, reminder_type text, scheduled_time timestamptz)
  )
  select * from b`;

export async function createBooking(em: EntityManager, booking: NewBooking, now = Date.now()): Promise<Booking> {
  const limit = booking.context.monthly_limit;
  if (limit === null) return insertBooking(em, booking, now);
  // A plan with a monthly cap: serialise this provider's creations so the count cannot be raced past.
  return em.transactional(async (tx) => {
    const connection = tx.getConnection();
    const trx = tx.getTransactionContext();
    await connection.execute('select pg_advisory_xact_lock(hashtextextended(?, 7))', [booking.context.user_id], 'run', trx);
    const monthStart = DateTime.fromMillis(now, { zone: booking.context.timezone }).startOf('month').toJSDate();
    const row = await connection.execute<{ count: string }>(
      `select count(*) from bookings where user_id = ? and created_at >= ? and status <> 'cancelled'`,
      [booking.context.user_id, monthStart],
      'get',
      trx,
    );
    if (Number(row.count) >= limit) {
      const message = booking.provider ? fill(uz.plan.monthlyLimit, { limit }) : uz.plan.providerMonthlyLimit;
      throw new AppError('plan_limit', message);
    }
    return insertBooking(tx, booking, now);
  });
}

async function insertBooking(em: EntityManager, { context, time, client, status, provider }: NewBooking, now: number): Promise<Booking> {
  const reminders: PlannedReminder[] = [
    ...eventNotices('booking_created', provider === null, now),
    ...timedReminders(time.start.getTime(), now),
  ];
  for (let attempt = 0; ; attempt += 1) {
    try {
      const rows = await em.getConnection().execute<Record<string, unknown>[]>(
        INSERT_SQL,
        [
          context.user_id, context.id, time.date, time.timeSlot, time.start, time.end, time.blockedUntil, client.clientTimezone,
          client.name, client.phone, client.email, client.telegramUsername, client.telegramUsername ?? '', newBookingToken(),
          client.notes, context.meeting_address, context.is_online_meeting, context.online_meeting_link, status,
          newConfirmationNumber(),
          provider ? 'provider' : 'client', provider?.userId ?? null,
          JSON.stringify(reminders.map((r) => ({ recipient_type: r.recipientType, reminder_type: r.reminderType, scheduled_time: r.scheduledTime }))),
        ],
        'all',
        em.getTransactionContext(),
      );
      const booking = em.map(BookingSchema, rows[0] as Record<string, unknown>);
      if (provider) await recordActivity(em, provider, 'booking_created', 'booking', booking.id, { date: time.date, timeSlot: time.timeSlot });
      return booking;
    } catch (error) {
      // 40 random bits make a repeat rare; a repeat is simply drawn again.
      const clash = (error as { constraint?: string }).constraint === 'bookings_confirmation_number_key';
      if (!clash || attempt >= 3) throw error;
    }
  }
}
