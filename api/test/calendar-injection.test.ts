import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mimeParts } from './notifications/support/mime.ts';
import { type MailTestApp, startMailApp } from './notifications/support/mail-app.ts';
import { bookingBody, daysAhead, halfHours, WEEK } from './support/fixtures.ts';
import { DOWNLOAD_PROPERTIES, icsPhysicalLines, icsUnescape, INVITATION_PROPERTIES, readIcs } from './support/ics-read.ts';
import type { TestApp } from './support/test-app.ts';

// Names are people's own text: a CR/LF, quote or semicolon in one must stay inside its value in every
// calendar file the app hands out, the .ics download and the e-mailed invitation alike.
let mail: MailTestApp;
let app: TestApp;
beforeAll(async () => {
  mail = await startMailApp();
  app = mail.app;
});
afterAll(() => mail.close());

const PROVIDER_FIRST = 'Ali\r\nATTACH:https://evil.example/payload.exe\r\nURL:https://evil.example';
const PROVIDER_LAST = 'Karimov";ROLE=CHAIR:mailto:evil@example.uz';
const CLIENT = 'Vali "x";PARTSTAT=DECLINED:mailto:evil@example.uz\r\nATTACH:https://evil.example/c';
const SERVICE = 'Soch; olish, "premium"\r\nURL:https://evil.example/s';
const ADDRESS = 'Toshkent\\Chilonzor 7\nATTACH:https://evil.example/a';

/** The names as a calendar program should read them back: CR dropped, a line break kept as one. */
const read = (text: string) => text.replace(/\r/g, '');

async function bookedWithCraftedNames() {
  const client = app.client();
  const registered = await client.post('/api/register', {
    firstName: PROVIDER_FIRST,
    lastName: PROVIDER_LAST,
    email: `ics${randomUUID().slice(0, 8)}@example.uz`,
    password: 'secret123',
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const created = await client.post('/api/services', {
    name: SERVICE,
    description: 'Klassik',
    price: "80 000 so'm",
    duration: 30,
    meetingAddress: ADDRESS,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await client.put(`/api/service-availability/${created.body.id}`, {
    availability: Object.fromEntries(WEEK.map((day) => [day, halfHours('09:00', '18:00')])),
  });
  const email = `c${randomUUID().slice(0, 8)}@example.uz`;
  const booked = await app
    .client()
    .post('/api/public/bookings', bookingBody(created.body.id, daysAhead(6), '11:00', { name: CLIENT, email }));
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return { booking: booked.body, email };
}

/** Every line within 75 octets; exactly the expected properties, nothing injected. */
function checkStructure(file: string, names: string[]) {
  const properties = readIcs(file);
  expect(properties.map((p) => p.name)).toEqual(names);
  expect(properties.some((p) => ['ATTACH', 'URL'].includes(p.name))).toBe(false);
  for (const line of icsPhysicalLines(file)) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  return (name: string) => properties.filter((p) => p.name === name);
}

describe('calendar files with crafted names', () => {
  it('the .ics download keeps every name inside its own value', async () => {
    const { booking } = await bookedWithCraftedNames();
    const reply = await app.client().get(`/api/booking-details/${booking.id}/calendar.ics?token=${booking.clientToken}`);
    expect(reply.status).toBe(200);
    const file = reply.body as string;
    const all = checkStructure(file, DOWNLOAD_PROPERTIES);
    const provider = `${PROVIDER_FIRST} ${PROVIDER_LAST}`;
    expect(icsUnescape(all('SUMMARY')[0]!.value)).toBe(read(`${SERVICE} — ${provider}`));
    expect(icsUnescape(all('LOCATION')[0]!.value)).toBe(read(ADDRESS));
    expect(all('ORGANIZER')[0]!.params).toEqual({ CN: read(provider) });
    // The business at the platform's no-reply address: the owner's login e-mail stays off the client's calendar.
    expect(all('ORGANIZER')[0]!.value).toBe('mailto:noreply@qabul.uz');
  });

  it('the e-mailed invitation keeps every name inside its own value, attendee parameters included', async () => {
    const { booking, email } = await bookedWithCraftedNames();
    const received = await mail.smtp.waitFor((m) => m.to.includes(email) && m.raw.includes('method=REQUEST'));
    const file = mimeParts(received.raw).find((p) => (p.headers['content-type'] ?? '').startsWith('text/calendar'))?.body ?? '';
    const all = checkStructure(file, INVITATION_PROPERTIES);
    expect(all('UID')[0]!.value).toBe(`${booking.id}@qabul.uz`);
    expect(all('ORGANIZER')[0]!.params).toEqual({ CN: read(`${PROVIDER_FIRST} ${PROVIDER_LAST}`) });
    expect(all('ATTENDEE')[0]!.params).toEqual({ ROLE: 'REQ-PARTICIPANT', PARTSTAT: 'ACCEPTED', RSVP: 'FALSE', CN: read(CLIENT) });
    expect(all('ATTENDEE')[0]!.value).toBe(`mailto:${email}`);
    expect(icsUnescape(all('LOCATION')[0]!.value)).toBe(read(ADDRESS));
    expect(icsUnescape(all('SUMMARY')[0]!.value)).toContain(read(SERVICE));
  });
});
