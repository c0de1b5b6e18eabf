import cron, { type ScheduledTask } from 'node-cron';
import type { Pool } from '@qabul/db';
import { logger } from './logger.ts';

/** Expired sessions and finished rate-limit windows are never read again; without this they pile up. */
export async function sweepExpired(pool: Pick<Pool, 'query'>): Promise<void> {
  await pool.query('delete from sessions where expire < now()');
  await pool.query('delete from admin_sessions where expire < now()');
  await pool.query('delete from rate_limits where reset_at < now()');
}

/** Hourly; every instance may run it, the deletes are idempotent. */
export function startHousekeeping(pool: Pick<Pool, 'query'>): ScheduledTask {
  return cron.schedule('17 * * * *', () => {
    sweepExpired(pool).catch((error) => logger.warn({ err: error }, 'housekeeping failed'));
  });
}
