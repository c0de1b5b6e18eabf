import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import type { TestApp } from '../support/test-app.ts';
import { type MailTestApp, startMailApp } from './support/mail-app.ts';
import { mimeParts } from './support/mime.ts';
import type { SmtpSink } from './support/smtp-sink.ts';

// What a booking's e-mails give each reader to act on, by real SMTP on loopback: the client two buttons (move,
// cancel), the provider one (their calendar on that day), and the client's phone as people write it.
let mail: MailTestApp;
let smtp: SmtpSink;
let app: TestApp;
beforeAll(async () => {
  mail = await startMailApp();
  ({ smtp, app } = mail);
});
afterAll(() => mail.close());

const part = (raw: string, type: string) =>
  mimeParts(raw)
    .find((p) => (p.headers['content-type'] ?? '').startsWith(type))
    ?.body.replace(/\r\n/g, '\n') ?? '';

describe("a booking's e-mails", () => {
  it('give the client buttons to move and cancel, and the provider a button to the day in their calendar', async () => {
    const owner = await providerWithService(app);
    const date = daysAhead(6);
    const booked = await app
      .client()
      .post(
        '/api/public/bookings',
        bookingBody(owner.service.id, date, '10:00', { phone: '998901234567', email: 'tugma@example.uz', language: 'ru' }),
      );
    expect(booked.status).toBe(201);
    const number = booked.body.confirmationNumber as string;

    const client = await smtp.waitFor((m) => m.to.includes('tugma@example.uz') && m.raw.includes(number));
    const clientHtml = part(client.raw, 'text/html');
    expect(clientHtml).toContain('<html lang="ru">');
    expect(clientHtml).toMatch(/<a href="[^"]*\?reschedule=[^"]*"[^>]*>Изменить время<\/a>/);
    expect(clientHtml).toMatch(/<a href="[^"]*\?cancel=[^"]*"[^>]*>Отменить<\/a>/);

    const provider = await smtp.waitFor((m) => !m.to.includes('tugma@example.uz') && m.raw.includes(number));
    const providerHtml = part(provider.raw, 'text/html');
    expect(providerHtml).toMatch(new RegExp(`<a href="[^"]*/user/calendar\\?date=${date}"[^>]*>Kalendarda ochish</a>`));
    expect(providerHtml).not.toContain('?cancel=');
    expect(part(provider.raw, 'text/plain')).toContain('Telefon: +998 90 123 45 67\n');
  });
});
