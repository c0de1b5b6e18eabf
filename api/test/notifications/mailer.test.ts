import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../src/features/notifications/mailer.ts';
import { decodeHeader, mailHeaders, mimeParts } from './support/mime.ts';
import { SmtpSink } from './support/smtp-sink.ts';

// The mailer alone against a real SMTP server on loopback: what it sends, and over how many connections.
let smtp: SmtpSink;
let mailer: Mailer;
beforeAll(async () => {
  smtp = await new SmtpSink().start();
  mailer = createMailer({ smtpUrl: smtp.url, from: 'Qabul <no-reply@qabul.test>', outboxDir: '/nonexistent' });
});
afterAll(async () => {
  mailer.close();
  await smtp.stop();
});

const invitation = (n: number) => ({
  to: `mijoz${n}@example.uz`,
  subject: `Qabul: Uchrashuvingiz qabul qilindi — ${n}-dekabr, 10:00`,
  text: `Assalomu alaykum, Dilnoza!\n\nTasdiqlash raqami: Q${n}`,
  html: `<p>Assalomu alaykum, Dilnoza!</p><p>Tasdiqlash raqami: <b>Q${n}</b></p>`,
  calendar: {
    method: 'REQUEST' as const,
    filename: 'uchrashuv.ics',
    content: `BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:booking-${n}@qabul.uz\r\nSUMMARY:Soch olish — Aziz\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
  },
});

describe('the SMTP mailer', () => {
  it('sends one message after another over one kept connection, each whole: headers, texts and the .ics invitation', async () => {
    const before = smtp.connections;
    const ids: string[] = [];
    for (let n = 1; n <= 5; n += 1) ids.push((await mailer.send(invitation(n))).messageId);
    // A connection per message (as before the pool) would make five.
    expect(smtp.connections - before).toBe(1);

    for (let n = 1; n <= 5; n += 1) {
      const mail = await smtp.waitFor((m) => m.to.includes(`mijoz${n}@example.uz`));
      expect(mail.from).toBe('no-reply@qabul.test');
      const headers = mailHeaders(mail.raw);
      expect(decodeHeader(headers.subject ?? '')).toBe(invitation(n).subject);
      // The id the mailer returns is the message's own header.
      expect(headers['message-id']).toBe(ids[n - 1]);
      const parts = mimeParts(mail.raw);
      expect(parts.find((p) => p.headers['content-type']?.startsWith('text/plain'))?.body).toContain(`Tasdiqlash raqami: Q${n}`);
      expect(parts.find((p) => p.headers['content-type']?.startsWith('text/html'))?.body).toContain(`<b>Q${n}</b>`);
      const calendar = parts.find((p) => p.headers['content-type']?.startsWith('text/calendar'));
      expect(calendar?.headers['content-type']).toContain('method=REQUEST');
      expect(calendar?.headers['content-disposition']).toContain('uchrashuv.ics');
      expect(calendar?.body).toBe(invitation(n).calendar.content);
    }
  });

  it('sends messages at once over a few connections, none lost or mixed up', async () => {
    const before = smtp.connections;
    await Promise.all(Array.from({ length: 12 }, (_, i) => mailer.send(invitation(100 + i))));
    for (let i = 0; i < 12; i += 1) {
      const mail = await smtp.waitFor((m) => m.to.includes(`mijoz${100 + i}@example.uz`));
      expect(mimeParts(mail.raw).find((p) => p.headers['content-type']?.startsWith('text/plain'))?.body).toContain(
        `Tasdiqlash raqami: Q${100 + i}`,
      );
    }
    // The pool's connections at most, not one per message.
    expect(smtp.connections - before).toBeLessThanOrEqual(10);
  });
});
