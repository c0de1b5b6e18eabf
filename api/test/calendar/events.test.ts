import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMaster } from '../provider-tools/support.ts';
import { salon } from '../staff/support.ts';
import { bookingBody, halfHours } from '../support/fixtures.ts';
import { startInstance, startTestApp, type TestApp } from '../support/test-app.ts';
import { nextWeekday, openEvents, settled } from './support.ts';

// GET /api/calendar/events: server-sent events fed by the change feed, over HTTP against real PostgreSQL.
let app: TestApp & { databaseUrl: string };
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const monday = nextWeekday(1);
const tuesday = nextWeekday(2, 3);

async function shop() {
  const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const hours = Object.fromEntries(week.map((day) => [day, halfHours('09:00', '18:00')]));
  const made = await salon(app, 2, [hours, hours]);
  const [aziza, bobur] = made.masters as [{ id: string; name: string }, { id: string; name: string }];
  return { ...made, aziza, bobur };
}

describe('GET /api/calendar/events', () => {
  it("a client's booking on the public page reaches the owner's open calendar within a second, as the date to read again", async () => {
    const s = await shop();
    const stream = await openEvents(s.client);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('content-encoding')).toBeNull();
    await stream.next('ready');
    expect(stream.retry()).toBe(3000);
    await settled(app, stream, s.user.id);

    const sent = performance.now();
    const booked = await app.client().post('/api/public/bookings', bookingBody(s.service.id, monday, '10:00', { staffId: s.aziza.id }));
    expect(booked.status).toBe(201);
    const changed = await stream.next('changed');
    const latency = changed.at - sent;
    expect(latency).toBeLessThan(1_000);
    expect(JSON.parse(changed.data)).toEqual({ dates: [monday] });
    // No booking's details travel on the line.
    expect(changed.data).not.toContain('Dilnoza');
    stream.close();
  });

  it("a master's stream hears their own changes only; the owner's hears every master's", async () => {
    const s = await shop();
    const master = await signedInMaster(app, s.aziza.id);
    const mine = await openEvents(master);
    const owners = await openEvents(s.client);
    await mine.next('ready');
    await owners.next('ready');
    await settled(app, mine, s.user.id, s.aziza.id);
    await settled(app, owners, s.user.id);

    // Bobur's booking on Monday: the owner hears it, Aziza does not.
    const other = await app.client().post('/api/public/bookings', bookingBody(s.service.id, monday, '11:00', { staffId: s.bobur.id }));
    expect(other.status).toBe(201);
    expect(JSON.parse((await owners.next('changed')).data)).toEqual({ dates: [monday] });
    // Aziza's own on Tuesday: the first thing her stream hears (events keep their order, so Monday's never came).
    const own = await app
      .client()
      .post('/api/public/bookings', bookingBody(s.service.id, tuesday, '11:00', { staffId: s.aziza.id, phone: '+998 90 321 00 00' }));
    expect(own.status).toBe(201);
    expect(JSON.parse((await mine.next('changed')).data)).toEqual({ dates: [tuesday] });
    expect(JSON.parse((await owners.next('changed')).data)).toEqual({ dates: [tuesday] });

    // A blocked time is a change too: the owner blocks Aziza's lunch; both hear it.
    const lunch = await s.client.post('/api/calendar/blocks', { staffId: s.aziza.id, date: monday, start: '13:00', end: '14:00' });
    expect(lunch.status).toBe(201);
    expect(JSON.parse((await mine.next('changed')).data).dates).toContain(monday);
    expect((await owners.next('changed')).data).toContain(monday);
    // Another business's bookings never reach this one's stream: between two of its own bookings (Tuesday, then
    // Wednesday) the other business's Monday booking leaves no event (events keep their order).
    const elsewhere = await shop();
    const foreign = await openEvents(elsewhere.client);
    await foreign.next('ready');
    await settled(app, foreign, elsewhere.user.id);
    const wednesday = nextWeekday(3, 4);
    const theirs = (date: string, phone: string) =>
      app.client().post('/api/public/bookings', bookingBody(elsewhere.service.id, date, '09:00', { staffId: elsewhere.aziza.id, phone }));
    expect((await theirs(tuesday, '+998 90 555 00 01')).status).toBe(201);
    expect(JSON.parse((await foreign.next('changed')).data)).toEqual({ dates: [tuesday] });
    expect(
      (await app.client().post('/api/public/bookings', bookingBody(s.service.id, monday, '15:00', { staffId: s.bobur.id }))).status,
    ).toBe(201);
    expect((await owners.next('changed')).data).toContain(monday);
    expect((await theirs(wednesday, '+998 90 555 00 02')).status).toBe(201);
    expect(JSON.parse((await foreign.next('changed')).data)).toEqual({ dates: [wednesday] });
    for (const stream of [mine, owners, foreign]) stream.close();
  });

  it('a booking made through another instance reaches a stream open on this one (the shared change feed)', async () => {
    const s = await shop();
    const other = await startInstance(app.databaseUrl);
    try {
      const stream = await openEvents(s.client);
      await stream.next('ready');
      await settled(app, stream, s.user.id);
      const client = other.client();
      expect((await client.post('/api/public/bookings', bookingBody(s.service.id, monday, '16:00'))).status).toBe(201);
      expect(JSON.parse((await stream.next('changed')).data)).toEqual({ dates: [monday] });
      stream.close();
    } finally {
      await other.close();
    }
  });

  it('ends on sign-out, and answers 401 to nobody signed in', async () => {
    const s = await shop();
    const stream = await openEvents(s.client);
    await stream.next('ready');
    expect((await s.client.post('/api/logout')).status).toBe(204);
    await stream.end();
    expect(stream.ended()).toBe(true);

    const anonymous = await app.client().get('/api/calendar/events');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Tizimga kirish talab qilinadi', code: 'unauthorized' });
  });

  it('an instance that stops ends its streams at once instead of waiting for them', async () => {
    const instance = await startInstance(app.databaseUrl, { SHUTDOWN_GRACE_MS: '60000' });
    const owner = instance.client();
    const email = `events-${Date.now()}@example.uz`;
    expect((await owner.post('/api/register', { firstName: 'Aziz', lastName: 'Karimov', email, password: 'secret123' })).status).toBe(201);
    const stream = await openEvents(owner);
    await stream.next('ready');
    const started = performance.now();
    await instance.close();
    await stream.end();
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
