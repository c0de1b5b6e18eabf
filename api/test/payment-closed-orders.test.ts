import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickSign } from '../src/features/payments/click/click.service.ts';
import { HOLD_JOB, holdExpiryHandler } from '../src/features/payments/payment-jobs.ts';
import { cancelAsClient } from '../src/features/bookings/index.ts';
import { decideAsProvider } from '../src/features/telegram/telegram-bookings.ts';
import { adminPanelClient } from './support/admin-fixtures.ts';
import { daysAhead } from './support/fixtures.ts';
import { poolSql, providerWithReserveFee, reserveBody } from './support/payment-fixtures.ts';
import { PAYME_ENV, PaymeSandbox } from './support/payme-sandbox.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * An order can only be paid while what it buys is still there (DECISIONS.md "Payments"): whoever cancels a
 * reserve-fee booking, and however its slot goes to someone else, its order is closed in the same transaction.
 * Payme's CheckPerform and Create then answer -31050, a transaction it had already created is cancelled
 * (state -1, reason 3) so Perform answers -31008, and Click's Prepare answers -5.
 */
const CLICK = { CLICK_SERVICE_ID: '31415', CLICK_MERCHANT_ID: '27182', CLICK_SECRET_KEY: 'click-secret-key-for-tests' };

let app: TestApp;
let payme: PaymeSandbox;
beforeAll(async () => {
  app = await startTestApp({ ...PAYME_ENV, ...CLICK });
  payme = new PaymeSandbox(app.url);
});
afterAll(() => app.close());

const sql = poolSql(() => app);

let clickIds = 8_100_000_000_000;
/** Click's callback as Click sends it: form-encoded, signed over the raw strings. */
async function clickCall(step: 'prepare' | 'complete', orderId: string, amount: number, extra: Record<string, string> = {}) {
  const fields = {
    click_trans_id: extra.click_trans_id ?? String(clickIds++),
    service_id: CLICK.CLICK_SERVICE_ID,
    click_paydoc_id: '777',
    merchant_trans_id: orderId,
    ...(extra.merchant_prepare_id ? { merchant_prepare_id: extra.merchant_prepare_id } : {}),
    amount: (amount / 100).toFixed(2),
    action: step === 'prepare' ? '0' : '1',
    error: '0',
    error_note: 'Success',
    sign_time: '2026-11-24 10:00:00',
  };
  const body = new URLSearchParams({ ...fields, sign_string: clickSign(fields, CLICK.CLICK_SECRET_KEY, step === 'complete') });
  const response = await fetch(`${app.url}/api/payment/click/${step}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  return (await response.json()) as { error: number; click_trans_id: string; merchant_prepare_id?: number };
}
const clickPrepare = async (orderId: string, amount: number) => (await clickCall('prepare', orderId, amount)).error;

let slot = 0;
/** A reserve-fee booking waiting for its fee, with a Payme transaction already created (state 1) when asked. */
async function heldBooking(options: { paymeCreated: boolean }) {
  const provider = await providerWithReserveFee(app, payme, 1_000_000);
  slot += 1;
  const date = daysAhead(5 + (slot % 20));
  const order = await app.client().post('/api/payment/service-reserve', reserveBody(provider.service.id, '11:00', date));
  expect(order.status).toBe(201);
  const transactionId = PaymeSandbox.transactionId();
  if (options.paymeCreated) expect((await payme.create(transactionId, order.body.orderId, 1_000_000)).body.result?.state).toBe(1);
  const [booking] = await sql<{ confirmation_number: string }>('select confirmation_number from bookings where id = $1', [
    order.body.bookingId,
  ]);
  return {
    provider,
    date,
    orderId: order.body.orderId as string,
    bookingId: order.body.bookingId as string,
    confirmationNumber: booking!.confirmation_number,
    transactionId: options.paymeCreated ? transactionId : null,
  };
}

/** Nothing can pay for the order any more, and nothing was paid. */
async function expectClosed(held: Awaited<ReturnType<typeof heldBooking>>) {
  const check = await payme.checkPerform(held.orderId, 1_000_000);
  expect(check.body.error).toMatchObject({ code: -31050, data: 'order_id' });
  const fresh = await payme.create(PaymeSandbox.transactionId(), held.orderId, 1_000_000);
  expect(fresh.body.error?.code).toBe(-31050);
  if (held.transactionId) {
    expect((await payme.check(held.transactionId)).body.result).toMatchObject({ state: -1, reason: 3 });
    expect((await payme.perform(held.transactionId)).body.error?.code).toBe(-31008);
  }
  expect(await clickPrepare(held.orderId, 1_000_000)).toBe(-5);
  const [order] = await sql('select state from payment_orders where id = $1', [held.orderId]);
  expect(order).toEqual({ state: 'cancelled' });
  const [ledger] = await sql('select status from payment_transactions where order_id = $1', [held.orderId]);
  expect(ledger).toEqual({ status: 'cancelled' });
  const [booking] = await sql('select status from bookings where id = $1', [held.bookingId]);
  expect(booking).toEqual({ status: 'cancelled' });
}

describe("a cancelled reserve-fee booking's order cannot be paid", () => {
  it('after the client cancels on the public page', async () => {
    const held = await heldBooking({ paymeCreated: true });
    const cancelled = await app.client().post(`/api/public/bookings/${held.bookingId}/cancel`, {
      confirmationNumber: held.confirmationNumber,
      phone: '+998 90 123 45 67',
      email: 'dilnoza@example.uz',
    });
    expect(cancelled.status).toBe(200);
    await expectClosed(held);
  });

  it('after the provider cancels from the dashboard', async () => {
    const held = await heldBooking({ paymeCreated: true });
    expect((await held.provider.client.post(`/api/bookings/${held.bookingId}/cancel`, { reason: null })).status).toBe(200);
    await expectClosed(held);
  });

  it('after the provider sets the status to cancelled', async () => {
    const held = await heldBooking({ paymeCreated: false });
    const changed = await held.provider.client.put(`/api/bookings/${held.bookingId}`, {
      name: 'Dilnoza Yusupova',
      phone: '+998 90 123 45 67',
      status: 'cancelled',
    });
    expect(changed.status).toBe(200);
    await expectClosed(held);
  });

  it('after a bulk cancel', async () => {
    const held = await heldBooking({ paymeCreated: true });
    const bulk = await held.provider.client.post('/api/bookings/bulk-cancel', { ids: [held.bookingId], reason: 'Shubhali' });
    expect(bulk.status).toBe(200);
    await expectClosed(held);
  });

  it('after an admin-panel operator cancels it', async () => {
    const held = await heldBooking({ paymeCreated: true });
    const { client } = await adminPanelClient(app);
    const changed = await client.put(`/api/admin/bookings/${held.bookingId}/status`, { status: 'cancelled' });
    expect(changed.status).toBe(200);
    await expectClosed(held);
  });

  it('after the provider presses "Bekor qilish" in Telegram, or the client cancels there', async () => {
    const byProvider = await heldBooking({ paymeCreated: true });
    const chatId = 700_000 + slot;
    await sql('update users set telegram_chat_id = $1 where id = $2', [chatId, byProvider.provider.user.id]);
    await decideAsProvider(app.qabul.database.orm.em.fork(), chatId, byProvider.bookingId, 'cancel');
    await expectClosed(byProvider);

    const byClient = await heldBooking({ paymeCreated: false });
    await sql('update bookings set client_telegram_chat_id = $1 where id = $2', [chatId + 1, byClient.bookingId]);
    await cancelAsClient(app.qabul.database.orm.em.fork(), app.qabul.deps, byClient.bookingId, {
      kind: 'chat',
      chatId: chatId + 1,
      username: null,
    });
    await expectClosed(byClient);
  });

  it('after its hold runs out and another client takes the slot', async () => {
    const held = await heldBooking({ paymeCreated: false });
    const later = new Date(Date.now() + 20 * 60_000);
    const expire = holdExpiryHandler(app.qabul.deps.pool, app.qabul.deps.providerChanged);
    await expire({ id: '0', kind: HOLD_JOB, key: held.orderId, attempts: 1, payload: null }, later);
    const relet = await app.client().post('/api/payment/service-reserve', {
      ...reserveBody(held.provider.service.id, '11:00', held.date),
      clientPhone: '+998 91 765 43 21',
    });
    expect(relet.status).toBe(201);
    await expectClosed(held);
    // The new client's order is the one that can be paid.
    expect((await payme.checkPerform(relet.body.orderId, 1_000_000)).body.result).toEqual({ allow: true });
  });

  it('after its hold runs out, even before the hold job has looked at it', async () => {
    const held = await heldBooking({ paymeCreated: false });
    await sql(`update payment_orders set hold_until = now() - interval '1 minute' where id = $1`, [held.orderId]);
    expect((await payme.checkPerform(held.orderId, 1_000_000)).body.error?.code).toBe(-31050);
    expect(await clickPrepare(held.orderId, 1_000_000)).toBe(-5);
    expect((await payme.create(PaymeSandbox.transactionId(), held.orderId, 1_000_000)).body.error?.code).toBe(-31050);
  });

  it('while a paid order stays paid: Payme answers -31008 for it, Click -4', async () => {
    const held = await heldBooking({ paymeCreated: true });
    expect((await payme.perform(held.transactionId!)).body.result?.state).toBe(2);
    expect((await payme.checkPerform(held.orderId, 1_000_000)).body.error?.code).toBe(-31008);
    expect(await clickPrepare(held.orderId, 1_000_000)).toBe(-4);
  });

  it('when Click completes a payment whose booking is gone: -9, nothing delivered, the order closed', async () => {
    const held = await heldBooking({ paymeCreated: false });
    const prepared = await clickCall('prepare', held.orderId, 1_000_000);
    expect(prepared.error).toBe(0);
    // However the booking went (here removed outright), the money is not taken for it.
    await sql('delete from bookings where id = $1', [held.bookingId]);
    const completed = await clickCall('complete', held.orderId, 1_000_000, {
      click_trans_id: prepared.click_trans_id,
      merchant_prepare_id: String(prepared.merchant_prepare_id),
    });
    expect(completed.error).toBe(-9);
    expect(await sql('select state from payment_orders where id = $1', [held.orderId])).toEqual([{ state: 'cancelled' }]);
    expect(await sql('select state from click_transactions where order_id = $1', [held.orderId])).toEqual([{ state: 'cancelled' }]);
  });
});
