import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAhead, providerWithService } from '../support/fixtures.ts';
import { reserveBody, setReserveFee } from '../support/payment-fixtures.ts';
import { signInitData } from './support/sign-init-data.ts';
import { BOT_TOKEN, startTelegramApp, type TelegramTestApp } from './support/telegram-app.ts';
import type { TestUser } from './support/updates.ts';

// A production server whose only way to take money is the bot's Telegram payments (no Payme, so no checkout
// page and no sandbox): the Mini App can still book a reserve-fee service and pay it with an invoice, while
// the web page, which has nothing to pay with, is refused before any time is held.
const PROVIDER_TOKEN = '398062629:TEST:qabul-payme-provider';
let t: TelegramTestApp;
beforeAll(async () => {
  t = await startTelegramApp({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), TELEGRAM_PAYMENT_PROVIDER_TOKEN: PROVIDER_TOKEN });
});
afterAll(() => t.close());

let nextId = 95_000;
const person = (): TestUser => ({ id: ++nextId, first_name: 'Gulnora', username: `mijoz_${nextId}` });
const tma = (user: TestUser) => ({
  authorization: `tma ${signInitData({ user: { ...user, allows_write_to_pm: true }, chat_type: 'sender' }, BOT_TOKEN)}`,
});

/** A provider on Asosiy (set directly: without Payme nobody can buy a plan here) whose service asks 50 000 so'm. */
async function reserveFeeService() {
  const provider = await providerWithService(t.app);
  await t.sql(
    `update user_subscriptions set plan_id = (select id from subscription_plans where code = 'asosiy'), end_date = now() + interval '30 days'
      where user_id = ? and status = 'active'`,
    [provider.user.id],
  );
  t.app.qabul.deps.providerChanged(provider.user.id);
  return { ...provider, service: await setReserveFee(provider.client, provider.service, 5_000_000) };
}

const heldBookings = async (serviceId: number) =>
  (await t.sql<{ n: number }>(`select count(*)::int as n from bookings where service_id = ? and status <> 'cancelled'`, [serviceId]))[0]?.n;

describe('POST /api/payment/service-reserve with Telegram invoices as the only way to pay', () => {
  it('makes the order for the Mini App without a checkout link, and the invoice for it', async () => {
    const provider = await reserveFeeService();
    const user = person();
    const order = await t.app
      .client()
      .post(
        '/api/payment/service-reserve',
        { ...reserveBody(provider.service.id, '11:00', daysAhead(2)), telegramUsername: user.username },
        tma(user),
      );
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({ kind: 'service_reserve', amount: 5_000_000, state: 'waiting', paymentUrl: null, clickUrl: null });
    expect(order.body.orderToken).toEqual(expect.any(String));
    expect(await heldBookings(provider.service.id)).toBe(1);

    const invoice = await t.app.client().post(`/api/telegram/orders/${order.body.orderId}/invoice`, {}, tma(user));
    expect(invoice.status).toBe(200);
    expect(invoice.body.invoiceLink).toMatch(/^https:\/\/t\.me\/\$/);
  });

  it('refuses the web page (and a forged launch) with 503 payments_unavailable before holding any time', async () => {
    const provider = await reserveFeeService();
    const body = reserveBody(provider.service.id, '12:00', daysAhead(3));
    const web = await t.app.client().post('/api/payment/service-reserve', body);
    expect(web.status).toBe(503);
    expect(web.body).toMatchObject({ code: 'payments_unavailable', message: expect.stringContaining("to'lov") });
    const forged = await t.app
      .client()
      .post('/api/payment/service-reserve', body, { authorization: 'tma user=%7B%22id%22%3A1%7D&hash=00' });
    expect(forged.status).toBe(503);
    expect(await heldBookings(provider.service.id)).toBe(0);
  });

  it('refuses the Mini App too, before holding any time, for a fee below what Telegram takes in an invoice', async () => {
    const provider = await reserveFeeService();
    // 5 000 so'm: under Telegram's minimum for UZS (about 1 USD), and there is no checkout page to pay it on.
    await setReserveFee(provider.client, provider.service, 500_000);
    const user = person();
    const order = await t.app
      .client()
      .post(
        '/api/payment/service-reserve',
        { ...reserveBody(provider.service.id, '13:00', daysAhead(2)), telegramUsername: user.username },
        tma(user),
      );
    expect(order.status).toBe(503);
    expect(order.body.code).toBe('payments_unavailable');
    expect(await heldBookings(provider.service.id)).toBe(0);
  });
});

describe('POST /api/payment/orders/:id/release', () => {
  it('frees the held time of an unpaid reserve fee at once, for the order token only; a paid order stays', async () => {
    const provider = await reserveFeeService();
    const user = person();
    const body = { ...reserveBody(provider.service.id, '14:00', daysAhead(4)), telegramUsername: user.username };
    const order = await t.app.client().post('/api/payment/service-reserve', body, tma(user));
    expect(order.status).toBe(201);
    const { orderId, orderToken } = order.body as { orderId: string; orderToken: string };

    const stranger = await t.app.client().post(`/api/payment/orders/${orderId}/release`, { token: 'not-the-token' });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ code: 'not_found', message: "To'lov buyurtmasi topilmadi" });
    expect((await t.app.client().post(`/api/payment/orders/${orderId}/release`, {})).status).toBe(400);
    expect(await heldBookings(provider.service.id)).toBe(1);

    const released = await t.app.client().post(`/api/payment/orders/${orderId}/release`, { token: orderToken });
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ orderId, state: 'cancelled', holdUntil: null });
    expect(await heldBookings(provider.service.id)).toBe(0);
    // Asked again (a double press): the same answer, nothing else changes.
    const again = await t.app.client().post(`/api/payment/orders/${orderId}/release`, { token: orderToken });
    expect(again.status).toBe(200);
    expect(again.body.state).toBe('cancelled');
    // The freed time can be booked again at once.
    expect((await t.app.client().post('/api/payment/service-reserve', body, tma(user))).status).toBe(201);

    const paid = await t.app.client().post('/api/payment/service-reserve', { ...body, timeSlot: '15:00' }, tma(user));
    await t.sql("update payment_orders set state = 'paid' where id = ?", [paid.body.orderId]);
    const refused = await t.app.client().post(`/api/payment/orders/${paid.body.orderId}/release`, { token: paid.body.orderToken });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'not_payable', message: expect.stringContaining("to'langan") });
    expect(await heldBookings(provider.service.id)).toBe(2);
  });
});
