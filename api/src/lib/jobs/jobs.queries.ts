import type { PoolClient } from '@qabul/db';

type Db = Pick<PoolClient, 'query'>;

// Claimed and settled by the engine's job queues (lib/durable).

/**
 * Plans work for later, once per (kind, key): planning it again moves a still-pending job to the new time, so a
 * hold that got longer is checked later, and two instances planning the same day's sweep make one job.
 */
export async function scheduleJob(db: Db, kind: string, key: string, runAt: Date, payload: unknown = null): Promise<void> {
  await db.query(
    `insert into background_jobs (kind, key, run_at, payload) values ($1, $2, $3, $4)
     on conflict (kind, key) do update set run_at = excluded.run_at, payload = excluded.payload
       where background_jobs.status = 'pending'`,
    [kind, key, runAt, JSON.stringify(payload)],
  );
}

/** Plans a job of `kind` for `key` at `at` (or earlier, if it is already planned sooner); a finished one starts again. */
export async function rearmJob(db: Db, kind: string, key: string, at: Date): Promise<void> {
  await db.query(
    `insert into background_jobs (kind, key, run_at) values ($1, $2, $3)
     on conflict (kind, key) do update set run_at = least(background_jobs.run_at, excluded.run_at), status = 'pending',
       attempts = 0, last_error = null, finished_at = null
       where background_jobs.status <> 'pending' or background_jobs.run_at > excluded.run_at`,
    [kind, key, at],
  );
}
