import type { PoolClient } from '@qabul/db';

type Db = Pick<PoolClient, 'query'>;

export interface ClaimedJob {
  id: string;
  kind: string;
  key: string;
  attempts: number;
  payload: unknown;
}

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

/**
 * Claims due jobs for this worker. Rows another worker holds are skipped (SKIP LOCKED), and a claim is a lease
 * (claimed_until), not a lock: a worker that dies mid-job leaves it to be claimed again once the lease runs out.
 */
export async function claimJobs(db: Db, kinds: string[], batchSize: number, leaseSeconds: number, now: Date): Promise<ClaimedJob[]> {
  const { rows } = await db.query<ClaimedJob>(
    `with due as (
       select id from background_jobs
       where status = 'pending' and kind = any($1) and run_at <= $2 and (claimed_until is null or claimed_until < $2)
       order by run_at limit $3
       for update skip locked
     )
     update background_jobs j set claimed_until = $2::timestamptz + make_interval(secs => $4), attempts = j.attempts + 1
     from due where j.id = due.id
     returning j.id::text, j.kind, j.key, j.attempts, j.payload`,
    [kinds, now, batchSize, leaseSeconds],
  );
  return rows;
}

export type JobOutcome =
  | { status: 'done' }
  | { status: 'later'; runAt: Date }
  | { status: 'retry'; runAt: Date; error: string }
  | { status: 'failed'; error: string };

/** Records what happened to a claimed job; a job finished or moved by someone else meanwhile stays as it is. */
export async function settleJob(db: Db, id: string, outcome: JobOutcome, now: Date): Promise<void> {
  const status = outcome.status === 'done' || outcome.status === 'failed' ? outcome.status : 'pending';
  const runAt = outcome.status === 'later' || outcome.status === 'retry' ? outcome.runAt : null;
  const error = outcome.status === 'retry' || outcome.status === 'failed' ? outcome.error.slice(0, 500) : null;
  await db.query(
    `update background_jobs set status = $2, run_at = coalesce($3, run_at), claimed_until = null,
       last_error = coalesce($4, last_error), finished_at = case when $2 = 'pending' then null else $5::timestamptz end,
       attempts = case when $6 then 0 else attempts end
     where id = $1 and status = 'pending'`,
    [id, status, runAt, error, now, outcome.status === 'later'],
  );
}
