import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateOverrideResponse, HolidayResponse, TimeOffCreatedResponse, TimeOffResponse } from '../../src/contracts/responses.ts';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { salon } from '../staff/support.ts';
import { freeTimes, signedInMaster, weekday } from './support.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('days off (GET/POST /api/time-off, DELETE /api/time-off/{id})', () => {
  it('closes the days for clients, lists the bookings inside without cancelling them, and reopens on delete', async () => {
    const { client, service } = await providerWithService(app);
    const date = daysAhead(4);
    const booked = await app.client().post('/api/public/bookings', bookingBody(service.id, date, '10:00'));
    expect(booked.status).toBe(201);
    expect(await freeTimes(app, service.id, date)).not.toEqual([]);

    const added = await client.post('/api/time-off', { from: date, to: daysAhead(5), note: 'Tatil' });
    expect(added.status).toBe(201);
    const body = TimeOffCreatedResponse.parse(added.body);
    expect(body).toMatchObject({ from: date, to: daysAhead(5), staffId: null, note: 'Tatil' });
    expect(body.affectedBookings.map((b) => b.id)).toEqual([booked.body.id]);
    expect(body.affectedBookings[0]?.status).toBe('pending');

    // Nothing is offered, and a client's booking on the day is refused.
    expect(await freeTimes(app, service.id, date)).toEqual([]);
    expect(await freeTimes(app, service.id, daysAhead(5))).toEqual([]);
    const refused = await app.client().post('/api/public/bookings', bookingBody(service.id, date, '12:00', { phone: '+998 90 222 33 44' }));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('slot_unavailable');
    expect(refused.body.message).toContain('dam olish kuni');

    const listed = await client.get('/api/time-off');
    expect(
      TimeOffResponse.array()
        .parse(listed.body)
        .map((t) => t.id),
    ).toEqual([body.id]);
    expect((await client.delete(`/api/time-off/${body.id}`)).status).toBe(204);
    expect(await freeTimes(app, service.id, date)).toContain('12:00');
    expect((await client.get('/api/time-off')).body).toEqual([]);
  });

  it("one master's day off closes only them; 'any master' still books the other", async () => {
    const shop = await salon(app, 1);
    const [master] = shop.masters as [{ id: string; name: string }];
    const date = daysAhead(6);
    const added = await shop.client.post('/api/time-off', { from: date, to: date, staffId: master.id });
    expect(added.status).toBe(201);
    expect(await freeTimes(app, shop.service.id, date, master.id)).toEqual([]);
    expect(await freeTimes(app, shop.service.id, date, shop.owner.id)).toContain('10:00');
    const refused = await app.client().post('/api/public/bookings', bookingBody(shop.service.id, date, '10:00', { staffId: master.id }));
    expect(refused.status).toBe(409);
    const any = await app.client().post('/api/public/bookings', bookingBody(shop.service.id, date, '10:00'));
    expect(any.status).toBe(201);
    expect(any.body.staff.id).toBe(shop.owner.id);
  });

  it('validates in Uzbek, 401 signed out, 404 for another business and for an unknown master', async () => {
    const { client } = await providerWithService(app);
    const other = await providerWithService(app);
    const bad = await client.post('/api/time-off', { from: daysAhead(5), to: daysAhead(4) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("oldin bo'lmasligi");
    expect((await client.post('/api/time-off', { from: 'ertaga', to: daysAhead(4) })).status).toBe(400);
    expect((await client.post('/api/time-off', { from: daysAhead(1), to: daysAhead(400) })).status).toBe(400);
    expect((await app.client().post('/api/time-off', { from: daysAhead(1), to: daysAhead(1) })).status).toBe(401);
    expect((await app.client().get('/api/time-off')).status).toBe(401);
    const theirs = await other.client.post('/api/time-off', { from: daysAhead(1), to: daysAhead(1) });
    expect((await client.delete(`/api/time-off/${theirs.body.id}`)).status).toBe(404);
    expect((await client.delete('/api/time-off/not-an-id')).status).toBe(404);
    const team = await other.client.get('/api/staff');
    const foreign = await client.post('/api/time-off', { from: daysAhead(1), to: daysAhead(1), staffId: team.body[0].id });
    expect(foreign.status).toBe(404);
    expect((await client.get('/api/time-off')).body).toEqual([]);
  });

  it("a master manages their own days off only, and sees the business's", async () => {
    const shop = await salon(app, 2);
    const [mine, other] = shop.masters as [{ id: string; name: string }, { id: string; name: string }];
    const master = await signedInMaster(app, mine.id);
    const businessWide = await shop.client.post('/api/time-off', { from: daysAhead(10), to: daysAhead(10) });
    const own = await master.post('/api/time-off', { from: daysAhead(3), to: daysAhead(3) });
    expect(own.status).toBe(201);
    expect(own.body.staffId).toBe(mine.id);
    expect((await master.post('/api/time-off', { from: daysAhead(3), to: daysAhead(3), staffId: other.id })).status).toBe(404);
    expect((await master.delete(`/api/time-off/${businessWide.body.id}`)).status).toBe(404);
    const listed = await master.get('/api/time-off');
    expect(listed.body.map((t: { id: string }) => t.id).sort()).toEqual([businessWide.body.id, own.body.id].sort());
    expect((await master.delete(`/api/time-off/${own.body.id}`)).status).toBe(204);
  });
});

describe('holiday suggestions (GET /api/time-off/holidays)', () => {
  it("lists the fixed holidays and the year's announced hayit dates", async () => {
    const reply = await app.client().get('/api/time-off/holidays?year=2026');
    expect(reply.status).toBe(200);
    const days = HolidayResponse.array().parse(reply.body);
    expect(days.map((d) => d.date)).toEqual([
      '2026-01-01',
      '2026-03-08',
      '2026-03-20',
      '2026-03-21',
      '2026-05-09',
      '2026-05-27',
      '2026-09-01',
      '2026-10-01',
      '2026-12-08',
      '2026-12-31',
    ]);
    expect(days.find((d) => d.date === '2026-03-21')?.name).toBe("Navro'z bayrami");
    expect(days.find((d) => d.date === '2026-03-20')?.name).toBe('Ramazon hayiti');
    expect((await app.client().get('/api/time-off/holidays?year=2027')).body.map((d: { date: string }) => d.date)).toContain('2027-05-16');
    expect((await app.client().get('/api/time-off/holidays?year=abc')).status).toBe(400);
    expect((await app.client().get('/api/time-off/holidays')).status).toBe(400);
  });

  it("names every holiday in the reader's language, by cookie or Accept-Language", async () => {
    const named = async (headers: Record<string, string>) =>
      Object.fromEntries(
        HolidayResponse.array()
          .parse((await app.client().get('/api/time-off/holidays?year=2026', headers)).body)
          .map((d) => [d.date, d.name]),
      );
    const ru = await named({ cookie: 'lang=ru' });
    const cyrl = await named({ 'accept-language': 'uz-Cyrl' });
    expect(ru['2026-12-08']).toBe('День Конституции');
    expect(ru['2026-12-31']).toBe('Канун Нового года');
    expect(cyrl['2026-12-08']).toBe('Конституция куни');
    expect(cyrl['2026-03-21']).toBe('Наврўз байрами');
    // No name keeps a Latin letter outside Uzbek (Latin).
    for (const name of [...Object.values(ru), ...Object.values(cyrl)]) expect(name).not.toMatch(/[A-Za-z]/);
    expect(Object.keys(ru)).toHaveLength(10);
  });
});

describe('date overrides (PUT/DELETE /api/date-overrides/{date})', () => {
  it('give a date its own blocks, beat the weekly grid, lose to a day off; an empty list closes the date', async () => {
    const { client, service } = await providerWithService(app);
    const date = daysAhead(8);
    const set = await client.put(`/api/date-overrides/${date}`, { times: ['19:30', '19:00'] });
    expect(set.status).toBe(200);
    expect(DateOverrideResponse.parse(set.body)).toEqual({ date, staffId: null, times: ['19:00', '19:30'] });
    expect(await freeTimes(app, service.id, date)).toEqual(['19:00', '19:30']);
    // A client may book the override's own time, outside the weekly grid.
    expect((await app.client().post('/api/public/bookings', bookingBody(service.id, date, '19:00'))).status).toBe(201);
    expect(
      (await app.client().post('/api/public/bookings', bookingBody(service.id, date, '10:00', { phone: '+998 90 555 66 77' }))).status,
    ).toBe(409);
    expect((await client.get(`/api/date-overrides?from=${date}&to=${date}`)).body).toEqual([
      { date, staffId: null, times: ['19:00', '19:30'] },
    ]);

    const closed = daysAhead(9);
    expect((await client.put(`/api/date-overrides/${closed}`, { times: [] })).status).toBe(200);
    expect(await freeTimes(app, service.id, closed)).toEqual([]);
    expect((await client.delete(`/api/date-overrides/${closed}`)).status).toBe(204);
    expect(await freeTimes(app, service.id, closed)).toContain('09:00');

    await client.post('/api/time-off', { from: date, to: date });
    expect(await freeTimes(app, service.id, date)).toEqual([]);
    expect(weekday(date)).toBeTruthy();
  });

  it("a master's own override shapes only their times; removed with ?staffId=, and a master sets only their own", async () => {
    const shop = await salon(app, 2);
    const [mine, other] = shop.masters as [{ id: string; name: string }, { id: string; name: string }];
    const date = daysAhead(7);
    const set = await shop.client.put(`/api/date-overrides/${date}`, { times: ['12:00'], staffId: mine.id });
    expect(set.body).toEqual({ date, staffId: mine.id, times: ['12:00'] });
    expect(await freeTimes(app, shop.service.id, date, mine.id)).toEqual(['12:00']);
    expect(await freeTimes(app, shop.service.id, date, other.id)).toContain('09:00');
    expect((await shop.client.delete(`/api/date-overrides/${date}`)).status).toBe(404);
    expect((await shop.client.delete(`/api/date-overrides/${date}?staffId=${mine.id}`)).status).toBe(204);
    expect(await freeTimes(app, shop.service.id, date, mine.id)).toContain('09:00');

    const master = await signedInMaster(app, mine.id);
    expect((await master.put(`/api/date-overrides/${date}`, { times: [], staffId: other.id })).status).toBe(404);
    const own = await master.put(`/api/date-overrides/${date}`, { times: [] });
    expect(own.body).toEqual({ date, staffId: mine.id, times: [] });
    expect(await freeTimes(app, shop.service.id, date, mine.id)).toEqual([]);
    expect(await freeTimes(app, shop.service.id, date, other.id)).toContain('09:00');
  });

  it('validates, 401 signed out, 404 for a date without one or another business', async () => {
    const { client } = await providerWithService(app);
    const other = await providerWithService(app);
    const date = daysAhead(8);
    expect((await client.put(`/api/date-overrides/${date}`, { times: ['09:15'] })).status).toBe(400);
    expect((await client.put('/api/date-overrides/2026-02-30', { times: [] })).status).toBe(400);
    expect((await app.client().put(`/api/date-overrides/${date}`, { times: [] })).status).toBe(401);
    await other.client.put(`/api/date-overrides/${date}`, { times: ['10:00'] });
    const missing = await client.delete(`/api/date-overrides/${date}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain("alohida ish vaqti yo'q");
    expect((await other.client.get('/api/date-overrides')).body).toHaveLength(1);
  });
});
