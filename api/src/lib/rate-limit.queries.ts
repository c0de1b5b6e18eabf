import type { EntityManager } from '@mikro-orm/postgresql';

// On the connection itself, never in the caller's transaction: a failed attempt whose work rolls back still counts.

export interface WindowCount {
  hits: number;
  /** Seconds until the window closes. */
  retry: number;
}

/** Counts one event in `key`'s fixed window, opening a new window when the last one has closed. */
export async function countInWindow(em: EntityManager, key: string, windowMs: number): Promise<WindowCount> {
  return em.getConnection().execute<WindowCount>(
    `insert into rate_limits (key, hits, reset_at) values (?, 1, now() + ? * interval '1 millisecond')
     on conflict (key) do update set
       hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
       reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
     returning hits, ceil(extract(epoch from reset_at - now()))::int as retry`,
    [key, windowMs],
    'get',
  );
}

/** Like `countInWindow`, but past `max` every further event doubles how long the window stays shut (up to 64 windows). */
export async function countWithBackoffInWindow(em: EntityManager, key: string, windowMs: number, max: number): Promise<void> {
  await em.getConnection().execute(
    `insert into rate_limits (key, hits, reset_at) values (?, 1, now() + ? * interval '1 millisecond')
     on conflict (key) do update set
       hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
       reset_at = case
         when rate_limits.reset_at <= now() then excluded.reset_at
         when rate_limits.hits + 1 > ? then greatest(rate_limits.reset_at,
           now() + ? * interval '1 millisecond' * power(2, least(rate_limits.hits + 1 - ?, 6)))
         else rate_limits.reset_at end`,
    [key, windowMs, max, windowMs, max],
    'run',
  );
}

/** `key`'s count in its still-open window, if it has one. */
export async function openWindow(em: EntityManager, key: string): Promise<WindowCount | undefined> {
  return em
    .getConnection()
    .execute<WindowCount>(
      `select hits, ceil(extract(epoch from reset_at - now()))::int as retry from rate_limits where key = ? and reset_at > now()`,
      [key],
      'get',
    );
}
