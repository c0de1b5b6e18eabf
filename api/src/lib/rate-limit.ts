import type { EntityManager } from '@mikro-orm/postgresql';
import { uz } from '../contracts/messages.uz.ts';
import { AppError } from './app-error.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

/** DECISIONS.md rate limits, one table so they read as policy. */
export const LIMITS_PER_ACTION = {
  failedLogin: { max: 10, windowMs: 15 * 60_000 },
  registration: { max: 20, windowMs: 60 * 60_000 },
  publicBookingChange: { max: 10, windowMs: 15 * 60_000 },
  publicBookingCreate: { max: 30, windowMs: 10 * 60_000 },
} satisfies Record<string, Limit>;

/**
 * Fixed-window counters in PostgreSQL: they hold across API instances. `hit` counts one attempt and
 * throws 429 once over the limit; `check` only reads (for counting failures after the fact).
 */
export async function hit(em: EntityManager, key: string, limit: Limit, disabled: boolean): Promise<void> {
  if (disabled) return;
  const row = await count(em, key, limit);
  if (row.hits > limit.max) throw tooMany(row.retry);
}

/** Counts one event (a failed login, say) without refusing anything. */
export async function count(em: EntityManager, key: string, limit: Limit): Promise<{ hits: number; retry: number }> {
  return em.getConnection().execute<{ hits: number; retry: number }>(
    `insert into rate_limits (key, hits, reset_at) values (?, 1, now() + ? * interval '1 millisecond')
     on conflict (key) do update set
       hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
       reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
     returning hits, ceil(extract(epoch from reset_at - now()))::int as retry`,
    [key, limit.windowMs],
    'get',
  );
}

export async function check(em: EntityManager, key: string, limit: Limit, disabled: boolean): Promise<void> {
  if (disabled) return;
  const row = await em
    .getConnection()
    .execute<{ hits: number; retry: number }>(
      `select hits, ceil(extract(epoch from reset_at - now()))::int as retry from rate_limits where key = ? and reset_at > now()`,
      [key],
      'get',
    );
  if (row?.hits !== undefined && row.hits >= limit.max) throw tooMany(row.retry);
}

function tooMany(retrySeconds: number): AppError {
  return new AppError('rate_limited', uz.rateLimit, undefined, {
    'Retry-After': String(Math.max(1, retrySeconds)),
  });
}
