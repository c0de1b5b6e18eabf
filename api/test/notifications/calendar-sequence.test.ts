import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import { icsValue, readIcs } from '../support/ics-read.ts';
import type { TestApp } from '../support/test-app.ts';
import { type MailTestApp, startMailApp } from './support/mail-app.ts';
import { mimeParts } from './support/mime.ts';
import type { SmtpSink } from './support/smtp-sink.ts';

// A booking's calendar event as calendars read it (RFC 5545, RFC 5546): one UID, and a SEQUENCE that only grows,
// the same in the downloaded .ics and in the e-mailed invitations, so a calendar always keeps the latest; an iTIP
// REQUEST or CANCEL names an ATTENDEE, and an event with none to name is PUBLISHed.
let mail: MailTestApp;
let smtp: SmtpSink;
let app: TestApp;
beforeAll(async () => {
  mail = await startMailApp();
  ({ smtp, app } = mail);
});
afterAll(() => mail.close());

/** iCalendar's INTEGER is a signed 32-bit number (RFC 5545 3.3.8). */
const ICS_INTEGER_MAX = 2_147_483_647;

const calendarPart = (raw: string) => mimeParts(raw).find((p) => (p.headers['content-type'] ?? '').startsWith('text/calendar'));

/** The calendar file of the latest e-mail to `to` whose invitation says `status`. */
async function mailedCalendar(to: string, status: string, after = 0) {
  const received = await smtp.waitFor(
    (m) => m.to.includes(to) && Boolean(calendarPart(m.raw)?.body.includes(`STATUS:${status}`)) && smtp.received.indexOf(m) >= after,
  );
  const part = calendarPart(received.raw);
  return { file: part?.body ?? '', contentType: part?.headers['content-type'] ?? '' };
}

async function downloaded(booking: { id: string; clientToken: string }) {
  const reply = await app.client().get(`/api/booking-details/${booking.id}/calendar.ics?token=${booking.clientToken}`);
  expect(reply.status).toBe(200);
  return reply.body as string;
}

const sequenceOf = (file: string) => Number(icsValue(file, 'SEQUENCE'));

describe('the SEQUENCE of a booking’s calendar event', () => {
  it('grows by one with every move, confirmation and cancel, and the download and the e-mail always say the same', async () => {
    const { client, service } = await providerWithService(app);
    const email = 'ketma-ket@example.uz';
    const booked = await app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(12), '10:00', { email }));
    expect(booked.status).toBe(201);
    const booking = booked.body as { id: string; clientToken: string; confirmationNumber: string };
    const seen: number[] = [];

    // Booked: tentative until the provider confirms.
    const first = await mailedCalendar(email, 'TENTATIVE');
    expect(sequenceOf(first.file)).toBe(sequenceOf(await downloaded(booking)));
    seen.push(sequenceOf(first.file));

    // Moved by the client: the same event, later in the day.
    const mark = smtp.received.length;
    const moved = await app.client().post(`/api/public/bookings/${booking.id}/reschedule`, {
      confirmationNumber: booking.confirmationNumber,
      phone: '+998 90 123 45 67',
      email,
      newDate: daysAhead(12),
      newTimeSlot: '15:00',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const afterMove = await mailedCalendar(email, 'TENTATIVE', mark);
    expect(icsValue(afterMove.file, 'DTSTART')).not.toBe(icsValue(first.file, 'DTSTART'));
    const downloadAfterMove = await downloaded(booking);
    expect(icsValue(downloadAfterMove, 'DTSTART')).toBe(icsValue(afterMove.file, 'DTSTART'));
    expect(sequenceOf(afterMove.file)).toBe(sequenceOf(downloadAfterMove));
    seen.push(sequenceOf(afterMove.file));

    // Confirmed by the provider.
    expect((await client.put(`/api/bookings/${booking.id}/status`, { status: 'confirmed' })).status).toBe(200);
    const confirmed = await mailedCalendar(email, 'CONFIRMED');
    expect(sequenceOf(confirmed.file)).toBe(sequenceOf(await downloaded(booking)));
    seen.push(sequenceOf(confirmed.file));

    // Cancelled by the client.
    const cancelled = await app.client().post(`/api/public/bookings/${booking.id}/cancel`, {
      email,
      phone: '+998 90 123 45 67',
      confirmationNumber: booking.confirmationNumber,
      reason: null,
    });
    expect(cancelled.status).toBe(200);
    const cancel = await mailedCalendar(email, 'CANCELLED');
    expect(icsValue(cancel.file, 'METHOD')).toBe('CANCEL');
    const downloadAfterCancel = await downloaded(booking);
    expect(icsValue(downloadAfterCancel, 'STATUS')).toBe('CANCELLED');
    expect(sequenceOf(cancel.file)).toBe(sequenceOf(downloadAfterCancel));
    seen.push(sequenceOf(cancel.file));

    expect(seen).toEqual([seen[0], seen[0]! + 1, seen[0]! + 2, seen[0]! + 3]);
    for (const sequence of seen) expect(sequence).toBeLessThanOrEqual(ICS_INTEGER_MAX);
  });

  it('is never set back by a write that names it', async () => {
    const { service } = await providerWithService(app);
    const booked = await app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(13), '11:00'));
    const sql = app.qabul.database.orm.em.getConnection();
    await sql.execute(`update bookings set status = 'confirmed' where id = ?`, [booked.body.id]);
    await sql.execute(`update bookings set calendar_sequence = 0, notes = 'x' where id = ?`, [booked.body.id]);
    const [row] = await sql.execute<{ calendar_sequence: number }[]>('select calendar_sequence from bookings where id = ?', [
      booked.body.id,
    ]);
    expect(row?.calendar_sequence).toBe(1);
  });
});

describe('iTIP methods and attendees', () => {
  it("the provider's invitation for a client without e-mail is PUBLISHed with no ATTENDEE; with one it is a REQUEST naming them", async () => {
    const { service, email: providerEmail } = await providerWithService(app);
    const withoutMail = await app
      .client()
      .post('/api/public/bookings', bookingBody(service.id, daysAhead(14), '10:00', { email: '', name: 'Pochtasiz Mijoz' }));
    expect(withoutMail.status, JSON.stringify(withoutMail.body)).toBe(201);
    const published = await smtp.waitFor(
      (m) => m.to.includes(providerEmail) && m.raw.includes(withoutMail.body.confirmationNumber) && Boolean(calendarPart(m.raw)),
    );
    const file = calendarPart(published.raw)?.body ?? '';
    expect(calendarPart(published.raw)?.headers['content-type']).toContain('method=PUBLISH');
    expect(icsValue(file, 'METHOD')).toBe('PUBLISH');
    expect(readIcs(file).filter((p) => p.name === 'ATTENDEE')).toEqual([]);

    const withMail = await app
      .client()
      .post('/api/public/bookings', bookingBody(service.id, daysAhead(14), '12:00', { email: 'pochtali@example.uz' }));
    const requested = await smtp.waitFor(
      (m) => m.to.includes(providerEmail) && m.raw.includes(withMail.body.confirmationNumber) && Boolean(calendarPart(m.raw)),
    );
    const request = calendarPart(requested.raw)?.body ?? '';
    expect(icsValue(request, 'METHOD')).toBe('REQUEST');
    expect(
      readIcs(request)
        .filter((p) => p.name === 'ATTENDEE')
        .map((p) => p.value),
    ).toEqual(['mailto:pochtali@example.uz']);
  });

  it('every e-mailed REQUEST or CANCEL names at least one ATTENDEE, and a PUBLISH none', async () => {
    // Everything this file's tests mailed so far, read as a calendar program would.
    const files = smtp.received.map((m) => calendarPart(m.raw)?.body).filter((file): file is string => Boolean(file));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const attendees = readIcs(file).filter((p) => p.name === 'ATTENDEE').length;
      const method = icsValue(file, 'METHOD');
      if (method === 'PUBLISH') expect(attendees).toBe(0);
      else expect(attendees, method).toBeGreaterThan(0);
    }
  });
});
