import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysAhead, planId, providerWithService } from '../support/fixtures.ts';
import type { TestApp } from '../support/test-app.ts';
import { type MailTestApp, startMailApp } from './support/mail-app.ts';
import { mimeBody } from './support/mime.ts';
import type { SmtpSink } from './support/smtp-sink.ts';

// The client's confirmation by real SMTP on loopback names who serves them where the business has several masters.
let mail: MailTestApp;
let smtp: SmtpSink;
let app: TestApp;
beforeAll(async () => {
  mail = await startMailApp();
  ({ smtp, app } = mail);
});
afterAll(() => mail.close());

const textOf = (raw: string) => mimeBody(raw, 'text/plain').replace(/\r\n/g, '\n');
const htmlOf = (raw: string) => mimeBody(raw, 'text/html').replace(/\r\n/g, '\n');

async function mailFor(email: string, confirmationNumber: string) {
  return smtp.waitFor((m) => m.to.includes(email) && m.raw.includes(confirmationNumber));
}

describe("the client's e-mail names the master", () => {
  it("names the chosen master under their title, and a Farqi yo'q pick under 'Usta'", async () => {
    const owner = await providerWithService(app);
    expect((await owner.client.post('/api/select-subscription-plan', { planId: await planId(owner.client, 'business') })).status).toBe(200);
    const add = (name: string, title: string | null) =>
      owner.client.post('/api/staff', { name, title, serviceIds: [owner.service.id], availability: {}, isActive: true });
    const nilufar = await add('Nilufar Xasanova', 'Stilist');
    expect(nilufar.status).toBe(201);
    const date = daysAhead(8);
    const chosen = await app
      .client()
      .post(
        '/api/public/bookings',
        bookingBody(owner.service.id, date, '10:00', { email: 'tanlagan@example.uz', staffId: nilufar.body.id }),
      );
    expect(chosen.status).toBe(201);
    const first = await mailFor('tanlagan@example.uz', chosen.body.confirmationNumber);
    expect(textOf(first.raw)).toContain('Xizmat: Soch olish\nStilist: Nilufar Xasanova\n');
    expect(htmlOf(first.raw)).toContain('Stilist');

    // The owner's own master has no title: the label is "Usta".
    const any = await app
      .client()
      .post('/api/public/bookings', bookingBody(owner.service.id, date, '10:00', { email: 'farqi@example.uz', staffId: null }));
    expect(any.status).toBe(201);
    expect(any.body.staff.id).not.toBe(nilufar.body.id);
    const second = await mailFor('farqi@example.uz', any.body.confirmationNumber);
    expect(textOf(second.raw)).toContain(`Usta: ${any.body.staff.name}`);
  });

  it('names nobody for a solo provider (their notices read as before)', async () => {
    const solo = await providerWithService(app);
    const booked = await app
      .client()
      .post('/api/public/bookings', bookingBody(solo.service.id, daysAhead(8), '11:00', { email: 'yakka@example.uz' }));
    expect(booked.status).toBe(201);
    const text = textOf((await mailFor('yakka@example.uz', booked.body.confirmationNumber)).raw);
    expect(text).toContain('Xizmat: Soch olish\nMutaxassis: Aziz Karimov');
    expect(text).not.toContain('Usta:');
  });
});
