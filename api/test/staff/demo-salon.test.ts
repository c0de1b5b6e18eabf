import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/demo/seed-demo.ts';
import { bookingBody } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ SEED_DEMO: '1' });
});
afterAll(async () => {
  await app.close();
});

/** The next Wednesday (every demo master works then), at least a week ahead so the seeded bookings stay apart. */
function nextWednesday(): string {
  let day = DateTime.now().setZone('Asia/Tashkent').plus({ days: 8 });
  while (day.weekday !== 3) day = day.plus({ days: 1 });
  return day.toISODate() as string;
}

describe('the demo is a small salon', () => {
  it('has three masters with their own hours and services; two clients book two masters at 10:00; "any" goes to the least busy', async () => {
    const owner = app.client();
    expect((await owner.post('/api/login', { username: DEMO_EMAIL, password: DEMO_PASSWORD })).status).toBe(200);
    const team = (await owner.get('/api/staff')).body as Array<{ id: string; name: string; serviceIds: number[] }>;
    expect(team.map((m) => m.name)).toEqual(['Aziz Karimov', 'Nilufar Xasanova', 'Bekzod Tursunov']);
    const services = (await app.client().get('/api/public/services/demo')).body as Array<{ id: number; staff: Array<{ id: string }> }>;
    const haircut = services[0] as { id: number; staff: Array<{ id: string }> };
    expect(haircut.staff).toHaveLength(3);
    expect(services[1]?.staff.map((m) => m.id)).toEqual([team[0]?.id, team[2]?.id]);
    const date = nextWednesday();
    const [aziz, nilufar, bekzod] = team as unknown as [{ id: string }, { id: string }, { id: string }];
    const first = await app
      .client()
      .post('/api/public/bookings', bookingBody(haircut.id, date, '10:00', { staffId: aziz.id, phone: '+998 90 000 00 01' }));
    const second = await app
      .client()
      .post('/api/public/bookings', bookingBody(haircut.id, date, '10:00', { staffId: nilufar.id, phone: '+998 90 000 00 02' }));
    expect([first.status, second.status]).toEqual([201, 201]);
    // Bekzod works from 12:00: at 10:00 nobody is left.
    const third = await app.client().post('/api/public/bookings', bookingBody(haircut.id, date, '10:00', { phone: '+998 90 000 00 03' }));
    expect(third.status).toBe(409);
    // At 13:00 all three work; Aziz and Nilufar have a booking that day, Bekzod none.
    const any = await app.client().post('/api/public/bookings', bookingBody(haircut.id, date, '13:00', { phone: '+998 90 000 00 04' }));
    expect(any.body.staff).toEqual({ id: bekzod.id, name: 'Bekzod Tursunov' });
  });
});
