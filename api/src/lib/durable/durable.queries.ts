import type { PoolClient } from '@qabul/db';

type Db = Pick<PoolClient, 'query'>;

/**
 * A table of durable work: rows with a due time, a status ('pending' until settled), a lease (`claimed_until`) and
 * attempts. Every name here is a fixed identifier chosen in code (the two tables below), never input.
 */
export interface DurableTable {
  table: 'background_jobs' | 'reminder_schedules';
  /** When a row is due. */
  due: 'run_at' | 'scheduled_time';
  /** The column narrowing a claim to the kinds a queue handles, when the table holds several queues' work. */
  kind?: 'kind';
  /** What a claim answers besides `id` and `attempts`. */
  returning: readonly string[];
  /** Where a row's last error is kept. */
  error: 'last_error' | 'error_message';
  /** Stamped with the clock when a row ends with one of `statuses`. */
  finished: { column: 'finished_at' | 'sent_at'; statuses: readonly string[] };
  /** The status of a success, and whether it clears the error an earlier attempt left. */
  success: { status: 'done' | 'sent'; clearsError: boolean };
  /**
   * Where a retry's back-off goes: the due time moves (a job is simply due later), or the lease is stretched (a
   * notice keeps its planned time, which the notice itself reads).
   */
  backoffIn: 'due' | 'lease';
  /** Extra columns a settle may write (kept when the outcome says nothing about them). */
  extras?: readonly 'channel'[];
}

/** Once-only background work of every kind (reserve holds, plan endings, identity e-mails, ...). */
export const JOBS: DurableTable = {
  table: 'background_jobs',
  due: 'run_at',
  kind: 'kind',
  returning: ['kind', 'key', 'payload'],
  error: 'last_error',
  finished: { column: 'finished_at', statuses: ['done', 'failed'] },
  success: { status: 'done', clearsError: false },
  backoffIn: 'due',
};

/** The notification outbox: reminders and notices planned with their bookings. */
export const NOTICES: DurableTable = {
  table: 'reminder_schedules',
  due: 'scheduled_time',
  returning: ['booking_id', 'recipient_type', 'reminder_type', 'channel', 'telegram_username', 'snapshot'],
  error: 'error_message',
  finished: { column: 'sent_at', statuses: ['sent'] },
  success: { status: 'sent', clearsError: true },
  backoffIn: 'lease',
  extras: ['channel'],
};

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * The claim, as CTEs (`clock`, `due`, `claimed`) a caller ends with its own select: due rows not held by a live
 * lease, oldest first, locked with SKIP LOCKED so two workers never take one row, then leased and counted as an
 * attempt. A claim is a lease, not a lock: a worker that dies mid-work leaves its rows to be claimed again once the
 * lease runs out. `claimed` also answers `claimed_at`, the clock of the claim. Parameters, in order: the clock
 * (null: the database's `now()`), the kinds (only with `kind`), the batch size, the lease in seconds.
 */
export function claimStatement(queue: DurableTable): string {
  const { table, due, kind } = queue;
  return `
  with clock as (select coalesce(?::timestamptz, now()) as now),
  due as (
    select d.id from ${table} d, clock
    where d.status = 'pending'${kind ? ` and d.${kind} = any(?)` : ''} and d.${due} <= clock.now
      and (d.claimed_until is null or d.claimed_until < clock.now)
    order by d.${due}
    limit ?
    for update of d skip locked
  ),
  claimed as (
    update ${table} r
    set claimed_until = clock.now + make_interval(secs => ?), attempts = r.attempts + 1
    from due, clock
    where r.id = due.id
    returning r.id, r.attempts, ${queue.returning.map((column) => `r.${column}`).join(', ')}, clock.now as claimed_at
  )`;
}

/** What happened to one claimed row. */
export type Settlement =
  /** Finished: `done`/`sent`, or `cancelled` where the table knows it. */
  | { status: string; reason?: string | null; channel?: string | null }
  | { status: 'failed'; reason: string; channel?: string | null }
  /** Tried again after `afterSeconds` (the back-off), the attempt counted. */
  | { status: 'retry'; reason: string; afterSeconds: number }
  /** Not finished, nothing wrong: due again at `runAt`, attempts start over. */
  | { status: 'later'; runAt: Date };

/**
 * Settles a batch of claimed rows in one statement; only still-pending rows change, so a row finished or moved by
 * someone else meanwhile stays as it is. Parameters: the clock (null: `now()`), the rows as JSON (`settlementRows`).
 */
export function settleStatement(queue: DurableTable): string {
  const { table, due, error, finished, success } = queue;
  const extras = queue.extras ?? [];
  const backoff = 'clock.now + make_interval(secs => x.after_seconds)';
  return `
  with clock as (select coalesce(?::timestamptz, now()) as now)
  update ${table} r set
    status = case when x.status in ('retry', 'later') then r.status else x.status end,
    ${due} = case when x.status = 'later' then x.run_at${queue.backoffIn === 'due' ? ` when x.status = 'retry' then ${backoff}` : ''} else r.${due} end,
    claimed_until = ${queue.backoffIn === 'lease' ? `case when x.status = 'retry' then ${backoff} end` : 'null'},
    ${error} = case when x.status = '${success.status}' ${success.clearsError ? 'then null' : `then r.${error}`} else coalesce(x.reason, r.${error}) end,
    attempts = case when x.status = 'later' then 0 else r.attempts end,
    ${finished.column} = case when x.status in (${list(finished.statuses)}) then clock.now else r.${finished.column} end${extras
      .map((column) => `,\n    ${column} = coalesce(x.${column}, r.${column})`)
      .join('')}
  from jsonb_to_recordset(?::jsonb) as x(id bigint, status text, run_at timestamptz, after_seconds int, reason text${extras
    .map((column) => `, ${column} text`)
    .join('')}), clock
  where r.id = x.id and r.status = 'pending'`;
}

/** The JSON the settle statement reads. */
export function settlementRows(results: Array<{ id: string; outcome: Settlement }>): string {
  return JSON.stringify(
    results.map(({ id, outcome }) => ({
      id,
      status: outcome.status,
      run_at: outcome.status === 'later' && 'runAt' in outcome ? outcome.runAt.toISOString() : null,
      after_seconds: outcome.status === 'retry' && 'afterSeconds' in outcome ? outcome.afterSeconds : null,
      reason: 'reason' in outcome && outcome.reason ? outcome.reason.slice(0, 500) : null,
      channel: 'channel' in outcome ? (outcome.channel ?? null) : null,
    })),
  );
}

/** node-postgres numbers its parameters; the statements above are written with `?` for the ORM's connection. */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

export interface ClaimedJob {
  id: string;
  kind: string;
  key: string;
  attempts: number;
  payload: unknown;
}

/** A job as claimed, with the clock of its claim: its handler's "now". */
export type JobClaim = ClaimedJob & { claimed_at: Date };

const CLAIM_JOBS = numbered(`${claimStatement(JOBS)}
  select id::text, kind, key, attempts, payload, claimed_at from claimed`);
const SETTLE_JOBS = numbered(settleStatement(JOBS));

/** Claims due jobs of `kinds` for this worker (see `claimStatement`). */
export async function claimJobs(db: Db, kinds: string[], batchSize: number, leaseSeconds: number, now: Date | null): Promise<JobClaim[]> {
  const { rows } = await db.query<JobClaim>(CLAIM_JOBS, [now, kinds, batchSize, leaseSeconds]);
  return rows;
}

/** Records what happened to claimed jobs (see `settleStatement`). */
export async function settleJobs(db: Db, results: Array<{ id: string; outcome: Settlement }>, now: Date | null): Promise<void> {
  if (results.length === 0) return;
  await db.query(SETTLE_JOBS, [now, settlementRows(results)]);
}
