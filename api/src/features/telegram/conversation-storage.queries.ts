import type { Pool } from '@qabul/db';

/**
 * The bot's conversation state, one row per key (the chat). "Now" is the caller's clock when given
 * (tests step it), else the database's, so every instance ages rows by the same clock.
 */
const NOW = `coalesce($2::timestamptz, now())`;
const CUTOFF = `${NOW} - $3::int * interval '1 millisecond'`;

export interface StoredConversation {
  value: unknown;
  fresh: boolean;
}

export async function readConversation(pool: Pool, key: string, at: Date | null, ttlMs: number): Promise<StoredConversation | null> {
  const { rows } = await pool.query(`select value, updated_at > ${CUTOFF} as fresh from bot_conversations where key = $1`, [
    key,
    at,
    ttlMs,
  ]);
  return (rows[0] as StoredConversation | undefined) ?? null;
}

/** Writes one chat's state; rows left longer than the time-to-live are swept in the same statement. */
export async function writeConversation(pool: Pool, key: string, value: unknown, at: Date | null, ttlMs: number): Promise<void> {
  await pool.query(
    `with swept as (delete from bot_conversations where updated_at <= ${CUTOFF} and key <> $1)
     insert into bot_conversations (key, value, updated_at) values ($1, $4::jsonb, ${NOW})
     on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    [key, at, ttlMs, JSON.stringify(value)],
  );
}

/** Deletes one chat's state; `expiredOnly` leaves a row another instance has just refreshed. */
export async function deleteConversation(pool: Pool, key: string, expiredOnly: { at: Date | null; ttlMs: number } | null): Promise<void> {
  if (expiredOnly) {
    await pool.query(`delete from bot_conversations where key = $1 and updated_at <= ${CUTOFF}`, [key, expiredOnly.at, expiredOnly.ttlMs]);
    return;
  }
  await pool.query(`delete from bot_conversations where key = $1`, [key]);
}
