import cron, { type ScheduledTask } from 'node-cron';
import type { Pool } from '@qabul/db';
import { sweepExpired } from './housekeeping.queries.ts';
import { logger } from './logger.ts';

/** Hourly; every instance may run it, the deletes are idempotent. */
export function startHousekeeping(pool: Pick<Pool, 'query'>): ScheduledTask {
  return cron.schedule('17 * * * *', () => {
    sweepExpired(pool).catch((error) => logger.warn({ err: error }, 'housekeeping failed'));
  });
}
