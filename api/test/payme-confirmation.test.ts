import { freePort } from '@qabul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../src/extensions.ts';
import { daysAhead } from './support/fixtures.ts';
import { providerWithReserveFee, reserveBody } from './support/payment-fixtures.ts';
import { PAYME_ENV, PaymeSandbox } from './support/payme-sandbox.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { mimeParts } from './notifications/support/mime.ts';
import { SmtpSink } from './notifications/support/smtp-sink.ts';

// The whole app with its dispatcher and real SMTP on loopback: the client hears of a reserve-fee booking once it is paid.
let smtp: SmtpSink;
let app: TestApp;
let payme: PaymeSandbox;
beforeAll(async () => {
  smtp = await new SmtpSink().start();
  const port = await freePort();
  app = await startTestApp({
    ...PAYME_ENV,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    SMTP_URL: smtp.url,
    RATE_LIMIT_DISABLED: '1',
  });
  payme = new PaymeSandbox(app.url);
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
});

const textOf = (raw: string) => mimeParts(raw).find((p) => (p.headers['content-type'] ?? '').startsWith('text/plain'))?.body ?? '';

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
