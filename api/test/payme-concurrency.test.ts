import { beforeAll, describe, expect, it } from 'vitest';
import { jobQueue } from '../src/lib/durable/job-queue.ts';
import { HOLD_JOB, holdExpiryHandler } from '../src/features/payments/payment-jobs.ts';
import { runPaymeMethod } from '../src/features/payments/payme/payme.methods.ts';
import { paymeContext } from '../src/features/payments/payme/payme-context.ts';
import { daysAhead } from './support/fixtures.ts';
import { asosiyOrder, providerWithReserveFee, reserveBody, slotFree, usePaymeApp } from './support/payment-fixtures.ts';
import { PaymeSandbox } from './support/payme-sandbox.ts';
import type { TestApp } from './support/test-app.ts';

const world = usePaymeApp();
let app: TestApp;
let payme: PaymeSandbox;
beforeAll(() => {
  ({ app, payme } = world);
});

describe('concurrent calls on one order', () => {
  it('lets exactly one of several simultaneous CreateTransactions with different ids win', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { orderId, amount } = await asosiyOrder(app);
      const replies = await Promise.all(Array.from({ length: 4 }, () => payme.create(PaymeSandbox.transactionId(), orderId, amount)));
      const winners = replies.filter((r) => r.body.result?.state === 1);
      expect(winners).toHaveLength(1);
      expect(replies.filter((r) => r.body.error?.code === -31008)).toHaveLength(3);
      const [live] = await app.qabul.deps.pool
        .query('select count(*)::int as n from payme_transactions where order_id = $1', [orderId])
        .then((r) => r.rows);
      expect(live.n).toBe(1);
    }
  });

  it('answers simultaneous replays of one Create and one Perform identically, and buys the plan once', async () => {
    const { client, orderId, amount } = await asosiyOrder(app);
    const id = PaymeSandbox.transactionId();
    const time = Date.now();
    const creates = await Promise.all(Array.from({ length: 4 }, () => payme.create(id, orderId, amount, time)));
    for (const reply of creates) expect(reply.body.result).toEqual(creates[0]!.body.result);
    const performs = await Promise.all(Array.from({ length: 4 }, () => payme.perform(id)));
    for (const reply of performs) expect(reply.body.result).toEqual(performs[0]!.body.result);
    expect(performs[0]!.body.result.state).toBe(2);
    const subscriptions = await app.qabul.deps.pool
      .query(
        `select end_date from user_subscriptions s join users u on u.id = s.user_id
              where s.status = 'active' and u.id = (select user_id from payment_orders where id = $1)`,
        [orderId],
      )
      .then((r) => r.rows);
    expect(subscriptions).toHaveLength(1);
    expect(Math.round((new Date(subscriptions[0].end_date).getTime() - Date.now()) / 86_400_000)).toBe(30);
    expect((await client.get('/api/my-subscription')).body.plan.name).toBe('Asosiy');
  });
});

describe('the 12-hour rule on a created transaction (injected clock)', () => {
  it('cancels it with reason 4 on Perform after 12 hours from Payme time, answers -31008, and reports it', async () => {
    const { orderId, amount } = await asosiyOrder(app);
    const id = PaymeSandbox.transactionId();
    const time = Date.now();
    await payme.create(id, orderId, amount, time);
    const justInTime = paymeContext(app.qabul.deps, 'payme', () => time + 43_200_000);
    expect(await runPaymeMethod(justInTime, 'CheckTransaction', { id })).toMatchObject({ state: 1 });

    const later = paymeContext(app.qabul.deps, 'payme', () => time + 43_200_001);
    await expect(runPaymeMethod(later, 'PerformTransaction', { id })).rejects.toMatchObject({ code: -31008 });
    const checked = await payme.check(id);
    expect(checked.body.result).toMatchObject({ state: -1, reason: 4, perform_time: 0, cancel_time: time + 43_200_001 });
    // A timed-out transaction no longer blocks the order.
    expect((await payme.create(PaymeSandbox.transactionId(), orderId, amount)).body.result.state).toBe(1);
  });

  it('also expires it when Payme replays the Create after 12 hours', async () => {
    const { orderId, amount } = await asosiyOrder(app);
    const id = PaymeSandbox.transactionId();
    const time = Date.now();
    await payme.create(id, orderId, amount, time);
    const later = paymeContext(app.qabul.deps, 'payme', () => time + 43_200_001);
    await expect(runPaymeMethod(later, 'CreateTransaction', { id, time, amount, account: { order_id: orderId } })).rejects.toMatchObject({
      code: -31008,
    });
    expect((await payme.check(id)).body.result).toMatchObject({ state: -1, reason: 4 });
  });
});

describe('reserve holds (injected clock)', () => {
  const runnerAt = (offsetMs: number) =>
    jobQueue(
      'holds',
      app.qabul.deps.pool,
      { [HOLD_JOB]: holdExpiryHandler(app.qabul.deps.pool, app.qabul.deps.providerChanged) },
      {
        clock: () => new Date(Date.now() + offsetMs),
      },
    );

  it('frees an unpaid slot once PAYMENT_HOLD_MINUTES have passed, not before', async () => {
    const { service } = await providerWithReserveFee(app, payme, 2_000_000);
    const date = daysAhead(6);
    const order = await app.client().post('/api/payment/service-reserve', reserveBody(service.id, '14:00', date));
    expect(new Date(order.body.holdUntil).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);

    await runnerAt(14 * 60_000).runOnce();
    expect(await slotFree(app, service.id, date, '14:00')).toBe(false);
    expect((await app.client().get(`/api/payment/orders/${order.body.orderId}?token=${order.body.orderToken}`)).body.state).toBe('waiting');

    expect(await runnerAt(16 * 60_000).runOnce()).toBeGreaterThanOrEqual(1);
    expect(await slotFree(app, service.id, date, '14:00')).toBe(true);
    expect((await app.client().get(`/api/payment/orders/${order.body.orderId}?token=${order.body.orderToken}`)).body.state).toBe(
      'cancelled',
    );
    // Too late to pay now: the order is closed, as if there were none (DECISIONS.md).
    expect((await payme.checkPerform(order.body.orderId, 2_000_000)).body.error?.code).toBe(-31050);
  });

  it('keeps the hold while Payme has a created transaction, until its 12 hours run out', async () => {
    const { service } = await providerWithReserveFee(app, payme, 2_000_000);
    const date = daysAhead(7);
    const order = await app.client().post('/api/payment/service-reserve', reserveBody(service.id, '15:00', date));
    const time = Date.now();
    const id = PaymeSandbox.transactionId();
    await payme.create(id, order.body.orderId, 2_000_000, time);

    await runnerAt(60 * 60_000).runOnce();
    expect(await slotFree(app, service.id, date, '15:00')).toBe(false);
    await runnerAt(43_200_000 + 5_000).runOnce();
    expect(await slotFree(app, service.id, date, '15:00')).toBe(true);
    expect((await payme.check(id)).body.result).toMatchObject({ state: -1, reason: 4 });
  });

  it('leaves a paid hold alone', async () => {
    const { service } = await providerWithReserveFee(app, payme, 2_000_000);
    const date = daysAhead(8);
    const order = await app.client().post('/api/payment/service-reserve', reserveBody(service.id, '16:00', date));
    const id = PaymeSandbox.transactionId();
    await payme.create(id, order.body.orderId, 2_000_000);
    await payme.perform(id);
    await runnerAt(13 * 3_600_000).runOnce();
    expect(await slotFree(app, service.id, date, '16:00')).toBe(false);
    expect((await app.client().get(`/api/payment/orders/${order.body.orderId}?token=${order.body.orderToken}`)).body.state).toBe('paid');
  });
});
