import type { Pool } from '@qabul/db';

/** Expired sessions and finished rate-limit windows are never read again; without this they pile up. */
export async function sweepExpired(pool: Pick<Pool, 'query'>): Promise<void> {
  await pool.query('delete from sessions where expire < now()');
  await pool.query('delete from admin_sessions where expire < now()');
  await pool.query('delete from rate_limits where reset_at < now()');
}
