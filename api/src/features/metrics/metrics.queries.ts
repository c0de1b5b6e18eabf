import type { Pool } from '@qabul/db';

/** How long the oldest due reminder has waited, in seconds (0 when none is due). */
export async function dispatcherLagSeconds(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ lag: number | null }>(
    `select extract(epoch from now() - min(scheduled_time))::float8 as lag
       from reminder_schedules where status = 'pending' and scheduled_time <= now()`,
  );
  return rows[0]?.lag ?? 0;
}
