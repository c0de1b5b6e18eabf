import type { EntityManager } from '@mikro-orm/postgresql';
import type { Booking } from '@qabul/db';
import { sqlIn } from '../../lib/sql.ts';
import { type PlannedReminder, plannedJson, reminderRowsSql } from '../notifications/index.ts';

const TIMED = ['24h', '1h'];

// The booking's fields as this transaction sees them (it may have changed them), not as last flushed.
const REMINDERS_SQL = reminderRowsSql('(select ?::uuid as id, ?::text as telegram_username, ?::uuid as user_id, ?::uuid as staff_id)', '?');

export async function insertReminders(em: EntityManager, booking: Booking, reminders: PlannedReminder[]): Promise<void> {
  if (reminders.length === 0) return;
  await sqlIn(
    em,
    REMINDERS_SQL,
    [booking.id, booking.telegramUsername ?? null, booking.userId, booking.staffId, plannedJson(reminders)],
    'run',
  );
}

export async function cancelTimedReminders(em: EntityManager, bookingId: string): Promise<void> {
  await sqlIn(
    em,
    `update reminder_schedules set status = 'cancelled' where booking_id = ? and status = 'pending' and reminder_type in (?, ?)`,
    [bookingId, ...TIMED],
    'run',
  );
}

/**
 * A move's admission, inside its transaction before the row changes: the target master's day off (a client's move)
 * and the service's daily cap (every move), by `admit_booking_move` under the cap's lock per service and day.
 * Raises QB004 / QB005 (see admissionRefusal). The rule: db/src/sql/admit_booking_move.sql.
 */
export async function admitMove(
  em: EntityManager,
  move: { bookingId: string; serviceId: number; staffId: string; date: string; checkDaysOff: boolean },
): Promise<void> {
  await sqlIn(
    em,
    'select admit_booking_move(?::uuid, ?::integer, ?::uuid, ?::date, ?::boolean)',
    [move.bookingId, move.serviceId, move.staffId, move.date, move.checkDaysOff],
    'run',
  );
}
