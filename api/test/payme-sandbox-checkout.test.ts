import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAhead, planId, providerWithService, signedInClient } from './support/fixtures.ts';
import { reserveBody, setReserveFee, slotFree } from './support/payment-fixtures.ts';
import { PAYME_ENV, PaymeSandbox } from './support/payme-sandbox.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// Without Payme credentials outside production, the app's own checkout plays Payme through the same merchant logic.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  app.qabul.deps.pool.query(text, values).then((r) => r.rows as T[]);

async function sandboxPay(paymentUrl: string, action: 'pay' | 'cancel') {
  const payload = new URL(paymentUrl).pathname.split('/').at(-1)!;
  const page = await app.client().get(`/api/payment/sandbox/${payload}`);
  expect(page.status).toBe(200);
  const done = await app.client().post(`/api/payment/sandbox/${page.body.orderId}/${action}`);
  expect(done.status).toBe(200);
  return { page: page.body, done: done.body };
}

describe('the sandbox checkout', () => {
  it('pays a plan end to end: the link opens our checkout, "To\'lash" activates the plan for 30 days', async () => {
    const client = await signedInClient(app);
    const order = await client.post('/api/payment/subscription', { planId: await planId(client, 'asosiy') });
    expect(order.status).toBe(201);
    expect(order.body.paymentUrl.startsWith(`${app.url}/payment/checkout/`)).toBe(true);
    const { page, done } = await sandboxPay(order.body.paymentUrl, 'pay');
    expect(page).toMatchObject({ merchantName: 'Qabul', orderId: order.body.orderId, amount: 4_900_000, state: 'waiting' });
    expect(page.returnUrl).toBe(`${app.url}/payment/return?order=${order.body.orderId}&token=${order.body.orderToken}`);
    expect(done.state).toBe('paid');
    const mine = (await client.get('/api/my-subscription')).body;
    expect(mine).toMatchObject({ status: 'active', plan: { name: 'Asosiy' } });
    expect(Math.round((new Date(mine.endDate).getTime() - Date.now()) / 86_400_000)).toBe(30);
    // It went through Payme's methods: a performed Payme transaction is on record.
    const [tx] = await app.qabul.deps.pool
      .query('select state from payme_transactions where order_id = $1', [order.body.orderId])
      .then((r) => r.rows);
    expect(tx.state).toBe(2);
    // A paid order cannot be paid again.
    expect((await app.client().post(`/api/payment/sandbox/${order.body.orderId}/pay`)).status).toBe(409);
  });

  it('"Bekor qilish" on a reserve fee frees the slot', async () => {
    const provider = await providerWithService(app);
    const asosiy = await provider.client.post('/api/payment/subscription', { planId: await planId(provider.client, 'asosiy') });
    await sandboxPay(asosiy.body.paymentUrl, 'pay');
    const s = await setReserveFee(provider.client, provider.service, 3_000_000);
    const date = daysAhead(2);
    const order = await app.client().post('/api/payment/service-reserve', reserveBody(s.id, '11:00', date));
    expect(order.status).toBe(201);
    expect(await slotFree(app, s.id, date, '11:00')).toBe(false);
    const { done } = await sandboxPay(order.body.paymentUrl, 'cancel');
    expect(done.state).toBe('cancelled');
    expect(await slotFree(app, s.id, date, '11:00')).toBe(true);
  });

  it('every link opens our checkout, whatever the order number, amount and origin the app is reached on', async () => {
    const client = await signedInClient(app);
    const plans = [await planId(client, 'asosiy'), await planId(client, 'premium')];
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 1n, max: 9_000_000_000_000_000n }),
        fc.constantFrom(...plans),
        fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: null }),
        async (nextId, plan, port) => {
          // The next order gets this number (or the next free one, when a shrunk run asks for one already used).
          const next = `select setval('payment_orders_id_seq', greatest($1::bigint, (select coalesce(max(id), 0) + 1 from payment_orders)), false)::text as id`;
          const id = (await sql<{ id: string }>(next, [String(nextId)]))[0]!.id;
          const host = port === null ? 'localhost' : `localhost:${port}`;
          const reachedAt = { 'x-forwarded-host': host, origin: `http://${host}` };
          const order = await client.post('/api/payment/subscription', { planId: plan }, reachedAt);
          expect(order.status).toBe(201);
          const link = new URL(order.body.paymentUrl);
          expect(link.host).toBe(host);
          // The web app's route is payment/checkout/:payload, one segment.
          expect(link.pathname).toMatch(/^\/payment\/checkout\/[A-Za-z0-9_-]+$/);
          const { page } = await sandboxPay(order.body.paymentUrl, 'cancel');
          expect(page).toMatchObject({ orderId: id, amount: order.body.amount, state: 'waiting' });
          expect(new URL(page.returnUrl).searchParams.get('token')).toBe(order.body.orderToken);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('still reads a link made in standard base64 whose "/" arrives percent-encoded', async () => {
    const client = await signedInClient(app);
    const order = await client.post('/api/payment/subscription', { planId: await planId(client, 'asosiy') });
    const params = `m=qabul-sandbox;ac.order_id=${order.body.orderId};a=${order.body.amount};l=uz;c=${app.url}/payment/return?order=${order.body.orderId}?/`;
    const standard = Buffer.from(params).toString('base64');
    expect(standard).toMatch(/[/+]/);
    const page = await app.client().get(`/api/payment/sandbox/${encodeURIComponent(standard)}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ orderId: order.body.orderId, amount: order.body.amount });
  });

  it('answers 404 for unknown orders, and the merchant endpoint accepts no key at all', async () => {
    expect((await app.client().post('/api/payment/sandbox/99999999/pay')).status).toBe(404);
    expect((await app.client().post('/api/payment/sandbox/1/refund')).status).toBe(404);
    const reply = await new PaymeSandbox(app.url).call('CheckTransaction', { id: 'x' });
    expect(reply.body.error?.code).toBe(-32504);
  });
});

describe('with real Payme credentials', () => {
  it('has no sandbox checkout', async () => {
    const real = await startTestApp(PAYME_ENV);
    try {
      const client = await signedInClient(real);
      const order = await client.post('/api/payment/subscription', { planId: await planId(client, 'asosiy') });
      expect(order.body.paymentUrl.startsWith('https://checkout.paycom.uz/')).toBe(true);
      expect((await real.client().post(`/api/payment/sandbox/${order.body.orderId}/pay`)).status).toBe(404);
    } finally {
      await real.close();
    }
  });
});

describe('in production without credentials', () => {
  it('answers 503 payments_unavailable with an Uzbek message', async () => {
    const production = await startTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'http://localhost:1' });
    try {
      const client = production.client();
      const reserve = await client.post('/api/payment/service-reserve', reserveBody(1));
      expect(reserve.status).toBe(503);
      expect(reserve.body).toMatchObject({ code: 'payments_unavailable', message: expect.stringContaining("to'lov") });
    } finally {
      await production.close();
    }
  });
});
