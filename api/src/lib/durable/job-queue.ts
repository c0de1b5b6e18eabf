import type { Pool } from '@qabul/db';
import { logger } from '../logger.ts';
import { type ClaimedJob, claimJobs, type JobClaim, type Settlement, settleJobs } from './durable.queries.ts';
import type { Queue } from './engine.ts';

export type { ClaimedJob } from './durable.queries.ts';

/** What a handler says about its job: finished, or to be looked at again at a later time. */
export type HandlerResult = undefined | { later: Date };
/** Handles one claimed job; `now` is the clock of its claim. */
export type JobHandler = (job: ClaimedJob, now: Date) => Promise<HandlerResult>;

export interface JobQueueOptions {
  /** The engine's clock; null (the default) means the database's. Tests step through time without sleeping. */
  clock?: () => Date | null;
  /** How long the queue waits without a wake-up. */
  pollMs?: number;
  batchSize?: number;
  leaseSeconds?: number;
  maxAttempts?: number;
  /** Seconds before attempt n+1 after n failures. */
  backoffSeconds?: (attempts: number) => number;
}

const defaultBackoff = (attempts: number) => Math.min(3600, 15 * 2 ** (attempts - 1));

export type JobQueue = Queue & {
  /** Claims and handles one batch of what is due now; answers how many jobs it handled. */
  runOnce(): Promise<number>;
};

/**
 * A queue of once-only background work kept in `background_jobs` (reserve holds, plan endings, identity e-mails,
 * ...): the jobs of the kinds it has handlers for, each claimed with a lease, handled, then settled; a failure backs
 * off and is retried, up to maxAttempts.
 */
export function jobQueue(name: string, pool: Pool, handlers: Record<string, JobHandler>, options: JobQueueOptions = {}): JobQueue {
  const clock = options.clock ?? (() => null);
  const batchSize = options.batchSize ?? 20;
  const backoff = options.backoffSeconds ?? defaultBackoff;
  const maxAttempts = options.maxAttempts ?? 8;

  async function settlementOf(job: JobClaim): Promise<Settlement> {
    try {
      const result = await handlers[job.kind]!(job, job.claimed_at);
      return result ? { status: 'later', runAt: result.later } : { status: 'done' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn({ err: error, job: job.kind, key: job.key }, 'background job failed');
      return job.attempts >= maxAttempts ? { status: 'failed', reason } : { status: 'retry', reason, afterSeconds: backoff(job.attempts) };
    }
  }

  async function runOnce(): Promise<number> {
    const jobs = await claimJobs(pool, Object.keys(handlers), batchSize, options.leaseSeconds ?? 120, clock());
    for (const job of jobs) {
      // Settled one by one: a crash mid-batch repeats only the job it was on.
      const outcome = await settlementOf(job);
      await settleJobs(pool, [{ id: job.id, outcome }], clock()).catch((error) =>
        logger.error({ err: error, job: job.kind, key: job.key }, 'could not settle a background job'),
      );
    }
    return jobs.length;
  }

  return {
    name,
    pollMs: options.pollMs ?? 30_000,
    runOnce,
    async pass() {
      while ((await runOnce()) >= batchSize) {}
    },
  };
}
