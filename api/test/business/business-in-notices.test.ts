import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailTestApp, startMailApp } from '../notifications/support/mail-app.ts';
import { mimeBody } from '../notifications/support/mime.ts';
import type { SmtpSink } from '../notifications/support/smtp-sink.ts';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import type { TestApp } from '../support/test-app.ts';

// The e-mails a client gets say where to go as the business says it (its name, its address with the landmark) over
// real SMTP on loopback; the owner's login e-mail is in none of them, nor in the calendar invitation.
let mail: MailTestApp;
let smtp: SmtpSink;
let app: TestApp;
beforeAll(async () => {
  mail = await startMailApp();
  ({ smtp, app } = mail);
});
afterAll(() => mail.close());

const textOf = (raw: string) => mimeBody(raw, 'text/plain');
const calendarOf = (raw: string) => mimeBody(raw, 'text/calendar');

describe("the client's e-mails", () => {
  it('name the business and its place with the landmark, in the client’s language, and never the owner’s e-mail', async () => {
    const provider = await providerWithService(app, { meetingAddress: "Amir Temur ko'chasi 1" });
    await provider.client.put('/api/business', {
      businessName: 'Malika Beauty',
      address: "Toshkent, Amir Temur ko'chasi 15",
      landmark: 'Oybek metrosi yonida',
      phone: '+998901234567',
    });
    const uz = await app
      .client()
      .post('/api/public/bookings', bookingBody(provider.service.id, daysAhead(4), '10:00', { email: 'uz.client@example.uz' }));
    const ru = await app
      .client()
      .post(
        '/api/public/bookings',
        bookingBody(provider.service.id, daysAhead(4), '12:00', { email: 'ru.client@example.uz', language: 'ru' }),
      );
    expect([uz.status, ru.status]).toEqual([201, 201]);

    const uzMail = await smtp.waitFor((m) => m.to.includes('uz.client@example.uz') && m.raw.includes(uz.body.confirmationNumber));
    const text = textOf(uzMail.raw);
    expect(text).toContain('Mutaxassis: Malika Beauty');
    expect(text).toContain("Manzil: Toshkent, Amir Temur ko'chasi 15 (mo'ljal: Oybek metrosi yonida)");
    const ics = calendarOf(uzMail.raw);
    expect(ics).toContain('ORGANIZER;CN=Malika Beauty:mailto:noreply@qabul.uz');
    expect(ics).toContain("LOCATION:Toshkent\\, Amir Temur ko'chasi 15 (mo'ljal: Oybek metrosi yonida)");

    const ruMail = await smtp.waitFor((m) => m.to.includes('ru.client@example.uz') && m.raw.includes(ru.body.confirmationNumber));
    expect(textOf(ruMail.raw)).toContain("Toshkent, Amir Temur ko'chasi 15 (ориентир: Oybek metrosi yonida)");

    for (const received of [uzMail, ruMail]) expect(received.raw).not.toContain(provider.email);
    // The provider is still told at their own address, under their own name.
    const toProvider = await smtp.waitFor((m) => m.to.includes(provider.email) && m.raw.includes(uz.body.confirmationNumber));
    expect(textOf(toProvider.raw)).toContain('Assalomu alaykum, Aziz Karimov!');
  });

  it('keep the service’s own address for a business that gave none', async () => {
    const provider = await providerWithService(app, { meetingAddress: 'Toshkent, Chilonzor 7' });
    await provider.client.put('/api/business', { businessName: 'Bobur Barber' });
    const booked = await app
      .client()
      .post('/api/public/bookings', bookingBody(provider.service.id, daysAhead(5), '10:00', { email: 'old.way@example.uz' }));
    const received = await smtp.waitFor((m) => m.to.includes('old.way@example.uz') && m.raw.includes(booked.body.confirmationNumber));
    expect(textOf(received.raw)).toContain('Manzil: Toshkent, Chilonzor 7');
    expect(textOf(received.raw)).toContain('Mutaxassis: Bobur Barber');
  });
});
