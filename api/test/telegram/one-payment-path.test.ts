import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickSign } from '../../src/features/payments/click/click.service.ts';
import { paidTwiceHandler } from '../../src/features/payments/paid-twice-notice.ts';
import { daysAhead } from '../support/fixtures.ts';
import { providerWithReserveFee, reserveBody } from '../support/payment-fixtures.ts';
import { PAYME_ENV, PaymeSandbox } from '../support/payme-sandbox.ts';
import { preCheckoutUpdate, successfulPaymentUpdate } from './support/payment-updates.ts';
import { signInitData } from './support/sign-init-data.ts';
import { BOT_TOKEN, startTelegramApp, type TelegramTestApp } from './support/telegram-app.ts';
import { commandUpdate, type TestUser } from './support/updates.ts';

// One reserve fee, three ways to pay it (Payme, Click, a Telegram invoice): whichever path holds the order, the
// others are refused, so a client is never charged twice. Real Payme JSON-RPC and Click callbacks to the merchant
// endpoints, the real bot through the real webhook against the fake Bot API, all on one order row.
const PROVIDER_TOKEN = '398062629:TEST:qabul-payme-provider';
const CLICK = { CLICK_SERVICE_ID: '31415', CLICK_MERCHANT_ID: '27182', CLICK_SECRET_KEY: 'click-secret-key-for-tests' };
const FEE = 5_000_000;
let t: TelegramTestApp;
let payme: PaymeSandbox;
beforeAll(async () => {
  t = await startTelegramApp({ ...PAYME_ENV, ...CLICK, TELEGRAM_PAYMENT_PROVIDER_TOKEN: PROVIDER_TOKEN });
  payme = new PaymeSandbox(t.app.url);
});
afterAll(() => t.close());

let nextId = 97_000;
let nextDay = 2;
const person = (): TestUser => ({ id: ++nextId, first_name: 'Dilnoza', username: `mijoz_${nextId}` });
const tma = (user: TestUser) => ({
  authorization: `tma ${signInitData({ user: { ...user, allows_write_to_pm: true }, chat_type: 'sender' }, BOT_TOKEN)}`,
});

async function deliver(update: unknown) {
  expect((await t.deliver(update)).status).toBe(200);
}

/** A client in the bot holding a reserve-fee booking made in the Mini App, and the invoice Telegram shows them. */
async function heldOrder() {
  const user = person();
  await deliver(commandUpdate(user, '/start'));
  const provider = await providerWithReserveFee(t.app, payme, FEE);
  const reserved = await t.app.client().post('/api/payment/service-reserve', {
    ...reserveBody(provider.service.id, '11:00', daysAhead(nextDay++)),
    telegramUsername: user.username,
  });
  expect(reserved.status).toBe(201);
  const order = reserved.body as { orderId: string; bookingId: string };
  const after = t.fake.calls.length;
  expect((await t.app.client().post(`/api/telegram/orders/${order.orderId}/invoice`, {}, tma(user))).status).toBe(200);
  const invoice = await t.fake.waitFor((c) => c.method === 'createInvoiceLink', 10_000, after);
  return { user, provider, ...order, payload: invoice.payload.payload as string };
}

/** Telegram asks the bot to confirm; resolves with the bot's answer. */
async function preCheckout(user: TestUser, payload: string) {
  const update = preCheckoutUpdate(user, { payload, amount: FEE }) as { pre_checkout_query: { id: string } };
  await deliver(update);
  const answer = await t.fake.waitFor(
    (c) => c.method === 'answerPreCheckoutQuery' && c.payload.pre_checkout_query_id === update.pre_checkout_query.id,
  );
  return answer.payload as { ok: boolean; error_message?: string };
}

let clickIds = 8_100_000_000_000;
async function clickPrepare(orderId: string) {
  const fields = {
    click_trans_id: String(clickIds++),
    service_id: CLICK.CLICK_SERVICE_ID,
    click_paydoc_id: '555',
    merchant_trans_id: orderId,
    amount: (FEE / 100).toFixed(2),
    action: '0',
    error: '0',
    error_note: 'Success',
    sign_time: '2026-11-28 10:00:00',
  };
  const response = await fetch(`${t.app.url}/api/payment/click/prepare`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, sign_string: clickSign(fields, CLICK.CLICK_SECRET_KEY, false) }).toString(),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { error: number; error_note: string };
}

const orderState = async (orderId: string) =>
  (await t.sql<{ state: string }>('select state from payment_orders where id = ?', [orderId]))[0]?.state;
const charges = (orderId: string) => t.sql<{ settled: boolean }>('select settled from telegram_payments where order_id = ?', [orderId]);

describe('a Payme transaction holds the order', () => {
  it("refuses Telegram's pre-checkout while it is in state 1, and Payme's perform then pays the order once", async () => {
    const order = await heldOrder();
    const id = PaymeSandbox.transactionId();
    expect((await payme.create(id, order.orderId, FEE)).body.result?.state).toBe(1);

    const answer = await preCheckout(order.user, order.payload);
    expect(answer.ok).toBe(false);
    expect(answer.error_message).toContain('Payme yoki Click');

    expect((await payme.perform(id)).body.result?.state).toBe(2);
    expect(await orderState(order.orderId)).toBe('paid');
    const [ledger] = await t.sql('select status, provider from payment_transactions where order_id = ?', [order.orderId]);
    expect(ledger).toEqual({ status: 'performed', provider: 'payme' });
  });

  it("refuses a Russian client's pre-checkout in Russian", async () => {
    const order = await heldOrder();
    await t.sql("update bookings set language = 'ru' where id = ?", [order.bookingId]);
    expect((await payme.create(PaymeSandbox.transactionId(), order.orderId, FEE)).body.result?.state).toBe(1);
    const answer = await preCheckout(order.user, order.payload);
    expect(answer).toMatchObject({ ok: false, error_message: expect.stringContaining('оплачивается другим способом') });
  });
});

describe('an approved Telegram pre-checkout holds the order', () => {
  it("refuses Payme's CheckPerform and Create with an account error the payer reads, then Telegram's money settles it", async () => {
    const order = await heldOrder();
    expect((await preCheckout(order.user, order.payload)).ok).toBe(true);

    const check = await payme.checkPerform(order.orderId, FEE);
    expect(check.body.error).toMatchObject({ code: -31099, data: 'order_id', message: { uz: expect.stringContaining('Telegram') } });
    expect(check.body.error?.message.ru).toContain('Telegram');
    const created = await payme.create(PaymeSandbox.transactionId(), order.orderId, FEE);
    expect(created.body.error?.code).toBe(-31099);
    expect(await t.sql('select 1 from payme_transactions where order_id = ?', [order.orderId])).toEqual([]);

    await deliver(successfulPaymentUpdate(order.user, { payload: order.payload, amount: FEE, charge: `tg-held-${order.orderId}` }));
    expect(await orderState(order.orderId)).toBe('paid');
    expect(await charges(order.orderId)).toEqual([{ settled: true }]);
    // Paid now: Payme is told the order cannot be paid again.
    expect((await payme.create(PaymeSandbox.transactionId(), order.orderId, FEE)).body.error?.code).toBe(-31008);
  });

  it("refuses Click's prepare (-7) while it holds, and Telegram's pre-checkout while a Click prepare holds", async () => {
    const telegramFirst = await heldOrder();
    expect((await preCheckout(telegramFirst.user, telegramFirst.payload)).ok).toBe(true);
    expect((await clickPrepare(telegramFirst.orderId)).error).toBe(-7);

    const clickFirst = await heldOrder();
    expect((await clickPrepare(clickFirst.orderId)).error).toBe(0);
    const answer = await preCheckout(clickFirst.user, clickFirst.payload);
    expect(answer).toMatchObject({ ok: false, error_message: expect.stringContaining('Payme yoki Click') });
  });

  it('lets the other paths take the order once the approval ran out without money', async () => {
    const order = await heldOrder();
    expect((await preCheckout(order.user, order.payload)).ok).toBe(true);
    // Telegram's money never came; the approval's minutes are over (the order's hold itself still runs).
    await t.sql("update payment_orders set telegram_checkout_until = now() - interval '1 second' where id = ?", [order.orderId]);
    expect((await payme.checkPerform(order.orderId, FEE)).body.result).toEqual({ allow: true });
    expect((await payme.create(PaymeSandbox.transactionId(), order.orderId, FEE)).body.result?.state).toBe(1);
  });
});

describe('Payme and Telegram at the same moment', () => {
  it('lets exactly one of a Payme Create and a Telegram pre-checkout through, every time', async () => {
    for (let round = 0; round < 4; round++) {
      const order = await heldOrder();
      const [created, answer] = await Promise.all([
        payme.create(PaymeSandbox.transactionId(), order.orderId, FEE),
        preCheckout(order.user, order.payload),
      ]);
      const paymeWon = created.body.result?.state === 1;
      expect(paymeWon).not.toBe(answer.ok);
      if (!paymeWon) expect(created.body.error?.code).toBe(-31099);
    }
  });
});

describe('money that came twice', () => {
  it('tells the payer they paid twice and the booking stands, keeps the charge to return, and alerts the business', async () => {
    const order = await heldOrder();
    // The client approved in Telegram, gave up, and paid with Payme once the approval ran out ...
    expect((await preCheckout(order.user, order.payload)).ok).toBe(true);
    await t.sql("update payment_orders set telegram_checkout_until = now() - interval '1 second' where id = ?", [order.orderId]);
    const id = PaymeSandbox.transactionId();
    expect((await payme.create(id, order.orderId, FEE)).body.result?.state).toBe(1);
    expect((await payme.perform(id)).body.result?.state).toBe(2);
    // ... and Telegram's money arrived after all.
    const charge = `tg-twice-${order.orderId}`;
    const after = t.fake.calls.length;
    await deliver(successfulPaymentUpdate(order.user, { payload: order.payload, amount: FEE, charge }));

    // The payer's answer (the booking's own confirmation from Payme's payment reaches the chat too, at its own time).
    const told = await t.fake.waitFor(
      (c) => c.method === 'sendMessage' && c.payload.chat_id === order.user.id && String(c.payload.text).includes('/paysupport'),
      10_000,
      after,
    );
    expect(told.payload.text).toContain("ikki marta to'ladingiz");
    expect(told.payload.text).toContain("Broningiz o'z kuchida");
    expect(told.payload.text).not.toContain('endi mavjud emas');
    expect(await orderState(order.orderId)).toBe('paid');
    expect(await charges(order.orderId)).toEqual([{ settled: false }]);
    const [booking] = await t.sql<{ status: string }>('select status from bookings where id = ?', [order.bookingId]);
    expect(booking?.status).not.toBe('cancelled');
    const activity = await t.sql('select action from platform_activity where entity_id = ? and action like ?', [
      order.orderId,
      'payment_%twice',
    ]);
    expect(activity).toEqual([{ action: 'payment_paid_twice' }]);
    const alert = await t.sql<{ payload: { orderId: string; amount: number } }>(
      "select payload from background_jobs where kind = 'payment_paid_twice_notice' and key = ?",
      [charge],
    );
    expect(alert).toEqual([{ payload: { orderId: order.orderId, amount: FEE, telegramPaymentChargeId: charge } }]);

    // The alert as it leaves: to the business's linked chat, through the Bot API, saying what to return.
    const providerChat = 97_999_000 + Number(order.orderId);
    await t.sql('update users set telegram_chat_id = ? where id = ?', [providerChat, order.provider.user.id]);
    const sendTelegram = async (chatId: number, text: string) => {
      const response = await fetch(`${t.fake.apiRoot}/bot${BOT_TOKEN}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chat_id: chatId, text }),
      });
      expect(response.ok).toBe(true);
    };
    const handler = paidTwiceHandler(t.app.qabul.deps.pool, { mailer: null, telegram: sendTelegram, publicUrl: t.publicUrl });
    await handler({ id: '1', kind: 'payment_paid_twice_notice', key: charge, attempts: 0, payload: alert[0]?.payload }, new Date());
    const notice = await t.fake.waitFor((c) => c.method === 'sendMessage' && Number(c.payload.chat_id) === providerChat);
    expect(notice.payload.text).toContain('ikki marta');
    expect(notice.payload.text).toMatch(/50\s000 so'm/);
    expect(notice.payload.text).toContain(charge);
  });
});
