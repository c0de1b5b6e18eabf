import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickSign } from '../src/features/payments/click/click.service.ts';
import { planId, signedInClient } from './support/fixtures.ts';
import { PAYME_ENV, PaymeSandbox } from './support/payme-sandbox.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const CLICK = { CLICK_SERVICE_ID: '31415', CLICK_MERCHANT_ID: '27182', CLICK_SECRET_KEY: 'click-secret-key-for-tests' };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ ...PAYME_ENV, ...CLICK });
});
afterAll(() => app.close());

let clickIds = 7_000_000_000_000;
const signTime = '2026-11-23 10:00:00';

/** Click's callback as Click sends it: form-encoded, signed over the raw strings. */
async function click(step: 'prepare' | 'complete', fields: Record<string, string>, options: { badSign?: boolean } = {}) {
  const action = fields.action ?? (step === 'prepare' ? '0' : '1');
  const all = {
    service_id: CLICK.CLICK_SERVICE_ID,
    click_paydoc_id: '555',
    error: '0',
    error_note: 'Success',
    sign_time: signTime,
    action,
    ...fields,
  };
  const sign = clickSign(all, CLICK.CLICK_SECRET_KEY, step === 'complete');
  const body = new URLSearchParams({ ...all, sign_string: options.badSign ? sign.replace(/.$/, (c) => (c === '0' ? '1' : '0')) : sign });
  const response = await fetch(`${app.url}/api/payment/click/${step}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { error: number; error_note: string; merchant_prepare_id?: number; merchant_confirm_id?: number };
}

async function order() {
  const client = await signedInClient(app);
  const reply = await client.post('/api/payment/subscription', { planId: await planId(client, 'asosiy') });
  expect(reply.body.clickUrl).toContain('https://my.click.uz/services/pay?');
  expect(new URL(reply.body.clickUrl).searchParams.get('amount')).toBe('49000.00');
  return { client, orderId: reply.body.orderId as string };
}

describe("Click's Postman matrix (reference/payments.md 4.4)", () => {
  it('runs rows 1-15 with the documented codes', async () => {
    const first = await order();
    const t1 = String(clickIds++);
    const base = { click_trans_id: t1, merchant_trans_id: first.orderId, amount: '49000.00' };
    // 1 bad signature, 2 unknown order, 3 OK.
    expect((await click('prepare', base, { badSign: true })).error).toBe(-1);
    expect((await click('prepare', { ...base, merchant_trans_id: '999999999' })).error).toBe(-5);
    const prepared = await click('prepare', base);
    expect(prepared).toMatchObject({ error: 0, error_note: 'Success', merchant_prepare_id: expect.any(Number) });
    const prepareId = String(prepared.merchant_prepare_id);
    // 4 bad signature, 5 wrong amount, 6 OK, 7 repeat, 8 Click's error on the confirmed payment.
    expect((await click('complete', { ...base, merchant_prepare_id: prepareId }, { badSign: true })).error).toBe(-1);
    expect((await click('complete', { ...base, amount: '300', merchant_prepare_id: prepareId })).error).toBe(-2);
    const completed = await click('complete', { ...base, merchant_prepare_id: prepareId });
    expect(completed).toMatchObject({ error: 0, merchant_confirm_id: prepared.merchant_prepare_id });
    expect((await first.client.get('/api/my-subscription')).body.plan.name).toBe('Asosiy');
    expect((await click('complete', { ...base, merchant_prepare_id: prepareId })).error).toBe(-4);
    expect((await click('complete', { ...base, merchant_prepare_id: prepareId, error: '-5017' })).error).toBe(-9);
    // Still paid: Click's late error changes nothing that was bought.
    expect((await first.client.get('/api/my-subscription')).body.plan.name).toBe('Asosiy');

    // 9 Prepare OK, 10 unknown prepare id, 11 OK.
    const second = await order();
    const t2 = String(clickIds++);
    const base2 = { click_trans_id: t2, merchant_trans_id: second.orderId, amount: '49000.00' };
    const prepared2 = await click('prepare', base2);
    expect(prepared2.error).toBe(0);
    expect((await click('complete', { ...base2, merchant_prepare_id: '999999999' })).error).toBe(-6);
    expect((await click('complete', { ...base2, merchant_prepare_id: String(prepared2.merchant_prepare_id) })).error).toBe(0);

    // 12 Prepare OK, 13 Click cancels, 14 again, 15 confirming the cancelled one.
    const third = await order();
    const t3 = String(clickIds++);
    const base3 = { click_trans_id: t3, merchant_trans_id: third.orderId, amount: '49000' };
    const prepared3 = await click('prepare', base3);
    expect(prepared3.error).toBe(0);
    const id3 = String(prepared3.merchant_prepare_id);
    expect((await click('complete', { ...base3, merchant_prepare_id: id3, error: '-5017' })).error).toBe(-9);
    expect((await click('complete', { ...base3, merchant_prepare_id: id3, error: '-5017' })).error).toBe(-9);
    expect((await click('complete', { ...base3, merchant_prepare_id: id3 })).error).toBe(-9);
    expect((await third.client.get('/api/my-subscription')).body).toBeNull();
  });

  it('answers -3 for an unknown action, -8 for missing fields or another service, and -2 at Prepare for a wrong amount', async () => {
    const { orderId } = await order();
    const base = { click_trans_id: String(clickIds++), merchant_trans_id: orderId, amount: '49000.00' };
    expect((await click('prepare', { ...base, action: '7' })).error).toBe(-3);
    expect((await click('prepare', { ...base, service_id: '1' })).error).toBe(-8);
    expect((await click('prepare', { ...base, amount: '48999.99' })).error).toBe(-2);
    const response = await fetch(`${app.url}/api/payment/click/prepare`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'click_trans_id=1',
    });
    expect(await response.json()).toMatchObject({ error: -8, error_note: 'Error in request from click' });
  });

  it('keeps Payme and Click from both taking one order', async () => {
    const payme = new PaymeSandbox(app.url);
    const { orderId } = await order();
    const prepared = await click('prepare', { click_trans_id: String(clickIds++), merchant_trans_id: orderId, amount: '49000.00' });
    expect(prepared.error).toBe(0);
    expect((await payme.checkPerform(orderId, 4_900_000)).body.error?.code).toBe(-31008);
    expect((await payme.create(PaymeSandbox.transactionId(), orderId, 4_900_000)).body.error?.code).toBe(-31008);

    const other = await order();
    await payme.create(PaymeSandbox.transactionId(), other.orderId, 4_900_000);
    const refused = await click('prepare', { click_trans_id: String(clickIds++), merchant_trans_id: other.orderId, amount: '49000.00' });
    expect(refused.error).toBe(-7);
  });
});
