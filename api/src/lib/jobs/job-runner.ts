import type { Pool } from '@qabul/db';
import { logger } from '../logger.ts';
import { claimJobs, type ClaimedJob, settleJob } from './jobs.queries.ts';

/** What a handler says about its job: finished, or to be looked at again at a later time. */
export type HandlerResult = undefined | { later: Date };
export type JobHandler = (job: ClaimedJob, now: Date) => Promise<HandlerResult>;

export interface JobRunnerOptions {
  /** Injected so tests step through time without sleeping. */
  clock?: () => Date;
  batchSize?: number;
  leaseSeconds?: number;
  maxAttempts?: number;
  /** Seconds before attempt n+1 after n failures. */
  backoffSeconds?: (attempts: number) => number;
}

const defaultBackoff = (attempts: number) => Math.min(3600, 15 * 2 ** (attempts - 1));

/**
 * One claim/settle runner for every kind of once-only background work (reserve holds, plan endings, ...). Each
 * job is claimed with a lease under SKIP LOCKED, handled, then settled; a failure backs off and is retried, up
 * to maxAttempts. Any number of instances may run it against one database.
 */
export class JobRunner {
  private readonly clock: () => Date;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly pool: Pool,
    private readonly handlers: Record<string, JobHandler>,
    private readonly options: JobRunnerOptions = {},
  ) {
    this.clock = options.clock ?? (() => new Date());
  }

  /** Claims and handles what is due now; answers how many jobs it handled. */
  async runOnce(): Promise<number> {
    const now = this.clock();
    const jobs = await claimJobs(
      this.pool,
      Object.keys(this.handlers),
      this.options.batchSize ?? 20,
      this.options.leaseSeconds ?? 120,
      now,
    );
    for (const job of jobs) await this.handle(job, now);
    return jobs.length;
  }

  private async handle(job: ClaimedJob, now: Date): Promise<void> {
    try {
      const result = await this.handlers[job.kind]!(job, now);
      await settleJob(this.pool, job.id, result ? { status: 'later', runAt: result.later } : { status: 'done' }, this.clock());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ err: error, job: job.kind, key: job.key }, 'background job failed');
      const outcome =
        job.attempts >= (this.options.maxAttempts ?? 8)
          ? ({ status: 'failed', error: message } as const)
          : ({
              status: 'retry',
              error: message,
              runAt: new Date(now.getTime() + (this.options.backoffSeconds ?? defaultBackoff)(job.attempts) * 1000),
            } as const);
      await settleJob(this.pool, job.id, outcome, this.clock()).catch((settleError) =>
        logger.error({ err: settleError }, 'could not settle a background job'),
      );
    }
  }

  /** Ticks every `intervalMs`; a tick never overlaps the previous one. */
  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  async tick(): Promise<number> {
    if (this.running) return 0;
    this.running = this.runOnce().catch((error) => {
      logger.warn({ err: error }, 'background jobs could not run');
      return 0;
    });
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
