import { beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_SWEEP_JOB, subscriptionSweepHandler } from '../src/features/payments/payment-jobs.ts';
import { bookingBody, daysAhead } from './support/fixtures.ts';
import { payPlan, poolSql, providerWithReserveFee, reserveBody, usePaymeApp } from './support/payment-fixtures.ts';
import type { PaymeSandbox } from './support/payme-sandbox.ts';
import type { TestApp } from './support/test-app.ts';

/**
 * Plan features do not outlive the plan: every plan-gated action asks the plan in force at its own moment
 * (subscriptions/plan-in-force.queries.ts). A provider who can no longer collect reserve fees gets no new
 * reserve orders, and their service books as an ordinary one.
 */
const world = usePaymeApp();
let app: TestApp;
let payme: PaymeSandbox;
beforeAll(() => {
  ({ app, payme } = world);
});

const sql = poolSql(() => app);

async function expectFeeNoLongerAsked(provider: Awaited<ReturnType<typeof providerWithReserveFee>>, slot: string) {
  const date = daysAhead(9);
  const order = await app.client().post('/api/payment/service-reserve', reserveBody(provider.service.id, slot, date));
  expect(order.status).toBe(409);
  expect(order.body).toEqual({
    code: 'plan_limit',
    message: "Bu xizmat uchun onlayn oldindan to'lov hozir mavjud emas: xizmatni oddiy tarzda band qiling",
  });
  const [orders] = await sql<{ n: number }>('select count(*)::int as n from payment_orders where service_id = $1', [provider.service.id]);
  expect(orders).toEqual({ n: 0 });

  const listed = await app.client().get(`/api/public/services/${provider.user.username}`);
  expect(listed.body.find((s: { id: number }) => s.id === provider.service.id).reserveFee).toBe(0);
  // The provider's own view still shows the fee they set: it applies again once a plan allows it.
  const own = await provider.client.get('/api/services');
  expect(own.body.find((s: { id: number }) => s.id === provider.service.id).reserveFee).toBe(1_000_000);

  const booked = await app.client().post('/api/public/bookings', bookingBody(provider.service.id, date, slot));
  expect(booked.status).toBe(201);
  expect(booked.body.reserveFee).toBe(0);
}

describe('reserve fees ask the plan in force', () => {
  it('open no order once the plan that allowed them is refunded; the service books as an ordinary one', async () => {
    const provider = await providerWithReserveFee(app, payme, 1_000_000);
    const [paid] = await sql<{ paymeId: string }>(
      `select t.payme_id as "paymeId" from payme_transactions t join payment_orders o on o.id = t.order_id
       where o.user_id = $1 and o.kind = 'subscription' and t.state = 2`,
      [provider.user.id],
    );
    // While the plan is in force the fee is asked.
    const before = await app.client().post('/api/public/bookings', bookingBody(provider.service.id, daysAhead(9), '09:00'));
    expect(before.status).toBe(409);
    expect(before.body.code).toBe('payment_required');

    expect((await payme.cancel(paid!.paymeId, 5)).body.result?.state).toBe(-2);
    await expectFeeNoLongerAsked(provider, '10:00');
  });

  it('open no order once the plan has ended by the daily sweep', async () => {
    const provider = await providerWithReserveFee(app, payme, 1_000_000);
    // Paid 31 days ago: its 30 days are over.
    await sql(`update payment_orders set paid_at = now() - interval '31 days' where user_id = $1`, [provider.user.id]);
    await sql(`update user_subscriptions set end_date = now() - interval '1 day' where user_id = $1 and status = 'active'`, [
      provider.user.id,
    ]);
    await subscriptionSweepHandler(app.qabul.deps.pool)(
      { id: '0', kind: SUBSCRIPTION_SWEEP_JOB, key: 'x', attempts: 1, payload: null },
      new Date(),
    );
    await expectFeeNoLongerAsked(provider, '11:00');
  });

  it('ask the fee again once a plan allowing it is paid again', async () => {
    const provider = await providerWithReserveFee(app, payme, 1_000_000);
    await sql(`update user_subscriptions set status = 'expired' where user_id = $1`, [provider.user.id]);
    await payPlan(provider.client, payme, 'asosiy');
    const order = await app.client().post('/api/payment/service-reserve', reserveBody(provider.service.id, '12:00', daysAhead(9)));
    expect(order.status).toBe(201);
  });
});
