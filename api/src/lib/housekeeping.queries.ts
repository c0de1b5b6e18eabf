import type { Pool } from '@qabul/db';

/** Expired sessions and finished rate-limit windows are never read again; without this they pile up. */
export async function sweepExpired(pool: Pick<Pool, 'query'>): Promise<void> {
  await pool.query('delete from sessions where expire < now()');
  await pool.query('delete from admin_sessions where expire < now()');
  await pool.query('delete from rate_limits where reset_at < now()');
  // Telegram keeps an undelivered update for 24 hours: an update id older than that never comes again, and a
  // chat booking's confirmation older than its conversation (30 minutes) can no longer be pressed.
  await pool.query(`delete from telegram_updates where handled_at < now() - interval '2 days'`);
  await pool.query(`delete from chat_booking_requests where created_at < now() - interval '1 day'`);
}
