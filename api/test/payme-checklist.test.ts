import { beforeAll, describe, expect, it } from 'vitest';
import { asosiyOrder, usePaymeApp } from './support/payment-fixtures.ts';
import { PAYME_ENV, PaymeSandbox } from './support/payme-sandbox.ts';
import type { TestApp } from './support/test-app.ts';

/** reference/payments.md section 3: the sandbox's two scenarios and the checks derived from them, over HTTP. */
const world = usePaymeApp();
let app: TestApp;
let payme: PaymeSandbox;
beforeAll(() => {
  ({ app, payme } = world);
});

const METHODS: Array<[string, Record<string, unknown>]> = [
  ['CheckPerformTransaction', { amount: 4_900_000, account: { order_id: '1' } }],
  ['CreateTransaction', { id: PaymeSandbox.transactionId(), time: Date.now(), amount: 4_900_000, account: { order_id: '1' } }],
  ['PerformTransaction', { id: PaymeSandbox.transactionId() }],
  ['CancelTransaction', { id: PaymeSandbox.transactionId(), reason: 1 }],
  ['CheckTransaction', { id: PaymeSandbox.transactionId() }],
  ['GetStatement', { from: 0, to: Date.now() }],
  ['ChangePassword', { password: 'x' }],
];

describe('scenario 1, step 1: wrong credentials', () => {
  it('answers -32504 with HTTP 200 to every method, whatever the wrong credentials are', async () => {
    const wrong = [
      `Basic ${Buffer.from(`Paycom:${PAYME_ENV.PAYME_KEY}x`).toString('base64')}`,
      `Basic ${Buffer.from(`Payme:${PAYME_ENV.PAYME_KEY}`).toString('base64')}`,
      `Basic ${Buffer.from(`:${PAYME_ENV.PAYME_KEY}`).toString('base64')}`,
      `Basic ${Buffer.from(PAYME_ENV.PAYME_KEY).toString('base64')}`,
      'Basic !!!',
      `Bearer ${PAYME_ENV.PAYME_KEY}`,
      null,
    ];
    for (const [method, params] of METHODS) {
      for (const authorization of wrong) {
        const reply = await payme.call(method, params, { authorization });
        expect(reply.status).toBe(200);
        expect(reply.body.error?.code, `${method} with ${authorization}`).toBe(-32504);
        expect(reply.body.error?.message).toMatchObject({ uz: expect.any(String), ru: expect.any(String), en: expect.any(String) });
        expect(reply.body.result).toBeUndefined();
      }
    }
  });
});

describe('scenario 1, steps 2-3: wrong amount, unknown order', () => {
  it('answers -31001 for an amount one tiyin off', async () => {
    const { orderId, amount } = await asosiyOrder(app);
    for (const wrong of [amount - 1, amount + 1, amount * 100]) {
      expect((await payme.checkPerform(orderId, wrong)).body.error?.code).toBe(-31001);
      expect((await payme.create(PaymeSandbox.transactionId(), orderId, wrong)).body.error?.code).toBe(-31001);
    }
  });

  it('answers -31050 with data "order_id" and a localized message for an order that does not exist', async () => {
    for (const orderId of ['999999999', 'abc', '']) {
      const check = await payme.checkPerform(orderId, 4_900_000);
      expect(check.body.error).toMatchObject({ code: -31050, data: 'order_id' });
      expect(check.body.error?.message.uz.length).toBeGreaterThan(0);
      expect(check.body.error?.message.ru.length).toBeGreaterThan(0);
      const create = await payme.create(PaymeSandbox.transactionId(), orderId, 4_900_000);
      expect(create.body.error).toMatchObject({ code: -31050, data: 'order_id' });
    }
    const missing = await payme.call('CheckPerformTransaction', { amount: 4_900_000, account: {} });
    expect(missing.body.error).toMatchObject({ code: -31050, data: 'order_id' });
  });
});

describe('scenario 1, steps 4-6: create and cancel an unconfirmed transaction', () => {
  it('allows, creates, replays identically, refuses a second id with -31008, cancels twice identically', async () => {
    const { orderId, amount } = await asosiyOrder(app);
    expect((await payme.checkPerform(orderId, amount)).body.result).toEqual({ allow: true });

    const id = PaymeSandbox.transactionId();
    const time = Date.now() - 5_000;
    const first = await payme.create(id, orderId, amount, time);
    expect(first.body.result).toMatchObject({ state: 1, transaction: expect.stringMatching(/^\d+$/), receivers: null });
    expect(first.body.result.create_time).toBeGreaterThan(time);
    const replay = await payme.create(id, orderId, amount, time);
    expect(replay.body.result).toEqual(first.body.result);

    const checked = await payme.check(id);
    expect(checked.body.result).toEqual({
      create_time: first.body.result.create_time,
      perform_time: 0,
      cancel_time: 0,
      transaction: first.body.result.transaction,
      state: 1,
      reason: null,
    });
    expect((await payme.checkPerform(orderId, amount)).body.error?.code).toBe(-31008);
    const second = await payme.create(PaymeSandbox.transactionId(), orderId, amount);
    expect(second.body.error?.code).toBe(-31008);
    expect(second.body.error?.message.ru).toBe('Невозможно выполнить операцию');

    const cancelled = await payme.cancel(id, 3);
    expect(cancelled.body.result).toMatchObject({ transaction: first.body.result.transaction, state: -1 });
    expect(cancelled.body.result.cancel_time).toBeGreaterThanOrEqual(first.body.result.create_time);
    const again = await payme.cancel(id, 5);
    expect(again.body.result).toEqual(cancelled.body.result);
    const afterCancel = await payme.check(id);
    expect(afterCancel.body.result).toMatchObject({
      state: -1,
      reason: 3,
      perform_time: 0,
      cancel_time: cancelled.body.result.cancel_time,
    });

    // Cancelled transactions are dead: Perform and a Create replay both refuse.
    expect((await payme.perform(id)).body.error?.code).toBe(-31008);
    expect((await payme.create(id, orderId, amount, time)).body.error?.code).toBe(-31008);
  });

  it('lets a new transaction pay after an earlier one was cancelled (a cancelled one never blocks the order)', async () => {
    const { client, orderId, amount } = await asosiyOrder(app);
    const first = PaymeSandbox.transactionId();
    await payme.create(first, orderId, amount);
    await payme.cancel(first, 2);
    const second = PaymeSandbox.transactionId();
    expect((await payme.checkPerform(orderId, amount)).body.result).toEqual({ allow: true });
    expect((await payme.create(second, orderId, amount)).body.result.state).toBe(1);
    expect((await payme.perform(second)).body.result.state).toBe(2);
    expect((await client.get('/api/my-subscription')).body.plan.name).toBe('Asosiy');
  });
});

describe('scenario 2: create, perform, then cancel the performed transaction', () => {
  it('performs once (identical replay), refunds with -2 (identical replay), and every check agrees', async () => {
    const { client, orderId, amount } = await asosiyOrder(app);
    expect((await payme.checkPerform(orderId, amount)).body.result).toEqual({ allow: true });
    const id = PaymeSandbox.transactionId();
    const created = await payme.create(id, orderId, amount);
    expect((await payme.create(id, orderId, amount)).body.result).toEqual(created.body.result);
    expect((await payme.check(id)).body.result.state).toBe(1);
    expect((await payme.create(PaymeSandbox.transactionId(), orderId, amount)).body.error?.code).toBe(-31008);

    const performed = await payme.perform(id);
    expect(performed.body.result).toMatchObject({ transaction: created.body.result.transaction, state: 2 });
    const replay = await payme.perform(id);
    expect(replay.body.result).toEqual(performed.body.result);
    expect((await payme.check(id)).body.result).toMatchObject({
      state: 2,
      perform_time: performed.body.result.perform_time,
      cancel_time: 0,
    });
    expect((await client.get('/api/my-subscription')).body).toMatchObject({ status: 'active', plan: { name: 'Asosiy' } });

    // A performed transaction cannot be created again, and the paid order takes no other.
    expect((await payme.create(id, orderId, amount)).body.error?.code).toBe(-31008);
    expect((await payme.create(PaymeSandbox.transactionId(), orderId, amount)).body.error?.code).toBe(-31008);
    expect((await payme.checkPerform(orderId, amount)).body.error?.code).toBe(-31008);

    const refunded = await payme.cancel(id, 5);
    expect(refunded.body.result).toMatchObject({ transaction: created.body.result.transaction, state: -2 });
    expect((await payme.cancel(id, 5)).body.result).toEqual(refunded.body.result);
    expect((await payme.check(id)).body.result).toMatchObject({
      state: -2,
      reason: 5,
      perform_time: performed.body.result.perform_time,
      cancel_time: refunded.body.result.cancel_time,
    });
    expect((await payme.perform(id)).body.error?.code).toBe(-31008);
    // The refund took the plan back.
    expect((await client.get('/api/my-subscription')).body).toBeNull();
  });

  it('answers -31003 for transactions it never created', async () => {
    const unknown = PaymeSandbox.transactionId();
    expect((await payme.perform(unknown)).body.error?.code).toBe(-31003);
    expect((await payme.cancel(unknown, 1)).body.error?.code).toBe(-31003);
    expect((await payme.check(unknown)).body.error?.code).toBe(-31003);
  });
});

describe('GetStatement', () => {
  it('lists every state in [from, to] by Payme time, inclusive, oldest first, with amounts in tiyin', async () => {
    const base = Date.now() - 60_000;
    const ids: string[] = [];
    const orders = [];
    for (let i = 0; i < 4; i += 1) orders.push(await asosiyOrder(app));
    // Created in reverse time order on purpose: the list must sort by Payme's time, not ours.
    for (let i = 3; i >= 0; i -= 1) {
      const id = PaymeSandbox.transactionId();
      ids[i] = id;
      await payme.create(id, orders[i]!.orderId, orders[i]!.amount, base + i * 1000);
    }
    await payme.perform(ids[1]!);
    await payme.cancel(ids[2]!, 3);
    await payme.perform(ids[3]!);
    await payme.cancel(ids[3]!, 5);
    // An error never makes a transaction.
    await payme.create(PaymeSandbox.transactionId(), orders[0]!.orderId, 1, base + 500);

    const all = await payme.statement(base, base + 3000);
    expect(all.body.result.transactions.map((t: { id: string }) => t.id)).toEqual(ids);
    expect(all.body.result.transactions.map((t: { state: number }) => t.state)).toEqual([1, 2, -1, -2]);
    expect(all.body.result.transactions[0]).toEqual({
      id: ids[0],
      time: base,
      amount: 4_900_000,
      account: { order_id: orders[0]!.orderId },
      create_time: expect.any(Number),
      perform_time: 0,
      cancel_time: 0,
      transaction: expect.stringMatching(/^\d+$/),
      state: 1,
      reason: null,
      receivers: null,
    });
    const inner = await payme.statement(base + 1000, base + 2000);
    expect(inner.body.result.transactions.map((t: { id: string }) => t.id)).toEqual([ids[1], ids[2]]);
    expect((await payme.statement(base - 10_000, base - 1)).body.result).toEqual({ transactions: [] });
  });
});

describe('the envelope', () => {
  it('always answers HTTP 200 JSON, echoes the id, and maps protocol errors to their codes', async () => {
    const parse = await payme.raw('{"method": "CheckTransaction", ');
    expect(parse.status).toBe(200);
    expect(parse.contentType).toMatch(/application\/json/);
    expect(parse.body.error?.code).toBe(-32700);

    const unknown = await payme.raw(JSON.stringify({ method: 'ChangePassword', params: { password: 'x' }, id: 7 }));
    expect(unknown.body).toMatchObject({ id: 7, error: { code: -32601, data: 'ChangePassword' } });

    const noParams = await payme.raw(JSON.stringify({ method: 'CheckTransaction', id: 8 }));
    expect(noParams.body).toMatchObject({ id: 8, error: { code: -32600 } });
    const badParams = await payme.raw(JSON.stringify({ method: 'CreateTransaction', params: { id: 'x', time: 'now' }, id: 9 }));
    expect(badParams.body).toMatchObject({ id: 9, error: { code: -32600 } });

    const get = await payme.raw('', { method: 'GET' });
    expect(get.status).toBe(200);
    expect(get.body.error?.code).toBe(-32300);

    // Any content type: Payme sends text/json.
    const plain = await payme.raw(JSON.stringify({ method: 'CheckTransaction', params: { id: 'nope' }, id: 'abc' }), {
      contentType: 'text/plain',
    });
    expect(plain.body).toMatchObject({ id: 'abc', error: { code: -31003 } });

    // Auth comes first, even before the body is understood.
    const unauthorized = await payme.raw('not json at all', { authorization: null });
    expect(unauthorized.body.error?.code).toBe(-32504);
  });
});

describe('the 12-hour rule', () => {
  it('refuses to create a transaction Payme made more than 12 hours ago', async () => {
    const { orderId, amount } = await asosiyOrder(app);
    const stale = await payme.create(PaymeSandbox.transactionId(), orderId, amount, Date.now() - 43_200_001);
    expect(stale.body.error?.code).toBe(-31008);
    const fresh = await payme.create(PaymeSandbox.transactionId(), orderId, amount, Date.now() - 43_100_000);
    expect(fresh.body.result.state).toBe(1);
  });
});
