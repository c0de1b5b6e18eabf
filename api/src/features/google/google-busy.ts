import type { Pool } from '@qabul/db';
import type { ClaimedJob, JobHandler } from '../../lib/durable/job-queue.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { Db } from '../../lib/transaction.ts';
import { rearmJob } from '../../lib/jobs/jobs.queries.ts';
import { calendarSyncOf, replaceBusyTimes } from './google-busy.queries.ts';
import { calendarFor } from './google-client.ts';
import type { GoogleConfig } from './google.config.ts';
import type { GoogleTokenBox } from './google-account.service.ts';

/** One job per provider with calendar sync on: reads their free/busy, then plans itself again. */
export const BUSY_REFRESH_JOB = 'google-busy-refresh';
/** How often busy times are read again, and how far ahead. */
export const BUSY_REFRESH_EVERY_MS = 5 * 60_000;
const BUSY_AHEAD_MS = 62 * 24 * 3_600_000;

/** Plans (or re-arms) the provider's refresh for `at`; a finished one is started again. */
export async function planBusyRefresh(db: Db, userId: string, at: Date): Promise<void> {
  await rearmJob(db, BUSY_REFRESH_JOB, userId, at);
}

/**
 * Busy times live in the database, read by the slot query like bookings: listing slots never calls Google.
 * A provider who turned sync off, or disconnected, ends the refresh; their stored busy times are gone already.
 */
export function busyRefreshHandler(
  pool: Pool,
  config: GoogleConfig,
  box: GoogleTokenBox,
  providerChanged: (id: string) => void,
): JobHandler {
  return async (job: ClaimedJob, now: Date) => {
    const userId = job.key;
    const user = await calendarSyncOf(pool, userId);
    if (!user?.sync || !user.token) return undefined;
    const calendar = await calendarFor(config, box.open(user.token));
    const { data } = await calendar.freebusy.query({
      requestBody: {
        timeMin: now.toISOString(),
        timeMax: new Date(now.getTime() + BUSY_AHEAD_MS).toISOString(),
        items: [{ id: 'primary' }],
      },
    });
    const busy = (data.calendars?.primary?.busy ?? []).filter((range) => range.start && range.end);
    await inTransaction(pool, (db) => replaceBusyTimes(db, userId, busy));
    providerChanged(userId);
    return { later: new Date(now.getTime() + BUSY_REFRESH_EVERY_MS) };
  };
}
