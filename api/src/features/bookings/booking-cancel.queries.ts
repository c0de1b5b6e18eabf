import type { Db } from '../../lib/transaction.ts';
import { type PlannedReminder, scheduleReminders } from '../notifications/index.ts';
import { bookingCancelled } from './booking-cancel-hooks.ts';

export interface Cancellation {
  reason: string | null;
  performedBy: 'client' | 'provider' | 'admin' | 'system';
  performedByUserId: string | null;
  /** The cancel notices to plan (none for a hold nobody was told about). */
  notices: PlannedReminder[];
}

/**
 * THE cancellation of a booking, in the caller's transaction, whoever cancels (client, provider, admin, Telegram,
 * or payments when a hold runs out or a fee is refunded): the status, a history row, the timed reminders dropped,
 * what other features must do with it (a cancelled booking's unpaid order closes), the notices planned. Answers
 * false, changing nothing, when the booking was already cancelled.
 */
export async function cancelBookingRow(db: Db, bookingId: string, cancellation: Cancellation, now: Date): Promise<boolean> {
  // Fires db/src/sql/qabul_booking_occupies.sql (the time freed) and qabul_booking_freed_time.sql (waitlist offers).
  const { rows } = await db.query(
    `update bookings set status = 'cancelled', updated_at = $2 where id = $1 and status <> 'cancelled' returning id`,
    [bookingId, now],
  );
  if (rows.length === 0) return false;
  await db.query(
    `insert into booking_history (booking_id, action, previous_date, previous_time_slot, reason, performed_by, performed_by_user_id, created_at)
     select id, 'cancelled', date, time_slot, $2, $3, $4, $5 from bookings where id = $1`,
    [bookingId, cancellation.reason, cancellation.performedBy, cancellation.performedByUserId, now],
  );
  await db.query(
    `update reminder_schedules set status = 'cancelled' where booking_id = $1 and status = 'pending' and reminder_type in ('24h', '1h')`,
    [bookingId],
  );
  await bookingCancelled(db, bookingId, now);
  await scheduleReminders(db, bookingId, cancellation.notices);
  return true;
}
