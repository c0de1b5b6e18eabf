import { beforeAll, describe, expect, it } from 'vitest';
import { PLAN_ENDING_JOB, planEndingNotices } from '../src/features/payments/plan-ending-notice.ts';
import { PLAN_HANDOVER_JOB, planHandOverHandler } from '../src/features/subscriptions/plan-changes.ts';
import { signedInClient } from './support/fixtures.ts';
import { payPlan, poolSql, usePaymeApp } from './support/payment-fixtures.ts';
import type { PaymeSandbox } from './support/payme-sandbox.ts';
import type { TestApp } from './support/test-app.ts';

/**
 * A subscription's end is derived from the plan payments still standing (ADR 011), in the same transaction as
 * each PerformTransaction and each refund (CancelTransaction of a performed transaction), over Payme's endpoint.
 */
const world = usePaymeApp();
let app: TestApp;
let payme: PaymeSandbox;
beforeAll(() => {
  ({ app, payme } = world);
});

const DAY = 86_400_000;
const sql = poolSql(() => app);
const paidAt = async (orderId: string) =>
  (await sql<{ at: Date }>('select paid_at as at from payment_orders where id = $1', [orderId]))[0]!.at.getTime();

async function mine(client: Awaited<ReturnType<typeof signedInClient>>) {
  const body = (await client.get('/api/my-subscription')).body;
  return body && { plan: body.plan.name as string, end: new Date(body.endDate).getTime() };
}

describe('refunds take back exactly what they bought', () => {
  it('three Asosiy payments give 90 days; refunding the second leaves 60; then refunding the first leaves 30, still Asosiy', async () => {
    const client = await signedInClient(app);
    const first = await payPlan(client, payme, 'asosiy');
    const second = await payPlan(client, payme, 'asosiy');
    const third = await payPlan(client, payme, 'asosiy');
    const start = await paidAt(first.orderId);
    expect(await mine(client)).toEqual({ plan: 'Asosiy', end: start + 90 * DAY });

    expect((await payme.cancel(second.transactionId, 5)).body.result?.state).toBe(-2);
    expect(await mine(client)).toEqual({ plan: 'Asosiy', end: start + 60 * DAY });

    expect((await payme.cancel(first.transactionId, 5)).body.result?.state).toBe(-2);
    // Only the third stands: its 30 days from its payment.
    expect(await mine(client)).toEqual({ plan: 'Asosiy', end: (await paidAt(third.orderId)) + 30 * DAY });
  });

  it('Asosiy, then Premium, then refunding Premium gives Asosiy back with its remaining days', async () => {
    const client = await signedInClient(app);
    const asosiy = await payPlan(client, payme, 'asosiy');
    const premium = await payPlan(client, payme, 'premium');
    const premiumStart = await paidAt(premium.orderId);
    expect(await mine(client)).toEqual({ plan: 'Premium', end: premiumStart + 30 * DAY });

    expect((await payme.cancel(premium.transactionId, 5)).body.result?.state).toBe(-2);
    expect(await mine(client)).toEqual({ plan: 'Asosiy', end: (await paidAt(asosiy.orderId)) + 30 * DAY });
    const rows = await sql<{ n: number }>(
      `select count(*)::int as n from user_subscriptions where status = 'active' and user_id = (
      select user_id from payment_orders where id = $1)`,
      [asosiy.orderId],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('hands over to the lower plan when the upgrade ends: its unspent days resume', async () => {
    const client = await signedInClient(app);
    const asosiy = await payPlan(client, payme, 'asosiy');
    const premium = await payPlan(client, payme, 'premium');
    // As if Asosiy was paid 35 days ago and Premium 31 days ago: Asosiy ran 4 days, Premium 30, Asosiy has 26 left.
    const now = Date.now();
    await sql(`update payment_orders set paid_at = $2 where id = $1`, [asosiy.orderId, new Date(now - 35 * DAY)]);
    await sql(`update payment_orders set paid_at = $2 where id = $1`, [premium.orderId, new Date(now - 31 * DAY)]);
    const [owner] = await sql<{ userId: string }>('select user_id as "userId" from payment_orders where id = $1', [asosiy.orderId]);
    await planHandOverHandler(app.qabul.deps.pool, app.qabul.deps.providerChanged)(
      { id: '0', kind: PLAN_HANDOVER_JOB, key: owner!.userId, attempts: 1, payload: null },
      new Date(now),
    );
    expect(await mine(client)).toEqual({ plan: 'Asosiy', end: now - DAY + 26 * DAY });
  });

  it('does not warn that an upgrade ends when the lower plan takes over then', async () => {
    const client = await signedInClient(app);
    await payPlan(client, payme, 'asosiy');
    await payPlan(client, payme, 'premium');
    const premium = (await client.get('/api/my-subscription')).body;
    const threeDaysBefore = new Date(new Date(premium.endDate).getTime() - 3 * DAY + 60_000);
    await planEndingNotices(app.qabul.deps.pool, threeDaysBefore);
    const planned = await sql(`select key from background_jobs where kind = $1 and key like $2`, [PLAN_ENDING_JOB, `${premium.id}:%`]);
    expect(planned).toEqual([]);
  });
});
