import { beforeAll, describe, expect, it } from 'vitest';
import { decodeCheckoutPayload } from '../src/features/payments/checkout-link.ts';
import { bookingBody, daysAhead, planId, providerWithService, signedInClient } from './support/fixtures.ts';
import { payPlan, providerWithReserveFee, reserveBody, slotFree, usePaymeApp } from './support/payment-fixtures.ts';
import { PAYME_ENV, PaymeSandbox } from './support/payme-sandbox.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const world = usePaymeApp();
let app: TestApp;
let payme: PaymeSandbox;
beforeAll(() => {
  ({ app, payme } = world);
});

const DAY = 86_400_000;
const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  app.qabul.deps.pool.query(text, values).then((r) => r.rows as T[]);

describe('POST /api/payment/subscription', () => {
  it("answers 201 with the order and Payme's GET checkout link for the plan's price", async () => {
    const client = await signedInClient(app);
    const reply = await client.post('/api/payment/subscription', { planId: await planId(client, 'premium') });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      orderId: expect.stringMatching(/^\d+$/),
      amount: 14_900_000,
      state: 'waiting',
      planName: 'Premium',
      clickUrl: null,
    });
    const url = new URL(reply.body.paymentUrl);
    expect(url.origin).toBe('https://checkout.paycom.uz');
    expect(decodeCheckoutPayload(url.pathname.slice(1))).toEqual({
      m: PAYME_ENV.PAYME_MERCHANT_ID,
      'ac.order_id': reply.body.orderId,
      a: '14900000',
      l: 'uz',
      c: `${app.url}/payment/return?order=${reply.body.orderId}&token=${reply.body.orderToken}`,
    });
    const [ledger] = await sql('select amount::text, type, status, order_id::text from payment_transactions where order_id = $1', [
      reply.body.orderId,
    ]);
    expect(ledger).toEqual({ amount: '14900000', type: 'subscription', status: 'pending', order_id: reply.body.orderId });
    const [activity] = await sql(`select action from platform_activity where entity_type = 'payment_order' and entity_id = $1`, [
      reply.body.orderId,
    ]);
    expect(activity).toEqual({ action: 'payment_order_created' });
  });

  it('needs a signed-in user', async () => {
    const reply = await app.client().post('/api/payment/subscription', { planId: 2 });
    expect(reply.status).toBe(401);
  });

  it('refuses bad input, unknown plans and the free plan', async () => {
    const client = await signedInClient(app);
    expect((await client.post('/api/payment/subscription', { planId: 'x' })).status).toBe(400);
    expect((await client.post('/api/payment/subscription', {})).status).toBe(400);
    expect((await client.post('/api/payment/subscription', { planId: 99999 })).status).toBe(404);
    const free = await client.post('/api/payment/subscription', { planId: await planId(client, 'freemium') });
    expect(free.status).toBe(400);
    expect(free.body.code).toBe('validation');
  });

  it("keeps the amount fixed: a later price change does not alter an order's price", async () => {
    const client = await signedInClient(app);
    const asosiy = await planId(client, 'asosiy');
    const order = await client.post('/api/payment/subscription', { planId: asosiy });
    await sql('update subscription_plans set price = 5000000 where id = $1', [asosiy]);
    try {
      expect((await payme.checkPerform(order.body.orderId, 4_900_000)).body.result).toEqual({ allow: true });
      expect((await payme.checkPerform(order.body.orderId, 5_000_000)).body.error?.code).toBe(-31001);
    } finally {
      await sql('update subscription_plans set price = 4900000 where id = $1', [asosiy]);
    }
  });

  it("shows an order's state to the return page, and 404 for unknown ids", async () => {
    const client = await signedInClient(app);
    const { orderId, orderToken } = await payPlan(client, payme, 'asosiy');
    const reply = await app.client().get(`/api/payment/orders/${orderId}?token=${orderToken}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ orderId, kind: 'subscription', state: 'paid', amount: 4_900_000 });
    expect((await app.client().get(`/api/payment/orders/99999999?token=${orderToken}`)).status).toBe(404);
    expect((await app.client().get('/api/payment/orders/abc')).status).toBe(404);
  });
});

describe('GET /api/payment/orders/:id: who may read an order', () => {
  it('anonymous enumeration of /api/payment/orders/1..N reads nothing', async () => {
    const provider = await signedInClient(app);
    await provider.post('/api/payment/subscription', { planId: await planId(provider, 'premium') });
    const { service } = await providerWithReserveFee(app, payme, 1_500_000);
    const reserve = await app.client().post('/api/payment/service-reserve', reserveBody(service.id, '09:00', daysAhead(9)));
    expect(reserve.status).toBe(201);
    const last = (await sql<{ last: string }>('select max(id)::text as last from payment_orders'))[0]!.last;
    const outsider = app.client();
    const answers = await Promise.all(
      Array.from({ length: Number(last) }, (_, i) => outsider.get(`/api/payment/orders/${i + 1}`).then((r) => [i + 1, r.status, r.body])),
    );
    expect(answers.filter(([, status]) => status !== 404)).toEqual([]);
    expect(answers.every(([, , body]) => body.code === 'not_found' && typeof body.message === 'string')).toBe(true);
  });

  it("the order's own token, its provider's session and a reserve fee's client token read it; others get 404", async () => {
    const owner = await signedInClient(app);
    const plan = await owner.post('/api/payment/subscription', { planId: await planId(owner, 'asosiy') });
    expect(plan.body.orderToken).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    // The return link Payme brings the payer back by carries the token.
    const back = new URL(decodeCheckoutPayload(new URL(plan.body.paymentUrl).pathname.slice(1)).c!);
    expect(back.searchParams.get('token')).toBe(plan.body.orderToken);
    const path = `/api/payment/orders/${plan.body.orderId}`;
    expect((await app.client().get(`${path}?token=${plan.body.orderToken}`)).status).toBe(200);
    expect((await owner.get(path)).status).toBe(200);
    const stranger = await signedInClient(app);
    expect((await stranger.get(path)).status).toBe(404);
    expect(
      (await app.client().get(`${path}?token=${plan.body.orderToken.replace(/.$/, (c: string) => (c === 'a' ? 'b' : 'a'))}`)).status,
    ).toBe(404);
    expect((await app.client().get(`${path}?token=`)).status).toBe(404);

    const provider = await providerWithReserveFee(app, payme, 1_500_000);
    const reserve = await app.client().post('/api/payment/service-reserve', reserveBody(provider.service.id, '10:30', daysAhead(9)));
    const reservePath = `/api/payment/orders/${reserve.body.orderId}`;
    const read = await app.client().get(`${reservePath}?token=${encodeURIComponent(reserve.body.clientToken)}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ kind: 'service_reserve', state: 'waiting', bookingId: reserve.body.bookingId });
    expect((await app.client().get(`${reservePath}?token=${reserve.body.orderToken}`)).status).toBe(200);
    expect((await provider.client.get(reservePath)).status).toBe(200);
    expect((await owner.get(reservePath)).status).toBe(404);
    // A booking's client token opens only its own order.
    expect((await app.client().get(`${path}?token=${encodeURIComponent(reserve.body.clientToken)}`)).status).toBe(404);
  });
});

describe('what a plan payment buys', () => {
  it('starts the plan for 30 days, extends it by paying again, and a refund takes back only those days', async () => {
    const client = await signedInClient(app);
    const first = await payPlan(client, payme, 'asosiy');
    const active = (await client.get('/api/my-subscription')).body;
    expect(active).toMatchObject({ status: 'active', plan: { name: 'Asosiy' } });
    const end1 = new Date(active.endDate).getTime();
    expect(Math.round((end1 - Date.now()) / DAY)).toBe(30);

    const second = await payPlan(client, payme, 'asosiy');
    const extended = (await client.get('/api/my-subscription')).body;
    expect(extended.id).toBe(active.id);
    expect(new Date(extended.endDate).getTime() - end1).toBe(30 * DAY);

    await payme.cancel(second.transactionId, 5);
    expect(new Date((await client.get('/api/my-subscription')).body.endDate).getTime()).toBe(end1);
    const [ledger] = await sql('select status from payment_transactions where order_id = $1', [second.orderId]);
    expect(ledger).toEqual({ status: 'refunded' });
    const actions = await sql<{ action: string }>(
      `select action from platform_activity where entity_type = 'payment_order' and entity_id = $1 order by id`,
      [second.orderId],
    );
    expect(actions.map((a) => a.action)).toEqual(['payment_order_created', 'payment_performed', 'payment_refunded']);
    expect(first.orderId).not.toBe(second.orderId);
  });

  it('replaces the plan in force when a different plan is paid', async () => {
    const client = await signedInClient(app);
    await payPlan(client, payme, 'asosiy');
    await payPlan(client, payme, 'premium');
    const now = (await client.get('/api/my-subscription')).body;
    expect(now.plan.name).toBe('Premium');
    expect(Math.round((new Date(now.endDate).getTime() - Date.now()) / DAY)).toBe(30);
  });
});

describe('reserve fees', () => {
  it('holds the slot, refuses booking around the payment, and on payment marks the fee paid with the commission split', async () => {
    const { service } = await providerWithReserveFee(app, payme, 5_000_000);
    const date = daysAhead(3);
    // A client cannot book around the payment.
    const direct = await app.client().post('/api/public/bookings', bookingBody(service.id, date, '11:00'));
    expect(direct.status).toBe(409);
    expect(direct.body.code).toBe('payment_required');

    const order = await app.client().post('/api/payment/service-reserve', reserveBody(service.id, '10:00', date));
    expect(order.status).toBe(201);
    const unpaid = await app.client().get(`/api/booking-details/${order.body.bookingId}`);
    expect(unpaid.body).toMatchObject({ reserveFeeAmount: 5_000_000, reserveFeePaid: false });
    expect(order.body).toMatchObject({
      kind: 'service_reserve',
      amount: 5_000_000,
      state: 'waiting',
      bookingId: expect.any(String),
      clientToken: expect.any(String),
    });
    expect(await slotFree(app, service.id, date, '10:00')).toBe(false);
    // Nobody is told before the fee is paid.
    expect(
      await sql(`select 1 from reminder_schedules where booking_id = $1 and reminder_type = 'booking_created'`, [order.body.bookingId]),
    ).toEqual([]);
    // The same slot cannot be held twice.
    const twice = await app.client().post('/api/payment/service-reserve', reserveBody(service.id, '10:00', date));
    expect(twice.status).toBe(409);

    const id = PaymeSandbox.transactionId();
    expect((await payme.create(id, order.body.orderId, 5_000_000)).body.result.state).toBe(1);
    expect((await payme.perform(id)).body.result.state).toBe(2);
    const [ledger] = await sql(
      'select status, commission_amount::int as c, provider_amount::int as p, commission_rate::text as r from payment_transactions where order_id = $1',
      [order.body.orderId],
    );
    expect(ledger).toEqual({ status: 'performed', c: 250_000, p: 4_750_000, r: '5.00' });
    const notices = await sql<{ recipient_type: string }>(
      `select recipient_type from reminder_schedules where booking_id = $1 and reminder_type = 'booking_created' order by recipient_type`,
      [order.body.bookingId],
    );
    expect(notices.map((n) => n.recipient_type)).toEqual(['client', 'provider']);
    expect(await slotFree(app, service.id, date, '10:00')).toBe(false);
    const details = await app.client().get(`/api/booking-details/${order.body.bookingId}?token=${order.body.clientToken}`);
    expect(details.body).toMatchObject({ reserveFeeAmount: 5_000_000, reserveFeePaid: true, status: 'pending', hasClientAccess: true });
  });

  it('frees the slot when Payme cancels the unpaid transaction, and cancels the booking on a refund', async () => {
    const { service } = await providerWithReserveFee(app, payme, 1_000_000);
    const date = daysAhead(4);
    const order = await app.client().post('/api/payment/service-reserve', reserveBody(service.id, '12:00', date));
    const id = PaymeSandbox.transactionId();
    await payme.create(id, order.body.orderId, 1_000_000);
    await payme.cancel(id, 2);
    expect(await slotFree(app, service.id, date, '12:00')).toBe(true);
    const [booking] = await sql('select status from bookings where id = $1', [order.body.bookingId]);
    expect(booking).toEqual({ status: 'cancelled' });
    expect((await app.client().get(`/api/payment/orders/${order.body.orderId}?token=${order.body.orderToken}`)).body.state).toBe(
      'cancelled',
    );

    const paid = await app.client().post('/api/payment/service-reserve', reserveBody(service.id, '12:00', date));
    expect(paid.status).toBe(201);
    const id2 = PaymeSandbox.transactionId();
    await payme.create(id2, paid.body.orderId, 1_000_000);
    await payme.perform(id2);
    await payme.cancel(id2, 5);
    expect(await slotFree(app, service.id, date, '12:00')).toBe(true);
    expect((await app.client().get(`/api/payment/orders/${paid.body.orderId}?token=${paid.body.orderToken}`)).body.state).toBe('refunded');
    const told = await sql(`select 1 from reminder_schedules where booking_id = $1 and reminder_type = 'booking_cancelled'`, [
      paid.body.bookingId,
    ]);
    expect(told).toHaveLength(2);
  });

  it('refuses bad input, unknown services and services without a reserve fee', async () => {
    const { service } = await providerWithService(app);
    expect((await app.client().post('/api/payment/service-reserve', { ...reserveBody(service.id), clientPhone: '' })).status).toBe(400);
    expect(
      (await app.client().post('/api/payment/service-reserve', { ...reserveBody(service.id), bookingDate: '2026-02-30' })).status,
    ).toBe(400);
    expect((await app.client().post('/api/payment/service-reserve', reserveBody(999_999))).status).toBe(404);
    const free = await app.client().post('/api/payment/service-reserve', reserveBody(service.id));
    expect(free.status).toBe(400);
  });
});

describe('the IP allow-list', () => {
  it("refuses calls from other addresses even with the right key, and serves Payme's", async () => {
    const guarded = await startTestApp({ ...PAYME_ENV, PAYME_ALLOWED_IPS: '185.234.113.1, 185.234.113.2' });
    try {
      const sandbox = new PaymeSandbox(guarded.url);
      const outside = await sandbox.call('CheckTransaction', { id: 'x' }, { forwardedFor: '10.1.2.3' });
      expect(outside.body.error?.code).toBe(-32504);
      const inside = await sandbox.call('CheckTransaction', { id: 'x' }, { forwardedFor: '185.234.113.2' });
      expect(inside.body.error?.code).toBe(-31003);
    } finally {
      await guarded.close();
    }
  });
});

describe('GET /api/payment/history', () => {
  it("lists the provider's own paid orders with receipt facts, newest first, and nobody else's", async () => {
    const client = await signedInClient(app);
    const first = await payPlan(client, payme, 'asosiy');
    const second = await payPlan(client, payme, 'premium');
    await payme.cancel(second.transactionId, 5);
    // An unpaid attempt is not a payment.
    await client.post('/api/payment/subscription', { planId: await planId(client, 'asosiy') });
    const other = await signedInClient(app);
    await payPlan(other, payme, 'asosiy');

    const history = await client.get('/api/payment/history');
    expect(history.status).toBe(200);
    expect(history.body.map((r: { orderId: string; state: string }) => [r.orderId, r.state])).toEqual([
      [second.orderId, 'refunded'],
      [first.orderId, 'paid'],
    ]);
    expect(history.body[1]).toMatchObject({
      kind: 'subscription',
      planName: 'Asosiy',
      amount: 4_900_000,
      currency: 'UZS',
      paidBy: 'payme',
      paymeTransactionId: first.transactionId,
      paidAt: expect.any(String),
    });
    expect((await app.client().get('/api/payment/history')).status).toBe(401);
  });
});
