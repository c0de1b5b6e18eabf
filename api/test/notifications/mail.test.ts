import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/features/notifications/mailer.ts';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import type { TestApp } from '../support/test-app.ts';
import { type MailTestApp, startMailApp } from './support/mail-app.ts';
import { decodeHeader, mailHeaders, mimeBody, mimeParts } from './support/mime.ts';
import type { SmtpSink } from './support/smtp-sink.ts';
import { noticeDay } from '../support/notice-day.ts';

// The whole app without a Telegram bot: every notice goes by real SMTP to a server on loopback.
let mail: MailTestApp;
let smtp: SmtpSink;
let app: TestApp;
let publicUrl: string;
beforeAll(async () => {
  mail = await startMailApp();
  ({ smtp, app, publicUrl } = mail);
});
afterAll(() => mail.close());

const calendarOf = (raw: string) => mimeParts(raw).find((p) => (p.headers['content-type'] ?? '').startsWith('text/calendar'));
const textOf = (raw: string) => mimeBody(raw, 'text/plain');

describe('e-mail notices', () => {
  it("mails the client's confirmation with the booking's details and an .ics invitation", async () => {
    const { user: provider, service } = await providerWithService(app, { meetingAddress: 'Toshkent, Chilonzor 7' });
    const date = daysAhead(9);
    const booked = await app
      .client()
      .post(
        '/api/public/bookings',
        bookingBody(service.id, date, '16:00', { email: 'dilnoza@example.uz', clientTimezone: 'Asia/Tashkent' }),
      );
    expect(booked.status).toBe(201);

    const mail = await smtp.waitFor((m) => m.to.includes('dilnoza@example.uz') && m.raw.includes(booked.body.confirmationNumber));
    const headers = mailHeaders(mail.raw);
    expect(decodeHeader(headers.subject ?? '')).toBe(`Qabul: Uchrashuvingiz qabul qilindi — ${noticeDay('uz', date)}, 16:00`);
    expect(headers.from).toBe('Qabul <no-reply@qabul.test>');
    const text = textOf(mail.raw);
    expect(text).toContain('Assalomu alaykum, Dilnoza Yusupova!');
    expect(text).toContain('Xizmat: Soch olish');
    expect(text).toContain('Mutaxassis: Aziz Karimov');
    expect(text).toContain('Manzil: Toshkent, Chilonzor 7');
    expect(text).toContain(
      `Bekor qilish: ${publicUrl}/${provider.username}?cancel=${booked.body.id}&confirm=${booked.body.confirmationNumber}`,
    );
    expect(text).toContain(
      `Vaqtni o'zgartirish: ${publicUrl}/${provider.username}?reschedule=${booked.body.id}&confirm=${booked.body.confirmationNumber}`,
    );

    const calendar = calendarOf(mail.raw);
    expect(calendar?.headers['content-type']).toContain('method=REQUEST');
    expect(calendar?.headers['content-disposition']).toContain('uchrashuv.ics');
    const ics = calendar?.body ?? '';
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:${booked.body.id}@qabul.uz`);
    expect(ics).toContain(
      `DTSTART:${new Date(booked.body.dateTimeUtc)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    expect(ics).toContain('SUMMARY:Soch olish — Aziz Karimov');
    expect(ics).toContain('LOCATION:Toshkent\\, Chilonzor 7');
    // Not yet confirmed by the provider: the calendar holds it as tentative.
    expect(ics).toContain('STATUS:TENTATIVE');

    // The provider hears about it too, by e-mail since no Telegram chat is linked.
    const toProvider = await smtp.waitFor((m) => m.raw.includes('Yangi uchrashuv') && m.raw.includes(booked.body.confirmationNumber));
    expect(textOf(toProvider.raw)).toContain('Mijoz: Dilnoza Yusupova');
  });

  it("mails the provider's confirmation with the event no longer tentative", async () => {
    const { client, service } = await providerWithService(app);
    const booked = await app
      .client()
      .post('/api/public/bookings', bookingBody(service.id, daysAhead(11), '11:00', { email: 'tasdiq@example.uz' }));
    await smtp.waitFor((m) => m.to.includes('tasdiq@example.uz') && Boolean(calendarOf(m.raw)?.body.includes('STATUS:TENTATIVE')));
    expect((await client.put(`/api/bookings/${booked.body.id}/status`, { status: 'confirmed' })).status).toBe(200);
    const mail = await smtp.waitFor(
      (m) => m.to.includes('tasdiq@example.uz') && Boolean(calendarOf(m.raw)?.body.includes('STATUS:CONFIRMED')),
    );
    expect(calendarOf(mail.raw)?.body).toContain(`UID:${booked.body.id}@qabul.uz`);
  });

  it('mails a cancellation with METHOD:CANCEL for the same event', async () => {
    const { service } = await providerWithService(app);
    const booked = await app
      .client()
      .post('/api/public/bookings', bookingBody(service.id, daysAhead(10), '09:00', { email: 'bekor@example.uz' }));
    await smtp.waitFor((m) => m.to.includes('bekor@example.uz'));
    const cancelled = await app.client().post(`/api/public/bookings/${booked.body.id}/cancel`, {
      email: 'bekor@example.uz',
      phone: '+998 90 123 45 67',
      confirmationNumber: booked.body.confirmationNumber,
      reason: null,
    });
    expect(cancelled.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes('bekor@example.uz') && m.raw.includes('method=CANCEL'));
    expect(decodeHeader(mailHeaders(mail.raw).subject ?? '')).toContain('Uchrashuvingiz bekor qilindi');
    const ics = calendarOf(mail.raw)?.body ?? '';
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain(`UID:${booked.body.id}@qabul.uz`);
    expect(textOf(mail.raw)).not.toContain('?cancel=');
  });

  it('writes .eml files to DATA_DIR/mail when no SMTP server is configured', async () => {
    const outboxDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'qabul-outbox-')), 'mail');
    const mailer = createMailer({ from: 'Qabul <no-reply@qabul.test>', outboxDir });
    await mailer.send({
      to: 'x@example.uz',
      subject: 'Sinov',
      text: 'Salom',
      html: '<p>Salom</p>',
      calendar: { method: 'REQUEST', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', filename: 'uchrashuv.ics' },
    });
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(outboxDir, files[0] as string), 'utf8');
    expect(mailHeaders(eml).to).toBe('x@example.uz');
    expect(calendarOf(eml)?.body).toContain('BEGIN:VCALENDAR');
  });
});

// What a booking's e-mails give each reader to act on: the client two buttons (move, cancel), the provider one (their
// calendar on that day), and the client's phone as people write it.
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
    const clientHtml = mimeBody(client.raw, 'text/html');
    expect(clientHtml).toContain('<html lang="ru">');
    expect(clientHtml).toMatch(/<a href="[^"]*\?reschedule=[^"]*"[^>]*>Изменить время<\/a>/);
    expect(clientHtml).toMatch(/<a href="[^"]*\?cancel=[^"]*"[^>]*>Отменить<\/a>/);

    const provider = await smtp.waitFor((m) => !m.to.includes('tugma@example.uz') && m.raw.includes(number));
    const providerHtml = mimeBody(provider.raw, 'text/html');
    expect(providerHtml).toMatch(new RegExp(`<a href="[^"]*/user/calendar\\?date=${date}"[^>]*>Kalendarda ochish</a>`));
    expect(providerHtml).not.toContain('?cancel=');
    expect(mimeBody(provider.raw, 'text/plain').replace(/\r\n/g, '\n')).toContain('Telefon: +998 90 123 45 67\n');
  });
});
