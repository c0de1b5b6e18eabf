import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAhead } from '../support/fixtures.ts';
import { asosiyOrder, providerWithReserveFee, reserveBody } from '../support/payment-fixtures.ts';
import { PAYME_ENV, PaymeSandbox } from '../support/payme-sandbox.ts';
import { preCheckoutUpdate, successfulPaymentUpdate } from './support/payment-updates.ts';
import { signInitData } from './support/sign-init-data.ts';
import { BOT_TOKEN, startTelegramApp, type TelegramTestApp } from './support/telegram-app.ts';
import { commandUpdate, type TestUser } from './support/updates.ts';
import { noticeDay } from '../support/notice-day.ts';

// Reserve fees paid inside Telegram: the Mini App asks for an invoice link, Telegram asks the bot to confirm
// (pre_checkout_query) and reports the money (successful_payment), all through the real webhook against the fake
// Bot API.
const PROVIDER_TOKEN = '398062629:TEST:qabul-payme-provider';
const FEE = 5_000_000;
let t: TelegramTestApp;
let payme: PaymeSandbox;
beforeAll(async () => {
  t = await startTelegramApp({ ...PAYME_ENV, TELEGRAM_PAYMENT_PROVIDER_TOKEN: PROVIDER_TOKEN });
  payme = new PaymeSandbox(t.app.url);
});
afterAll(() => t.close());

let nextId = 93_000;
let nextDay = 2;
const person = (): TestUser => ({ id: ++nextId, first_name: 'Dilnoza', username: `mijoz_${nextId}` });
const tma = (user: TestUser) => ({
  authorization: `tma ${signInitData({ user: { ...user, allows_write_to_pm: true }, chat_type: 'sender' }, BOT_TOKEN)}`,
});

async function deliver(update: unknown) {
  const response = await t.deliver(update);
  expect(response.status).toBe(200);
}

/** A client who opened the bot (so notices reach them) and holds a reserve-fee booking made in the Mini App. */
async function heldBooking(user = person()) {
  await deliver(commandUpdate(user, '/start'));
  const provider = await providerWithReserveFee(t.app, payme, FEE);
  const order = await t.app.client().post('/api/payment/service-reserve', {
    ...reserveBody(provider.service.id, '11:00', daysAhead(nextDay++)),
    telegramUsername: user.username,
  });
  expect(order.status).toBe(201);
  return { user, provider, order: order.body as { orderId: string; bookingId: string; confirmationNumber: string; amount: number } };
}

async function invoice(user: TestUser, orderId: string) {
  const after = t.fake.calls.length;
  const reply = await t.app.client().post(`/api/telegram/orders/${orderId}/invoice`, {}, tma(user));
  expect(reply.status).toBe(200);
  const call = await t.fake.waitFor((c) => c.method === 'createInvoiceLink', 10_000, after);
  return { link: reply.body.invoiceLink as string, call: call.payload };
}

/** Telegram's pre-checkout for that payload and amount; resolves with the bot's answer. */
async function preCheckout(user: TestUser, payload: string, amount: number) {
  const update = preCheckoutUpdate(user, { payload, amount }) as { pre_checkout_query: { id: string } };
  await deliver(update);
  const answer = await t.fake.waitFor(
    (c) => c.method === 'answerPreCheckoutQuery' && c.payload.pre_checkout_query_id === update.pre_checkout_query.id,
  );
  return answer.payload;
}

const orderState = async (orderId: string) =>
  (await t.sql<{ state: string }>('select state from payment_orders where id = ?', [orderId]))[0]?.state;

describe('POST /api/telegram/orders/:orderId/invoice', () => {
  it('answers an invoice link in UZS for the fee in tiyin, its payload the order id with a check', async () => {
    const { user, order } = await heldBooking();
    const { link, call } = await invoice(user, order.orderId);
    expect(link).toMatch(/^https:\/\/t\.me\/\$/);
    expect(call).toMatchObject({ currency: 'UZS', provider_token: PROVIDER_TOKEN, prices: [{ amount: FEE }] });
    expect(call.payload).toMatch(new RegExp(`^${order.orderId}\\.[\\w-]{22}$`));
    expect(call.title).toContain('Soch olish');
    expect(call.description).toContain(`${noticeDay('uz', daysAhead(nextDay - 1))} soat 11:00`);
    expect(call.description).toContain('Aziz Karimov');
  });

  it("speaks the booking's language: a Russian client's invoice is in Russian, a Cyrillic one's refusal in Cyrillic", async () => {
    const { user, order } = await heldBooking();
    await t.sql("update bookings set language = 'ru' where id = ?", [order.bookingId]);
    const { call } = await invoice(user, order.orderId);
    expect(call.title).toBe('Предоплата: Soch olish');
    expect(call.description).toBe(
      `Aziz Karimov: Soch olish, ${noticeDay('ru', daysAhead(nextDay - 1))} в 11:00. Запись подтверждается после предоплаты.`,
    );
    expect(call.prices).toEqual([{ label: 'Предоплата', amount: FEE }]);

    await t.sql("update bookings set language = 'uz-Cyrl' where id = ?", [order.bookingId]);
    expect(await preCheckout(user, call.payload, FEE - 100)).toMatchObject({
      ok: false,
      error_message: 'Тўлов суммаси буюртмага мос келмади. Mini Appни қайта очинг ва қайтадан уриниб кўринг.',
    });
  });

  it("answers 404 for another person's order and an unknown one, 401 without init data", async () => {
    const { order } = await heldBooking();
    const stranger = person();
    const foreign = await t.app.client().post(`/api/telegram/orders/${order.orderId}/invoice`, {}, tma(stranger));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: 'not_found', message: "To'lov buyurtmasi topilmadi" });
    expect((await t.app.client().post('/api/telegram/orders/999999999/invoice', {}, tma(stranger))).status).toBe(404);
    expect((await t.app.client().post('/api/telegram/orders/abc/invoice', {}, tma(stranger))).status).toBe(404);
    expect((await t.app.client().post(`/api/telegram/orders/${order.orderId}/invoice`, {})).status).toBe(401);
  });

  it("never sells a provider's plan inside Telegram: a plan order answers as unknown", async () => {
    const { orderId } = await asosiyOrder(t.app);
    const reply = await t.app.client().post(`/api/telegram/orders/${orderId}/invoice`, {}, tma(person()));
    expect(reply.status).toBe(404);
    expect(t.fake.calls.some((c) => c.method === 'createInvoiceLink' && String(c.payload.payload).startsWith(`${orderId}.`))).toBe(false);
  });

  it('answers 409 not_payable once the order is paid, cancelled or its hold ran out', async () => {
    const paid = await heldBooking();
    await t.sql("update payment_orders set state = 'paid' where id = ?", [paid.order.orderId]);
    const expired = await heldBooking();
    await t.sql("update payment_orders set hold_until = now() - interval '1 minute' where id = ?", [expired.order.orderId]);
    const cancelled = await heldBooking();
    expect((await cancelled.provider.client.post(`/api/bookings/${cancelled.order.bookingId}/cancel`, {})).status).toBe(200);
    expect(await orderState(cancelled.order.orderId)).toBe('cancelled');
    for (const { user, order } of [paid, expired, cancelled]) {
      const reply = await t.app.client().post(`/api/telegram/orders/${order.orderId}/invoice`, {}, tma(user));
      expect(reply.status).toBe(409);
      expect(reply.body).toMatchObject({ code: 'not_payable', message: expect.stringContaining("to'lab bo'lmaydi") });
    }
  });

  it('tells the Mini App that invoices are on', async () => {
    const reply = await t.app.client().post('/api/telegram/auth', { initData: signInitData({ user: person() }, BOT_TOKEN) });
    expect(reply.body.invoices).toBe(true);
  });
});

describe('pre_checkout_query', () => {
  it('is answered ok for the waiting order at its amount, and keeps the hold a few minutes more', async () => {
    const { user, order } = await heldBooking();
    await t.sql("update payment_orders set hold_until = now() + interval '30 seconds' where id = ?", [order.orderId]);
    const { call } = await invoice(user, order.orderId);
    expect(await preCheckout(user, call.payload, FEE)).toMatchObject({ ok: true });
    const [hold] = await t.sql<{ left: number }>(
      'select extract(epoch from hold_until - now())::int as left from payment_orders where id = ?',
      [order.orderId],
    );
    expect(hold?.left).toBeGreaterThan(200);
  });

  it('is refused with an Uzbek reason for another amount, a paid or expired order, and a payload we never issued', async () => {
    const { user, order } = await heldBooking();
    const { call } = await invoice(user, order.orderId);
    const wrongAmount = await preCheckout(user, call.payload, FEE - 100);
    expect(wrongAmount).toMatchObject({ ok: false, error_message: expect.stringContaining('summasi') });

    const forged = await preCheckout(user, `${order.orderId}.AAAAAAAAAAAAAAAAAAAAAA`, FEE);
    expect(forged).toMatchObject({ ok: false, error_message: expect.stringContaining('topilmadi') });

    await t.sql("update payment_orders set hold_until = now() - interval '1 minute' where id = ?", [order.orderId]);
    expect(await preCheckout(user, call.payload, FEE)).toMatchObject({ ok: false, error_message: expect.stringContaining('bron vaqti') });

    const paid = await heldBooking();
    const paidInvoice = await invoice(paid.user, paid.order.orderId);
    await t.sql("update payment_orders set state = 'paid' where id = ?", [paid.order.orderId]);
    expect(await preCheckout(paid.user, paidInvoice.call.payload, FEE)).toMatchObject({ ok: false });
  });
});

describe('successful_payment', () => {
  const clientNotices = (bookingId: string) =>
    t.sql<{ n: number }>(
      "select count(*)::int as n from reminder_schedules where booking_id = ? and recipient_type = 'client' and reminder_type = 'booking_created'",
      [bookingId],
    );
  const charges = (orderId: string) =>
    t.sql<{ settled: boolean; amount: string }>('select settled, amount::text from telegram_payments where order_id = ?', [orderId]);

  it('settles the order through the fulfilment once, however often Telegram repeats the update', async () => {
    const { user, order } = await heldBooking();
    const { call } = await invoice(user, order.orderId);
    expect(await preCheckout(user, call.payload, FEE)).toMatchObject({ ok: true });
    const paid = { payload: call.payload, amount: FEE, charge: `tg-charge-${order.orderId}` };
    await deliver(successfulPaymentUpdate(user, paid));
    await deliver(successfulPaymentUpdate(user, paid));

    expect(await orderState(order.orderId)).toBe('paid');
    expect(await charges(order.orderId)).toEqual([{ settled: true, amount: String(FEE) }]);
    const [ledger] = await t.sql('select status, provider from payment_transactions where order_id = ?', [order.orderId]);
    expect(ledger).toEqual({ status: 'performed', provider: 'telegram' });
    const [booking] = await t.sql<{ status: string }>('select status from bookings where id = ?', [order.bookingId]);
    expect(booking?.status).toBe('pending');
    expect(await clientNotices(order.bookingId)).toEqual([{ n: 1 }]);
    // The confirmation the fulfilment plans reaches the payer's chat.
    const confirmation = await t.fake.waitFor(
      (c) => c.method === 'sendMessage' && c.payload.chat_id === user.id && String(c.payload.text).includes(order.confirmationNumber),
    );
    expect(confirmation.payload.text).toContain('Soch olish');
  });

  it('settles once when two deliveries of the same payment race (two instances)', async () => {
    const { user, order } = await heldBooking();
    const { call } = await invoice(user, order.orderId);
    const paid = { payload: call.payload, amount: FEE, charge: `tg-race-${order.orderId}` };
    const replies = await Promise.all([t.deliver(successfulPaymentUpdate(user, paid)), t.deliver(successfulPaymentUpdate(user, paid))]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(await orderState(order.orderId)).toBe('paid');
    expect(await charges(order.orderId)).toEqual([{ settled: true, amount: String(FEE) }]);
    const performed = await t.sql<{ n: number }>(
      "select count(*)::int as n from platform_activity where entity_id = ? and action = 'payment_performed'",
      [order.orderId],
    );
    expect(performed).toEqual([{ n: 1 }]);
    expect(await clientNotices(order.bookingId)).toEqual([{ n: 1 }]);
  });

  it('confirms a booking linked to the chat before its fee is paid only once the money is in', async () => {
    const user = { id: ++nextId, first_name: 'Dilnoza' };
    await deliver(commandUpdate(user, '/start'));
    const provider = await providerWithReserveFee(t.app, payme, FEE);
    const reserved = await t.app
      .client()
      .post('/api/payment/service-reserve', reserveBody(provider.service.id, '11:00', daysAhead(nextDay++)));
    expect(reserved.status).toBe(201);
    const order = reserved.body as { orderId: string; bookingId: string; clientToken: string };
    // A client without a username: the Mini App links the booking to the chat first, then pays.
    const linked = await t.app
      .client()
      .post(`/api/telegram/bookings/${order.bookingId}/link`, { clientToken: order.clientToken }, tma(user));
    expect(linked.status).toBe(200);
    expect(await clientNotices(order.bookingId)).toEqual([{ n: 0 }]);
    const { call } = await invoice(user, order.orderId);
    await deliver(successfulPaymentUpdate(user, { payload: call.payload, amount: FEE, charge: `tg-linked-${order.orderId}` }));
    expect(await orderState(order.orderId)).toBe('paid');
    expect(await clientNotices(order.bookingId)).toEqual([{ n: 1 }]);
    const confirmation = await t.fake.waitFor(
      (c) => c.method === 'sendMessage' && c.payload.chat_id === user.id && /qabul qilindi/.test(c.payload.text),
    );
    expect(confirmation.payload.text).toContain("Oldindan to'lov");
  });

  it('keeps money for an order already closed on record, unsettled, and tells the payer how to get it back', async () => {
    const { user, provider, order } = await heldBooking();
    const { call } = await invoice(user, order.orderId);
    expect((await provider.client.post(`/api/bookings/${order.bookingId}/cancel`, {})).status).toBe(200);
    const after = t.fake.calls.length;
    await deliver(successfulPaymentUpdate(user, { payload: call.payload, amount: FEE, charge: `tg-late-${order.orderId}` }));
    expect(await orderState(order.orderId)).toBe('cancelled');
    expect(await charges(order.orderId)).toEqual([{ settled: false, amount: String(FEE) }]);
    const told = await t.fake.waitFor(
      (c) => c.method === 'sendMessage' && c.payload.chat_id === user.id && String(c.payload.text).includes('/paysupport'),
      10_000,
      after,
    );
    expect(told.payload.text).toContain('yozilish amalga oshmadi');
  });

  it('tells a Russian client whose order closed, in Russian, how to get the money back', async () => {
    const { user, provider, order } = await heldBooking();
    await t.sql("update bookings set language = 'ru' where id = ?", [order.bookingId]);
    const { call } = await invoice(user, order.orderId);
    expect((await provider.client.post(`/api/bookings/${order.bookingId}/cancel`, {})).status).toBe(200);
    const after = t.fake.calls.length;
    await deliver(successfulPaymentUpdate(user, { payload: call.payload, amount: FEE, charge: `tg-late-ru-${order.orderId}` }));
    const told = await t.fake.waitFor(
      (c) => c.method === 'sendMessage' && c.payload.chat_id === user.id && String(c.payload.text).includes('/paysupport'),
      10_000,
      after,
    );
    expect(told.payload.text).toContain('поэтому запись не состоялась');
  });
});

describe('Telegram delivering payments', () => {
  it('asks for pre_checkout_query updates when it sets the webhook', async () => {
    const webhook = await t.fake.waitFor((c) => c.method === 'setWebhook');
    expect(webhook.payload.allowed_updates).toEqual(expect.arrayContaining(['message', 'pre_checkout_query']));
  });

  it('answers a successful_payment it could not record with an error, so Telegram delivers it again', async () => {
    const { user, order } = await heldBooking();
    const { call } = await invoice(user, order.orderId);
    const update = successfulPaymentUpdate(user, { payload: call.payload, amount: FEE, charge: `tg-retry-${order.orderId}` });
    // The payments table out of reach for a moment: the webhook call fails rather than answering 200 and losing it.
    await t.sql('alter table telegram_payments rename to telegram_payments_away');
    try {
      expect((await t.deliver(update)).status).toBeGreaterThanOrEqual(500);
    } finally {
      await t.sql('alter table telegram_payments_away rename to telegram_payments');
    }
    expect(await orderState(order.orderId)).toBe('waiting');
    await deliver(update);
    expect(await orderState(order.orderId)).toBe('paid');
  });
});

describe('pre_checkout_query under faults', () => {
  it('refuses with "try again" when the order cannot be checked, rather than leaving Telegram without an answer', async () => {
    const { user, order } = await heldBooking();
    const { call } = await invoice(user, order.orderId);
    await t.sql('alter table payment_orders rename to payment_orders_away');
    let answer: Record<string, any>;
    try {
      answer = await preCheckout(user, call.payload, FEE);
    } finally {
      await t.sql('alter table payment_orders_away rename to payment_orders');
    }
    expect(answer).toMatchObject({ ok: false, error_message: expect.stringContaining("qayta urinib ko'ring") });
  });

  it('answers the webhook 200 when Telegram refuses a late answer, since it never asks twice', async () => {
    const { user, order } = await heldBooking();
    const { call } = await invoice(user, order.orderId);
    t.fake.fail('answerPreCheckoutQuery', { error_code: 400, description: 'Bad Request: query is too old and response timeout expired' });
    expect((await preCheckout(user, call.payload, FEE)).ok).toBe(true);
  });
});

describe('/paysupport', () => {
  it('says how to get help, that refunds go back through the payment system, and that Telegram support cannot help', async () => {
    const user = person();
    const after = t.fake.calls.length;
    await deliver(commandUpdate(user, '/paysupport'));
    const answer = await t.fake.waitFor((c) => c.method === 'sendMessage' && c.payload.chat_id === user.id, 10_000, after);
    expect(answer.payload.text).toContain(`${t.publicUrl}/help`);
    expect(answer.payload.text).toContain("to'lov tizimi (Payme yoki Click) orqali");
    expect(answer.payload.text).toContain(
      "Telegram qo'llab-quvvatlash xizmati bu bot orqali qilingan to'lovlar bo'yicha yordam bera olmaydi",
    );
  });
});

describe('without TELEGRAM_PAYMENT_PROVIDER_TOKEN', () => {
  let off: TelegramTestApp;
  beforeAll(async () => {
    off = await startTelegramApp(PAYME_ENV);
  });
  afterAll(() => off.close());

  it('answers 409 invoices_off and tells the Mini App invoices are off', async () => {
    const user = person();
    const auth = await off.app.client().post('/api/telegram/auth', { initData: signInitData({ user }, BOT_TOKEN) });
    expect(auth.body.invoices).toBe(false);
    const reply = await off.app.client().post('/api/telegram/orders/1/invoice', {}, tma(user));
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'invoices_off', message: expect.any(String) });
    expect(off.fake.calls.some((c) => c.method === 'createInvoiceLink')).toBe(false);
  });
});
