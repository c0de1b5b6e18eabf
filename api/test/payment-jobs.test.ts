import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planSubscriptionSweep, SUBSCRIPTION_SWEEP_JOB, subscriptionSweepHandler } from '../src/features/payments/payment-jobs.ts';
import { createMailer } from '../src/features/notifications/mailer.ts';
import { PLAN_ENDING_JOB, planEndingHandler } from '../src/features/payments/plan-ending-notice.ts';
import { jobQueue } from '../src/lib/durable/job-queue.ts';
import { mimeBody } from './notifications/support/mime.ts';
import { SmtpSink } from './notifications/support/smtp-sink.ts';

const textOf = (raw: string) => mimeBody(raw, 'text/plain');
import { scheduleJob } from '../src/lib/jobs/jobs.queries.ts';
import { signedInClient } from './support/fixtures.ts';
import { payPlan } from './support/payment-fixtures.ts';
import { PAYME_ENV, PaymeSandbox } from './support/payme-sandbox.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(PAYME_ENV);
});
afterAll(() => app.close());

const pool = () => app.qabul.deps.pool;
const job = (kind: string, key: string) =>
  pool()
    .query('select status, attempts, run_at, last_error, claimed_until from background_jobs where kind = $1 and key = $2', [kind, key])
    .then((r) => r.rows[0]);

describe('the job runner', () => {
  it('runs a due job once, even with two runners at the same moment', async () => {
    const kind = `test_once_${Date.now()}`;
    const at = new Date('2030-01-01T00:00:00Z');
    await scheduleJob(pool(), kind, 'a', at);
    const seen: string[] = [];
    // Each handler waits for the other runner to have claimed, so both really run at once.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handler = async (claimed: { key: string }) => {
      seen.push(claimed.key);
      await gate;
      return undefined;
    };
    const clock = () => new Date('2030-01-01T00:00:01Z');
    const one = jobQueue('test', pool(), { [kind]: handler }, { clock });
    const two = jobQueue('test', pool(), { [kind]: handler }, { clock });
    const runs = Promise.all([one.runOnce(), two.runOnce()]);
    // Not due yet for a runner whose clock is before run_at.
    expect(await jobQueue('test', pool(), { [kind]: handler }, { clock: () => new Date('2029-12-31T23:59:59Z') }).runOnce()).toBe(0);
    release();
    expect((await runs).reduce((a, b) => a + b, 0)).toBe(1);
    expect(seen).toEqual(['a']);
    expect((await job(kind, 'a')).status).toBe('done');
    expect(await one.runOnce()).toBe(0);
  });

  it('backs off after a failure, retries, and gives up after maxAttempts', async () => {
    const kind = `test_retry_${Date.now()}`;
    const start = new Date('2030-02-01T00:00:00Z');
    await scheduleJob(pool(), kind, 'b', start);
    let now = start;
    let calls = 0;
    const runner = jobQueue(
      'test',
      pool(),
      {
        [kind]: async () => {
          calls += 1;
          throw new Error(`boom ${calls}`);
        },
      },
      { clock: () => now, maxAttempts: 3, backoffSeconds: (attempts) => 60 * attempts },
    );
    expect(await runner.runOnce()).toBe(1);
    let row = await job(kind, 'b');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'boom 1', claimed_until: null });
    expect(new Date(row.run_at).getTime() - start.getTime()).toBe(60_000);
    now = new Date(start.getTime() + 59_000);
    expect(await runner.runOnce()).toBe(0);
    now = new Date(start.getTime() + 60_000);
    expect(await runner.runOnce()).toBe(1);
    row = await job(kind, 'b');
    expect(new Date(row.run_at).getTime() - now.getTime()).toBe(120_000);
    now = new Date(now.getTime() + 120_000);
    await runner.runOnce();
    expect(await job(kind, 'b')).toMatchObject({ status: 'failed', attempts: 3, last_error: 'boom 3' });
    now = new Date(now.getTime() + 3_600_000);
    expect(await runner.runOnce()).toBe(0);
  });

  it('takes back a job whose worker died once its lease runs out', async () => {
    const kind = `test_lease_${Date.now()}`;
    const start = new Date('2030-03-01T00:00:00Z');
    await scheduleJob(pool(), kind, 'c', start);
    // A worker claims and dies: its claim is the lease, nothing else.
    await pool().query(`update background_jobs set claimed_until = $2, attempts = 1 where kind = $1`, [
      kind,
      new Date(start.getTime() + 120_000),
    ]);
    const done: string[] = [];
    let now = new Date(start.getTime() + 60_000);
    const runner = jobQueue('test', pool(), { [kind]: async (j) => void done.push(j.key) }, { clock: () => now });
    expect(await runner.runOnce()).toBe(0);
    now = new Date(start.getTime() + 121_000);
    expect(await runner.runOnce()).toBe(1);
    expect(done).toEqual(['c']);
  });
});

describe('the daily plan sweep', () => {
  it('ends plans past their end date (Freemium limits again), keeps the rest, and plans the next day once', async () => {
    const payme = new PaymeSandbox(app.url);
    const ending = await signedInClient(app);
    await payPlan(ending, payme, 'asosiy');
    const staying = await signedInClient(app);
    await payPlan(staying, payme, 'asosiy');
    const endingSub = (await ending.get('/api/my-subscription')).body;
    const inThirtyOneDays = new Date(Date.now() + 31 * 86_400_000);
    // Make `staying` renew once more so it outlives the sweep's date.
    await payPlan(staying, payme, 'asosiy');

    const runner = jobQueue(
      'test',
      pool(),
      { [SUBSCRIPTION_SWEEP_JOB]: subscriptionSweepHandler(pool()) },
      { clock: () => inThirtyOneDays },
    );
    await planSubscriptionSweep(pool(), inThirtyOneDays);
    await planSubscriptionSweep(pool(), inThirtyOneDays);
    expect(await runner.runOnce()).toBe(1);
    const [row] = await pool()
      .query('select status from user_subscriptions where id = $1', [endingSub.id])
      .then((r) => r.rows);
    expect(row.status).toBe('expired');
    expect((await ending.get('/api/my-subscription')).body).toBeNull();
    expect((await staying.get('/api/my-subscription')).body.plan.name).toBe('Asosiy');
    const [activity] = await pool()
      .query(`select action from platform_activity where action = 'subscription_expired' and entity_id = $1`, [String(endingSub.id)])
      .then((r) => r.rows);
    expect(activity).toEqual({ action: 'subscription_expired' });
    // Today's sweep is done; tomorrow's is planned exactly once.
    expect(await runner.runOnce()).toBe(0);
    const planned = await pool()
      .query(`select count(*)::int as n from background_jobs where kind = $1 and status = 'pending' and run_at > $2`, [
        SUBSCRIPTION_SWEEP_JOB,
        inThirtyOneDays,
      ])
      .then((r) => r.rows[0].n);
    expect(planned).toBe(1);
  });
});

describe('warnings before a plan ends', () => {
  it('mails the provider 3 days before and on the last day, once each, with the renew link', async () => {
    const smtp = await new SmtpSink().start();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Qabul <no-reply@qabul.test>', outboxDir: '/nonexistent' });
    try {
      const payme = new PaymeSandbox(app.url);
      const provider = await signedInClient(app);
      await payPlan(provider, payme, 'asosiy');
      const mine = (await provider.get('/api/my-subscription')).body;
      const [{ email }] = await pool()
        .query('select u.email from users u join user_subscriptions s on s.user_id = u.id where s.id = $1', [mine.id])
        .then((r) => r.rows);
      const end = new Date(mine.endDate).getTime();
      const kinds = {
        [SUBSCRIPTION_SWEEP_JOB]: subscriptionSweepHandler(pool()),
        [PLAN_ENDING_JOB]: planEndingHandler(pool(), { mailer, telegram: null, publicUrl: 'https://qabul.test' }),
      };
      const runAt = async (at: Date) => {
        const runner = jobQueue('test', pool(), kinds, { clock: () => at });
        await planSubscriptionSweep(pool(), at);
        // The sweep plans the warnings; the next pass sends them.
        await runner.runOnce();
        await runner.runOnce();
      };
      await runAt(new Date(end - 3 * 86_400_000 + 60_000));
      const soon = await smtp.waitFor((m) => m.to.includes(email) && textOf(m.raw).includes('3 kundan keyin'));
      expect(textOf(soon.raw)).toContain(`Obunani uzaytirish: https://qabul.test/payment?planId=${mine.planId}`);
      await runAt(new Date(end - 60_000));
      const today = await smtp.waitFor((m) => m.to.includes(email) && textOf(m.raw).includes('bugun'));
      expect(textOf(today.raw)).toContain('Asosiy obunangiz bugun');
      // Running the same day's sweep again sends nothing new.
      await runAt(new Date(end - 30_000));
      const sent = await pool()
        .query(`select count(*)::int as n from background_jobs where kind = $1 and key like $2 and status = 'done'`, [
          PLAN_ENDING_JOB,
          `${mine.id}:%`,
        ])
        .then((r) => r.rows[0].n);
      expect(sent).toBe(2);
    } finally {
      mailer.close();
      await smtp.stop();
    }
  });
});
