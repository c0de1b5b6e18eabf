import type pg from 'pg';

/** The channel on which an instance says that work was just planned (payload: `<instance>:<queue>,<queue>`). */
export const WORK_CHANNEL = 'qabul_work_planned';

/** Subscribes the wake-ups' own connection (never a pooled one: a LISTEN belongs to its session). */
export async function listenForWork(client: Pick<pg.Client, 'query'>): Promise<void> {
  await client.query(`listen ${WORK_CHANNEL}`);
}

/** Said after the write that planned the work has committed, so whoever hears it finds the rows. */
export async function announceWork(pool: Pick<pg.Pool, 'query'>, payload: string): Promise<void> {
  await pool.query(`select pg_notify('${WORK_CHANNEL}', $1)`, [payload]);
}
