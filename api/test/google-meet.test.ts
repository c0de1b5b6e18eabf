import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { meetEventId } from '../src/features/google/google-meet.ts';
import type { FakeGoogle } from './support/fake-google.ts';
import { bookingBody, daysAhead, halfHours, providerWithService, WEEK } from './support/fixtures.ts';
import { mimeBody } from './notifications/support/mime.ts';
import { givePremium, googleRoundTrip, useGoogleApp } from './support/google-fixtures.ts';
import { sqlOf } from './support/admin-fixtures.ts';
import type { TestApp } from './support/test-app.ts';

const world = useGoogleApp();
let google: FakeGoogle;
let app: TestApp;
beforeAll(() => {
  ({ google, app } = world);
});

const ONLINE = { name: 'Onlayn konsultatsiya', isOnlineMeeting: true, useGoogleMeet: true };

/** A Premium provider with an online Google Meet service, Google connected (unless asked not to). */
async function meetProvider(connect = true) {
  const provider = await providerWithService(app);
  await givePremium(app, provider.user.id);
  const service = await provider.client.post('/api/services', {
    ...ONLINE,
    description: 'Video orqali',
    price: "200 000 so'm",
    duration: 45,
  });
  expect(service.status).toBe(201);
  const hours = [...halfHours('09:00', '13:00'), ...halfHours('15:00', '17:00')];
  const times = Object.fromEntries(WEEK.map((day) => [day, hours]));
  await provider.client.put(`/api/service-availability/${service.body.id}`, { availability: times });
  if (connect) await googleRoundTrip(provider.client, google, { email: `cal-${provider.user.id}@example.uz`, email_verified: true });
  return { ...provider, meetService: service.body };
}

async function details(id: string, token: string) {
  return (await app.client().get(`/api/booking-details/${id}?token=${token}`)).body;
}

const eventOf = (bookingId: string) => google.events.get(meetEventId(bookingId));

describe('Google Meet links for online bookings', () => {
  it('creates a calendar event with a Meet link, moves it with the booking and deletes it on cancel', async () => {
    const provider = await meetProvider();
    const date = daysAhead(5);
    const booked = await app
      .client()
      .post('/api/public/bookings', bookingBody(provider.meetService.id, date, '10:00', { email: 'client@example.uz' }));
    expect(booked.body).toMatchObject({ id: expect.any(String) });

    await expect.poll(() => eventOf(booked.body.id)?.hangoutLink, { timeout: 10_000 }).toMatch(/^https:\/\/meet\.google\.com\//);
    const event = eventOf(booked.body.id)!;
    expect(event.attendees).toEqual([{ email: 'client@example.uz', displayName: 'Dilnoza Yusupova' }]);
    expect(event.summary).toContain('Onlayn konsultatsiya');
    await expect
      .poll(async () => (await details(booked.body.id, booked.body.clientToken)).googleMeetLink, { timeout: 10_000 })
      .toBe(event.hangoutLink);
    // Without the client's token the link is not shown.
    expect((await app.client().get(`/api/booking-details/${booked.body.id}`)).body.googleMeetLink ?? null).toBeNull();
    // The provider sees it on their booking.
    const mine = await provider.client.get('/api/bookings');
    expect(mine.body.find((b: { id: string }) => b.id === booked.body.id).googleMeetLink).toBe(event.hangoutLink);
    // The refresh token was used for an access token (each job acts from the stored refresh token).
    expect(google.calls.some((call) => call.path === '/token' && call.body.includes('grant_type=refresh_token'))).toBe(true);

    const moved = await provider.client.post(`/api/bookings/${booked.body.id}/reschedule`, { newDate: date, newTimeSlot: '15:00' });
    expect(moved.status).toBe(200);
    await expect
      .poll(() => eventOf(booked.body.id)?.start.dateTime, { timeout: 10_000 })
      .toBe(new Date(moved.body.dateTimeUtc).toISOString());
    expect(google.count('POST', /\/events$/)).toBeGreaterThanOrEqual(1);

    const cancelled = await provider.client.post(`/api/bookings/${booked.body.id}/cancel`, { reason: 'Kasallik' });
    expect(cancelled.status).toBe(200);
    await expect.poll(() => eventOf(booked.body.id)?.status, { timeout: 10_000 }).toBe('cancelled');
    await expect
      .poll(
        async () => (await sqlOf(app)('select google_calendar_event_id as event from bookings where id = ?', [booked.body.id]))[0]?.event,
      )
      .toBeNull();
  });

  it('a Google error is retried until the event exists, without a second event', async () => {
    const provider = await meetProvider();
    const inserts = () => google.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/events')).length;
    const before = inserts();
    google.fail((call) => call.method === 'POST' && call.path.endsWith('/events'), 500, 1);
    const booked = await app.client().post('/api/public/bookings', bookingBody(provider.meetService.id, daysAhead(6), '09:00'));
    expect(booked.status).toBe(201);
    expect(booked.body.googleMeetLink ?? null).toBeNull();
    await expect.poll(() => eventOf(booked.body.id)?.hangoutLink, { timeout: 20_000 }).toBeTruthy();
    expect(inserts() - before).toBe(2);
    expect([...google.events.keys()].filter((id) => id === meetEventId(booked.body.id))).toHaveLength(1);
  });

  it('a Google that never answers does not hold the booking up; the event comes once Google answers', async () => {
    const provider = await meetProvider();
    google.fail((call) => call.path.startsWith('/calendar/'), 'hang', 1);
    const started = Date.now();
    const booked = await app.client().post('/api/public/bookings', bookingBody(provider.meetService.id, daysAhead(7), '11:00'));
    expect(booked.status).toBe(201);
    // The booking answered without waiting for Google (whose time limit here is 1 s).
    expect(Date.now() - started).toBeLessThan(1000);
    await expect.poll(() => eventOf(booked.body.id)?.hangoutLink, { timeout: 25_000 }).toBeTruthy();
  });

  it('makes no event when the provider has not connected Google', async () => {
    const provider = await meetProvider(false);
    const booked = await app.client().post('/api/public/bookings', bookingBody(provider.meetService.id, daysAhead(8), '12:00'));
    expect(booked.status).toBe(201);
    const job = async () =>
      (await sqlOf(app)(`select status from background_jobs where kind = 'google-meet-sync' and key like ?`, [`${booked.body.id}:%`]))[0]
        ?.status;
    await expect.poll(job, { timeout: 10_000 }).toBe('done');
    expect(eventOf(booked.body.id)).toBeUndefined();
    expect((await details(booked.body.id, booked.body.clientToken)).googleMeetLink).toBeNull();
  });

  it('tells the client the link when it comes after their confirmation was sent', async () => {
    const provider = await meetProvider();
    google.fail((call) => call.path.startsWith('/calendar/'), 500, 1);
    const booked = await app.client().post('/api/public/bookings', bookingBody(provider.meetService.id, daysAhead(9), '10:00'));
    await expect.poll(() => eventOf(booked.body.id)?.hangoutLink, { timeout: 20_000 }).toBeTruthy();
    const notices = async () =>
      (
        await sqlOf(app)(
          `select reminder_type as kind, status from reminder_schedules where booking_id = ? and recipient_type = 'client' order by id`,
          [booked.body.id],
        )
      ).map((row) => `${row.kind}:${row.status}`);
    // Whether the confirmation left before the link or carried it, the client gets the link by e-mail, once.
    const link = eventOf(booked.body.id)!.hangoutLink!;
    const outbox = app.qabul.config.mail.outboxDir;
    const mailsWithLink = async () => {
      const mails = await Promise.all((await readdir(outbox)).map((name) => readFile(path.join(outbox, name), 'utf8')));
      // Read as a mail program reads it: quoted-printable may fold the link's line anywhere in the raw message.
      return mails.filter((mail) => mail.includes('dilnoza@example.uz') && mimeBody(mail, 'text/plain').includes(link)).length;
    };
    await expect.poll(mailsWithLink, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect((await notices()).filter((notice) => notice.startsWith('meet_link'))).toHaveLength(
      (await notices()).includes('meet_link:sent') ? 1 : 0,
    );
    expect(await notices()).toContain('booking_created:sent');
    expect(await notices()).toContain('booking_created:sent');
  });
});

describe("busy times from the provider's Google Calendar", () => {
  it('takes the busy hours out of the slots while sync is on, and gives them back when it is off', async () => {
    const provider = await meetProvider();
    const date = daysAhead(10);
    const slotsAt = async (time: string) => {
      const slots = (await app.client().get(`/api/time-slots?date=${date}&serviceId=${provider.service.id}`)).body as Array<{
        time: string;
        isAvailable: boolean;
      }>;
      return slots.find((slot) => slot.time === time)?.isAvailable;
    };
    expect(await slotsAt('10:00')).toBe(true);
    // Busy 10:00-11:00 Tashkent (UTC+5) in the provider's Google Calendar.
    google.busy.push({ start: `${date}T05:00:00Z`, end: `${date}T06:00:00Z` });
    const on = await provider.client.put('/api/user/google-calendar-sync', { enabled: true });
    expect(on.body).toEqual({ googleCalendarSync: true });
    await expect.poll(() => slotsAt('10:00'), { timeout: 10_000 }).toBe(false);
    expect(await slotsAt('10:30')).toBe(false);
    expect(await slotsAt('11:00')).toBe(true);
    expect(await slotsAt('09:00')).toBe(true);
    expect(google.count('POST', /\/freeBusy$/)).toBeGreaterThanOrEqual(1);
    expect((await provider.client.get('/api/user')).body.googleCalendarSync).toBe(true);

    const off = await provider.client.put('/api/user/google-calendar-sync', { enabled: false });
    expect(off.body).toEqual({ googleCalendarSync: false });
    expect(await slotsAt('10:00')).toBe(true);
    google.busy.length = 0;
  });
});
