import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysAhead, halfHours, providerWithService, WEEK } from './support/fixtures.ts';
import { eventually, isOffered } from './support/offered.ts';
import { startInstance, startTestApp, type TestApp } from './support/test-app.ts';

// Two instances of the app on one database, as the compose file deploys them: what one instance has cached
// must follow what the other one writes (bookings announced by the API, services and hours by triggers).
let first: TestApp & { databaseUrl: string };
let second: TestApp;
beforeAll(async () => {
  first = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
  second = await startInstance(first.databaseUrl, { DB_POOL_MAX: '5', RATE_LIMIT_DISABLED: '1', REMINDERS_DISABLED: '1' });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('two instances on one database', () => {
  it("a booking taken on one instance leaves the other instance's cached slots", async () => {
    const { service } = await providerWithService(first);
    const date = daysAhead(5);
    // The set-up's own announcements are out, and the first instance has the day cached after them.
    await first.qabul.flushChanges();
    const cached = () => first.qabul.deps.cache.get(`day|${service.id}|${date}`) !== undefined;
    expect(await eventually(async () => (await isOffered(first.url, service.id, date, '10:00')) && cached(), true)).toBe(true);

    const booked = await second.client().post('/api/public/bookings', bookingBody(service.id, date, '10:00'));
    expect(booked.status).toBe(201);
    expect(await eventually(() => isOffered(first.url, service.id, date, '10:00'), false)).toBe(false);
    // And the first instance refuses the taken time whatever its cache said.
    const again = await first.client().post('/api/public/bookings', bookingBody(service.id, date, '10:00', { phone: '+998901110000' }));
    expect(again.status).toBe(409);

    // A booking changes the day, not the service or plan: the booking context the first instance read stays.
    expect(first.qabul.deps.cache.get(`context|${service.id}`)).toBeDefined();
    expect((await second.client().post('/api/public/bookings', bookingBody(service.id, date, '11:00'))).status).toBe(201);
    expect(await eventually(() => isOffered(first.url, service.id, date, '11:00'), false)).toBe(false);
    expect(first.qabul.deps.cache.get(`context|${service.id}`)).toBeDefined();
  });

  it("hours changed through one instance reach the other instance's slots and bookings", async () => {
    const { service, email, password } = await providerWithService(first);
    const date = daysAhead(6);
    expect(await isOffered(first.url, service.id, date, '17:00')).toBe(true);

    const provider = second.client();
    expect((await provider.post('/api/login', { username: email, password })).status).toBe(200);
    const changed = await provider.put(`/api/service-availability/${service.id}`, {
      availability: Object.fromEntries(WEEK.map((day) => [day, halfHours('09:00', '12:00')])),
    });
    expect(changed.status).toBe(200);
    expect(await eventually(() => isOffered(first.url, service.id, date, '17:00'), false)).toBe(false);
    const late = await first.client().post('/api/public/bookings', bookingBody(service.id, date, '17:00'));
    expect(late.status).toBeGreaterThanOrEqual(400);
    expect(late.status).toBeLessThan(500);
  });
});
