import { freePort } from '@qabul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND } from '../src/background.ts';
import { daysAhead } from './support/fixtures.ts';
import { providerWithReserveFee, reserveBody } from './support/payment-fixtures.ts';
import { PAYME_ENV, PaymeSandbox } from './support/payme-sandbox.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { mimeBody } from './notifications/support/mime.ts';
import { SmtpSink } from './notifications/support/smtp-sink.ts';

// The whole app with its dispatcher and real SMTP on loopback: the client hears of a reserve-fee booking once it is paid.
let smtp: SmtpSink;
let app: TestApp;
let payme: PaymeSandbox;
beforeAll(async () => {
  smtp = await new SmtpSink().start();
  const port = await freePort();
  app = await startTestApp(
    { ...PAYME_ENV, PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, SMTP_URL: smtp.url, RATE_LIMIT_DISABLED: '1' },
    { background: BACKGROUND },
  );
  payme = new PaymeSandbox(app.url);
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
});

const textOf = (raw: string) => mimeBody(raw, 'text/plain');

describe("the client's confirmation of a reserve-fee booking", () => {
  it('goes out only after PerformTransaction and says the fee was paid', async () => {
    const { service } = await providerWithReserveFee(app, payme, 5_000_000);
    const order = await app
      .client()
      .post('/api/payment/service-reserve', { ...reserveBody(service.id, '10:00', daysAhead(5)), clientEmail: 'paid.client@example.uz' });
    expect(order.status).toBe(201);
    const notices = () =>
      app.qabul.deps.pool
        .query(`select count(*)::int as n from reminder_schedules where booking_id = $1 and reminder_type = 'booking_created'`, [
          order.body.bookingId,
        ])
        .then((r) => r.rows[0].n);
    expect(await notices()).toBe(0);

    const id = PaymeSandbox.transactionId();
    await payme.create(id, order.body.orderId, 5_000_000);
    await payme.perform(id);
    expect(await notices()).toBe(2);

    const mail = await smtp.waitFor((m) => m.to.includes('paid.client@example.uz') && m.raw.includes(order.body.confirmationNumber));
    expect(textOf(mail.raw)).toContain("Oldindan to'lov: 50 000 so'm — to'langan");
  });
});

describe('a prepaid booking that is cancelled', () => {
  async function paidBooking(timeSlot: string, clientEmail: string) {
    const reserve = await providerWithReserveFee(app, payme, 5_000_000);
    const order = await app
      .client()
      .post('/api/payment/service-reserve', { ...reserveBody(reserve.service.id, timeSlot, daysAhead(6)), clientEmail });
    expect(order.status).toBe(201);
    const id = PaymeSandbox.transactionId();
    await payme.create(id, order.body.orderId, 5_000_000);
    await payme.perform(id);
    return { ...reserve, order: order.body };
  }

  it("shows the provider the fee paid, and the client's cancel e-mail says it is not returned by itself and whom to ask", async () => {
    const { client, user, order } = await paidBooking('11:00', 'prepaid.cancel@example.uz');
    const list = await client.get('/api/bookings');
    const listed = list.body.find((b: { id: string }) => b.id === order.bookingId);
    expect(listed.paidReserveFee).toMatchObject({ amount: 5_000_000 });
    expect(Number.isNaN(Date.parse(listed.paidReserveFee.paidAt))).toBe(false);

    const cancelled = await client.post(`/api/bookings/${order.bookingId}/cancel`, { reason: null });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.paidReserveFee).toMatchObject({ amount: 5_000_000 });
    const mail = await smtp.waitFor((m) => m.to.includes('prepaid.cancel@example.uz') && textOf(m.raw).includes('bekor qilindi'));
    const text = textOf(mail.raw).replace(/\r?\n/g, ' ');
    expect(text).toContain("Oldindan to'lov (50 000 so'm) avtomatik qaytarilmaydi.");
    // Whom to ask is the business by name (its owner's until it has one), never the owner's login e-mail.
    expect(text).toContain("Qaytarish bo'yicha Aziz Karimov bilan bog'laning.");
    expect(text).not.toContain(user.email);
  });

  it('tells the provider, when the client cancels, that the fee stays to be settled with the client', async () => {
    const { user, order } = await paidBooking('15:00', 'prepaid.self@example.uz');
    const cancelled = await app.client().post(`/api/public/bookings/${order.bookingId}/cancel`, {
      confirmationNumber: order.confirmationNumber,
      email: 'prepaid.self@example.uz',
      phone: '+998 90 123 45 67',
      reason: null,
    });
    expect(cancelled.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(user.email) && textOf(m.raw).includes('Mijoz uchrashuvni bekor qildi'));
    expect(textOf(mail.raw).replace(/\r?\n/g, ' ')).toContain("Mijoz 50 000 so'm oldindan to'lagan. Qabul uni avtomatik qaytarmaydi");
  });
});
