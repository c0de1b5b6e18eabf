import type pg from 'pg';

/** The channel on which triggers and instances announce a provider whose slots changed. */
export const CHANGE_CHANNEL = 'qabul_provider_changed';

/** Subscribes the feed's own connection (never a pooled one: a LISTEN belongs to its session). */
export async function listenForChanges(client: Pick<pg.Client, 'query'>): Promise<void> {
  await client.query(`listen ${CHANGE_CHANNEL}`);
}

/** One statement for any number of announcements. */
export async function announceChanges(pool: Pick<pg.Pool, 'query'>, payloads: string[]): Promise<void> {
  await pool.query(`select pg_notify('${CHANGE_CHANNEL}', payload) from unnest($1::text[]) as payload`, [payloads]);
}
