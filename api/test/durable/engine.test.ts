import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJobs } from '../../src/lib/durable/durable.queries.ts';
import { Engine, type Queue } from '../../src/lib/durable/engine.ts';
import { type JobHandler, jobQueue } from '../../src/lib/durable/job-queue.ts';
import { startWakeUps } from '../../src/lib/durable/wake-ups.ts';
import { scheduleJob } from '../../src/lib/jobs/jobs.queries.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The engine for durable background work (lib/durable) on a real database: its job queues, its one timer, its
// wake-ups across instances.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const pool = () => app.qabul.deps.pool;
const silent = { info() {}, warn() {}, error() {} };
const job = (kind: string, key: string) =>
  pool()
    .query('select status, attempts, run_at, finished_at, last_error, claimed_until from background_jobs where kind = $1 and key = $2', [
      kind,
      key,
    ])
    .then((r) => r.rows[0]);

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A queue that counts its passes, each held until the test lets it end. */
function countingQueue(name: string, pollMs: number) {
  let passes = 0;
  let release: () => void = () => {};
  let held = false;
  const queue: Queue = {
    name,
    pollMs,
    async pass() {
      passes += 1;
      if (held) await new Promise<void>((resolve) => (release = resolve));
    },
  };
  return {
    queue,
    passes: () => passes,
    hold: () => (held = true),
    let: () => {
      held = false;
      release();
    },
  };
}

describe('the engine', () => {
  it('two engines on one database run each of 60 due jobs exactly once', async () => {
    const kind = `engine_once_${Date.now()}`;
    const at = new Date('2031-01-01T00:00:00Z');
    for (let i = 0; i < 60; i++) await scheduleJob(pool(), kind, `k${i}`, at);
    const handled: string[] = [];
    const handler: JobHandler = async (claimed) => {
      handled.push(claimed.key);
      // A little work, so both engines are claiming at the same time.
      await new Promise((resolve) => setTimeout(resolve, 2));
      return undefined;
    };
    const clock = () => new Date('2031-01-01T00:00:05Z');
    const engines = [new Engine(silent), new Engine(silent)];
    for (const engine of engines)
      engine.register(jobQueue('test', pool(), { [kind]: handler }, { clock, batchSize: 7, pollMs: 3_600_000 }));
    for (const engine of engines) engine.start();
    await Promise.all(engines.map((engine) => engine.idle()));
    await Promise.all(engines.map((engine) => engine.stop()));

    expect(handled).toHaveLength(60);
    expect(new Set(handled).size).toBe(60);
    const { rows } = await pool().query(`select status, attempts, count(*)::int as n from background_jobs where kind = $1 group by 1, 2`, [
      kind,
    ]);
    expect(rows).toEqual([{ status: 'done', attempts: 1, n: 60 }]);
  });

  it('takes back a job whose claim was never settled (its worker crashed) once the lease runs out', async () => {
    const kind = `engine_crash_${Date.now()}`;
    const start = new Date('2031-02-01T00:00:00Z');
    await scheduleJob(pool(), kind, 'c', start);
    // A worker claims with a 120 s lease and dies before it settles.
    expect(await claimJobs(pool(), [kind], 10, 120, start)).toHaveLength(1);
    const handled: Date[] = [];
    let now = new Date(start.getTime() + 119_000);
    const queue = jobQueue('test', pool(), { [kind]: async (_job, at) => void handled.push(at) }, { clock: () => now });
    expect(await queue.runOnce()).toBe(0);
    now = new Date(start.getTime() + 121_000);
    expect(await queue.runOnce()).toBe(1);
    expect(handled).toEqual([now]);
    expect(await job(kind, 'c')).toMatchObject({ status: 'done', attempts: 2, claimed_until: null });
  });

  it('backs a failed job off by its queue’s back-off, then gives it up after maxAttempts, all by the one injected clock', async () => {
    const kind = `engine_backoff_${Date.now()}`;
    const start = new Date('2031-03-01T00:00:00Z');
    await scheduleJob(pool(), kind, 'b', start);
    let now = start;
    const seen: Date[] = [];
    const queue = jobQueue(
      'test',
      pool(),
      {
        [kind]: async (_job, at) => {
          seen.push(at);
          throw new Error(`boom ${seen.length}`);
        },
      },
      { clock: () => now, maxAttempts: 3, backoffSeconds: (attempts) => 100 * attempts },
    );
    expect(await queue.runOnce()).toBe(1);
    let row = await job(kind, 'b');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'boom 1', claimed_until: null, finished_at: null });
    expect(new Date(row.run_at).getTime() - now.getTime()).toBe(100_000);
    now = new Date(start.getTime() + 99_999);
    expect(await queue.runOnce()).toBe(0);
    now = new Date(start.getTime() + 100_000);
    expect(await queue.runOnce()).toBe(1);
    row = await job(kind, 'b');
    expect(new Date(row.run_at).getTime() - now.getTime()).toBe(200_000);
    now = new Date(now.getTime() + 200_000);
    expect(await queue.runOnce()).toBe(1);
    row = await job(kind, 'b');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: 'boom 3' });
    // The handler's "now" and the settle's stamp are the injected clock, never the machine's.
    expect(new Date(row.finished_at).getTime()).toBe(now.getTime());
    expect(seen.map((at) => at.getTime() - start.getTime())).toEqual([0, 100_000, 300_000]);
  });

  it("without an injected clock, a job's time is the database's", async () => {
    const kind = `engine_dbclock_${Date.now()}`;
    await scheduleJob(pool(), kind, 'd', new Date(Date.now() - 1000));
    let at: Date | null = null;
    const queue = jobQueue('test', pool(), {
      [kind]: async (_job, now) => {
        at = now;
        return undefined;
      },
    });
    const { rows } = await pool().query<{ now: Date }>('select now() as now');
    expect(await queue.runOnce()).toBe(1);
    expect(at).toBeInstanceOf(Date);
    expect(Math.abs((at as unknown as Date).getTime() - rows[0]!.now.getTime())).toBeLessThan(5_000);
  });

  it('folds wake-ups during a pass into one more pass, and looks at each queue again at its own poll interval', async () => {
    const engine = new Engine(silent);
    const slow = countingQueue('slow', 3_600_000);
    const quick = countingQueue('quick', 40);
    engine.register(slow.queue).register(quick.queue);
    slow.hold();
    engine.start();
    expect(slow.passes()).toBe(1);
    engine.wake(['slow']);
    engine.wake(['slow']);
    engine.wake(['slow', 'elsewhere']);
    // The quick queue keeps its own pace while the slow one is busy: one timer serves both.
    await until(() => quick.passes() >= 4);
    expect(slow.passes()).toBe(1);
    slow.let();
    await until(() => slow.passes() === 2);
    await engine.idle();
    expect(slow.passes()).toBe(2);
    await engine.stop();
    const after = quick.passes();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(quick.passes()).toBe(after);
  });
});

describe('wake-ups across instances', () => {
  it('work planned on one instance wakes the other at once, and the LISTEN comes back after its connection is killed', async () => {
    const here = new Engine(silent);
    const there = new Engine(silent);
    // Poll intervals of an hour: only a wake-up can run these queues during the test.
    const mine = countingQueue('notices', 3_600_000);
    const theirs = countingQueue('notices', 3_600_000);
    here.register(mine.queue);
    there.register(theirs.queue);
    here.start();
    there.start();
    await Promise.all([here.idle(), there.idle()]);
    const options = { pool: pool(), listenUrl: app.qabul.database.directUrl, log: silent, reconnectMs: 50 };
    const a = startWakeUps({ ...options, engine: here });
    const b = startWakeUps({ ...options, engine: there });
    try {
      await Promise.all([a.listening(), b.listening()]);
      // Connecting wakes every queue once (anything announced while nobody listened).
      await until(() => mine.passes() === 2 && theirs.passes() === 2);

      a.planned(['notices']);
      expect(mine.passes()).toBe(3);
      await until(() => theirs.passes() === 3);
      // An instance does not wake itself twice for its own announcement.
      await there.idle();
      expect(mine.passes()).toBe(3);

      // The listening connections are cut (a restarted pooler, a failover, an administrator).
      const killed = await pool().query<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where query ilike 'listen qabul_work_planned%' and datname = current_database()`,
      );
      expect(killed.rows[0]!.n).toBe(2);
      await until(async () => {
        const { rows } = await pool().query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where query ilike 'listen qabul_work_planned%' and datname = current_database()`,
        );
        return rows[0]!.n === 2;
      });
      await Promise.all([a.listening(), b.listening()]);
      await until(() => theirs.passes() >= 4);
      const before = theirs.passes();
      a.planned(['notices']);
      await until(() => theirs.passes() === before + 1);
    } finally {
      await a.stop();
      await b.stop();
      await here.stop();
      await there.stop();
    }
  });
});
