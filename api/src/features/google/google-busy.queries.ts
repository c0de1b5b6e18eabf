import type { Pool } from '@qabul/db';
import type { Db } from '../../lib/transaction.ts';

/** Whether the provider syncs their calendar, and the sealed refresh token to read it with. */
export async function calendarSyncOf(
  pool: Pick<Pool, 'query'>,
  userId: string,
): Promise<{ sync: boolean; token: string | null } | undefined> {
  const { rows } = await pool.query<{ sync: boolean; token: string | null }>(
    'select google_calendar_sync as sync, google_refresh_token as token from users where id = $1',
    [userId],
  );
  return rows[0];
}

/** The provider's busy times become exactly `busy` (ranges that end before they start are dropped). */
export async function replaceBusyTimes(db: Db, userId: string, busy: Array<{ start?: string | null; end?: string | null }>): Promise<void> {
  await db.query('delete from google_busy_times where user_id = $1', [userId]);
  if (busy.length === 0) return;
  await db.query(
    `insert into google_busy_times (user_id, starts_at, ends_at)
     select $1, x.s, x.e from jsonb_to_recordset($2::jsonb) as x(s timestamptz, e timestamptz) where x.e > x.s`,
    [userId, JSON.stringify(busy.map((range) => ({ s: range.start, e: range.end })))],
  );
}
