import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { halfHours, bookingBody, providerWithService } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { salon } from '../staff/support.ts';
import { freeTimes, signedInMaster } from '../provider-tools/support.ts';
import { calendar, nextWeekday } from './support.ts';

// GET /api/calendar over HTTP against real PostgreSQL: the one read of the salon's day (DECISIONS.md, Kalendar).
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const monday = nextWeekday(1);
const tuesday = nextWeekday(2, 3);

/** A salon: the owner (the service's hours, 09:00-18:00 every day), Aziza (Mondays 10-14 and 15-17) and Bobur (12-18 daily). */
async function shop() {
  const everyDay = Object.fromEntries(
    ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [d, halfHours('12:00', '18:00')]),
  );
  const made = await salon(app, 2, [{ Monday: [...halfHours('10:00', '14:00'), ...halfHours('15:00', '17:00')] }, everyDay]);
  const [aziza, bobur] = made.masters as [{ id: string; name: string }, { id: string; name: string }];
  return { ...made, aziza, bobur };
}

describe('GET /api/calendar', () => {
  it('answers the day: a column per master with their working time, the bookings with client, service and buffers', async () => {
    const s = await shop();
    const day = await calendar(s.client, `date=${monday}`);
    expect(day).toMatchObject({ timezone: 'Asia/Tashkent', step: 30, from: monday, to: monday, blocks: [], bookings: [] });
    expect(day.masters.map((m) => m.id)).toEqual([s.owner.id, s.aziza.id, s.bobur.id]);
    expect(day.masters.map((m) => m.days)).toEqual([
      [{ date: monday, open: [{ start: '09:00', end: '18:00' }], off: false }],
      [
        {
          date: monday,
          open: [
            { start: '10:00', end: '14:00' },
            { start: '15:00', end: '17:00' },
          ],
          off: false,
        },
      ],
      [{ date: monday, open: [{ start: '12:00', end: '18:00' }], off: false }],
    ]);
    expect(day.masters[1]).toMatchObject({ name: s.aziza.name, title: 'Usta', photoUrl: null, isActive: true });

    // The calendar was read (and kept): bookings made after it show at once.
    const byOwner = await s.client.post(
      '/api/bookings',
      bookingBody(s.service.id, monday, '10:00', { staffId: s.aziza.id, name: 'Dilnoza Yusupova' }),
    );
    expect(byOwner.status).toBe(201);
    const byClient = await app
      .client()
      .post(
        '/api/public/bookings',
        bookingBody(s.service.id, monday, '12:30', { staffId: s.bobur.id, name: 'Jasur Aliyev', phone: '+998 93 765 43 21' }),
      );
    expect(byClient.status).toBe(201);
    const after = await calendar(s.client, `date=${monday}`);
    expect(after.bookings).toEqual([
      expect.objectContaining({
        id: byOwner.body.id,
        staffId: s.aziza.id,
        date: monday,
        start: '10:00',
        end: '10:30',
        status: 'pending',
        clientName: 'Dilnoza Yusupova',
        phone: '+998 90 123 45 67',
        serviceId: s.service.id,
        serviceName: 'Soch olish',
        paidReserveFee: null,
        clientConfirmedAt: null,
        bufferBefore: 0,
        bufferAfter: 0,
        confirmationNumber: byOwner.body.confirmationNumber,
      }),
      expect.objectContaining({ id: byClient.body.id, staffId: s.bobur.id, start: '12:30', end: '13:00', clientName: 'Jasur Aliyev' }),
    ]);
    expect(new Date(after.bookings[0]?.startsAt as Date).toISOString()).toBe(new Date(byOwner.body.dateTimeUtc).toISOString());

    // Cancelled bookings are left out unless asked for.
    expect((await s.client.post(`/api/bookings/${byOwner.body.id}/cancel`, {})).status).toBe(200);
    expect((await calendar(s.client, `date=${monday}`)).bookings.map((b) => b.id)).toEqual([byClient.body.id]);
    const all = await calendar(s.client, `date=${monday}&includeCancelled=1`);
    expect(all.bookings.map((b) => [b.id, b.status])).toEqual([
      [byOwner.body.id, 'cancelled'],
      [byClient.body.id, 'pending'],
    ]);
  });

  it('open time is the time the public slot list offers for that master', async () => {
    const s = await shop();
    const day = await calendar(s.client, `date=${monday}&staffId=${s.aziza.id}`);
    expect(day.masters.map((m) => m.id)).toEqual([s.aziza.id]);
    const starts = (day.masters[0]?.days[0]?.open ?? []).flatMap(({ start, end }) => halfHours(start, end));
    expect(await freeTimes(app, s.service.id, monday, s.aziza.id)).toEqual(starts);
    expect(starts).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '15:00', '15:30', '16:00', '16:30']);
  });

  it('marks days off and closed dates, and follows overrides, over a week', async () => {
    const s = await shop();
    const wednesday = nextWeekday(3, 4);
    expect((await s.client.post('/api/time-off', { from: monday, to: monday, staffId: s.aziza.id, note: "Ta'til" })).status).toBe(201);
    expect((await s.client.post('/api/time-off', { from: tuesday, to: tuesday, note: 'Bayram' })).status).toBe(201);
    expect((await s.client.put(`/api/date-overrides/${wednesday}`, { times: halfHours('10:00', '13:00') })).status).toBe(200);
    expect((await s.client.put(`/api/date-overrides/${wednesday}`, { times: ['12:00'], staffId: s.bobur.id })).status).toBe(200);
    const week = await calendar(s.client, `date=${monday}&days=7`);
    expect(week.from).toBe(monday);
    expect(week.masters.every((m) => m.days.length === 7)).toBe(true);
    const dayOf = (master: number, date: string) => week.masters[master]?.days.find((d) => d.date === date);
    expect(dayOf(1, monday)).toEqual({ date: monday, open: [], off: true, reason: 'day_off', note: "Ta'til" });
    expect(dayOf(0, monday)?.off).toBe(false);
    for (const master of [0, 1, 2])
      expect(dayOf(master, tuesday)).toEqual({ date: tuesday, open: [], off: true, reason: 'closed', note: 'Bayram' });
    // Wednesday: the business's own hours 10-13 for the owner; Aziza has no Wednesday hours; Bobur's own override.
    expect(dayOf(0, wednesday)).toEqual({ date: wednesday, open: [{ start: '10:00', end: '13:00' }], off: false });
    expect(dayOf(1, wednesday)).toEqual({ date: wednesday, open: [], off: true, reason: 'no_hours' });
    expect(dayOf(2, wednesday)).toEqual({ date: wednesday, open: [{ start: '12:00', end: '12:30' }], off: false });
    // A closed date of the business (its override without time).
    expect((await s.client.put(`/api/date-overrides/${wednesday}`, { times: [] })).status).toBe(200);
    const closed = await calendar(s.client, `date=${wednesday}`);
    expect(closed.masters.map((m) => m.days[0])).toEqual([0, 1, 2].map(() => ({ date: wednesday, open: [], off: true, reason: 'closed' })));
  });

  it('rows follow the smallest booking interval of the active services (at least 15), and buffers come with bookings', async () => {
    const { client } = await providerWithService(app, { duration: 45, bufferBefore: 10, breakInterval: 15, timingInterval: 20 });
    const date = monday;
    const first = await calendar(client, `date=${date}`);
    expect(first.step).toBe(20);
    const services = (await client.get('/api/services')).body as Array<{ id: number }>;
    const booked = await client.post('/api/bookings', bookingBody(services[0]?.id as number, date, '10:20'));
    expect(booked.status).toBe(201);
    const day = await calendar(client, `date=${date}`);
    expect(day.bookings[0]).toMatchObject({ start: '10:20', end: '11:05', bufferBefore: 10, bufferAfter: 15 });
  });

  it('an invited master reads only their own column and bookings; another master is 404 to them', async () => {
    const s = await shop();
    for (const [staffId, time] of [
      [s.aziza.id, '11:00'],
      [s.bobur.id, '13:00'],
      [s.owner.id, '13:00'],
    ] as const) {
      expect((await s.client.post('/api/bookings', bookingBody(s.service.id, monday, time, { staffId }))).status).toBe(201);
    }
    const master = await signedInMaster(app, s.aziza.id);
    const own = await calendar(master, `date=${monday}`);
    expect(own.masters.map((m) => m.id)).toEqual([s.aziza.id]);
    expect(own.bookings.map((b) => [b.staffId, b.start])).toEqual([[s.aziza.id, '11:00']]);
    expect((await calendar(master, `date=${monday}&staffId=${s.aziza.id}`)).masters).toHaveLength(1);
    for (const other of [s.bobur.id, s.owner.id]) {
      const refused = await master.get(`/api/calendar?date=${monday}&staffId=${other}`);
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('not_found');
    }
    // The owner sees all three.
    expect((await calendar(s.client, `date=${monday}`)).bookings).toHaveLength(3);
  });

  it('a repeat read comes from what was kept, for that session only, and never after its sign-out', async () => {
    const s = await shop();
    const first = await s.client.get(`/api/calendar?date=${monday}`, { 'accept-encoding': 'gzip' });
    const again = await s.client.get(`/api/calendar?date=${monday}`, { 'accept-encoding': 'gzip' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(again.headers.get('cache-control')).toBe('no-store');
    // Another session of another business asking the very same query string gets its own calendar.
    const other = await shop();
    const theirs = await calendar(other.client, `date=${monday}`);
    expect(theirs.masters.map((m) => m.id)).toEqual([other.owner.id, other.aziza.id, other.bobur.id]);
    // Signed out: the old cookie reads nothing, at once.
    const cookie = s.client.cookieHeader;
    expect((await s.client.post('/api/logout')).status).toBe(204);
    const stale = await fetch(`${app.url}/api/calendar?date=${monday}`, { headers: { cookie } });
    expect(stale.status).toBe(401);
  });

  it('refuses: not signed in 401, another business’s master 404, bad input 400 in the reader’s language', async () => {
    const s = await shop();
    const other = await shop();
    expect((await app.client().get(`/api/calendar?date=${monday}`)).status).toBe(401);
    const foreign = await s.client.get(`/api/calendar?date=${monday}&staffId=${other.aziza.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Usta topilmadi', code: 'not_found' });
    const cases: Array<[string, string, string]> = [
      ['date=2026-02-30', 'date', "Sana noto'g'ri (YYYY-MM-DD)"],
      ['', 'date', "Sana noto'g'ri (YYYY-MM-DD)"],
      [`date=${monday}&days=8`, 'days', "Kunlar soni 1 dan 7 gacha bo'lishi kerak"],
      [`date=${monday}&days=0`, 'days', "Kunlar soni 1 dan 7 gacha bo'lishi kerak"],
      [`date=${monday}&days=abc`, 'days', "Kunlar soni 1 dan 7 gacha bo'lishi kerak"],
      [
        `date=${monday}&includeCancelled=yes`,
        'includeCancelled',
        "Bekor qilinganlarni ko'rsatish (includeCancelled) 0 yoki 1 bo'lishi kerak",
      ],
      [`date=${monday}&staffId=42`, 'staffId', "Usta identifikatori noto'g'ri"],
    ];
    for (const [query, field, message] of cases) {
      const reply = await s.client.get(`/api/calendar?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.code).toBe('validation');
      expect(reply.body.errors[field], query).toBe(message);
    }
    const russian = await s.client.get(`/api/calendar?date=${monday}&days=9&lang=ru`);
    expect(russian.body.errors.days).toBe('Число дней — от 1 до 7');
  });
});
