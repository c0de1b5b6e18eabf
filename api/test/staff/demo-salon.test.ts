import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/demo/seed-demo.ts';
import { calendar } from '../calendar/support.ts';
import { freeTimes } from '../provider-tools/support.ts';
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

/** The demo's busy Monday: the first Monday at least five days ahead. */
function demoMonday(): string {
  let day = DateTime.now().setZone('Asia/Tashkent').plus({ days: 5 });
  while (day.weekday !== 1) day = day.plus({ days: 1 });
  return day.toISODate() as string;
}

describe("the demo salon's Monday on the calendar (issue 30's walkthrough)", () => {
  it('reads at a glance, and takes a booking for Nilufar at 11:30, a move of Aziz’s 14:00 to Bekzod’s 15:00 and Bekzod’s lunch', async () => {
    const owner = app.client();
    expect((await owner.post('/api/login', { username: DEMO_EMAIL, password: DEMO_PASSWORD })).status).toBe(200);
    const monday = demoMonday();
    const day = await calendar(owner, `date=${monday}`);
    expect(day.masters.map((m) => m.name)).toEqual(['Aziz Karimov', 'Nilufar Xasanova', 'Bekzod Tursunov']);
    expect(day.masters.map((m) => m.days[0]?.open)).toEqual([
      [{ start: '09:00', end: '18:00' }],
      [{ start: '09:00', end: '14:00' }],
      [{ start: '12:00', end: '18:00' }],
    ]);
    const [aziz, nilufar, bekzod] = day.masters.map((m) => m.id) as [string, string, string];
    const times = (staffId: string) => day.bookings.filter((b) => b.staffId === staffId).map((b) => b.start);
    expect(times(aziz)).toEqual(['10:00', '14:00', '15:00', '16:30']);
    expect(times(nilufar)).toEqual(['09:30', '13:00']);
    expect(times(bekzod)).toEqual(['12:00', '16:00']);
    expect(day.bookings.filter((b) => b.clientConfirmedAt !== null).map((b) => b.clientName)).toEqual(['Shoxrux Ergashev']);
    expect(day.blocks).toEqual([expect.objectContaining({ staffId: aziz, start: '12:30', end: '13:30', note: 'Tushlik' })]);

    const services = (await app.client().get('/api/public/services/demo')).body as Array<{ id: number; name: string }>;
    const haircut = services[0] as { id: number };
    // Nilufar's 11:30 cell.
    const walkIn = await owner.post(
      '/api/bookings',
      bookingBody(haircut.id, monday, '11:30', { staffId: nilufar, phone: '+998 90 700 11 30' }),
    );
    expect(walkIn.status).toBe(201);
    // Aziz's 14:00 goes to Bekzod's 15:00.
    const fourteen = day.bookings.find((b) => b.staffId === aziz && b.start === '14:00') as { id: string };
    const moved = await owner.post(`/api/bookings/${fourteen.id}/reschedule`, { newDate: monday, newTimeSlot: '15:00', staffId: bekzod });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.staff.id).toBe(bekzod);
    // Bekzod's lunch: the public page stops offering it.
    expect(await freeTimes(app, haircut.id, monday, bekzod)).toContain('13:00');
    expect(
      (await owner.post('/api/calendar/blocks', { staffId: bekzod, date: monday, start: '13:00', end: '14:00', note: 'Tushlik' })).status,
    ).toBe(201);
    const left = await freeTimes(app, haircut.id, monday, bekzod);
    expect(left).not.toContain('13:00');
    expect(left).not.toContain('13:30');
    const after = await calendar(owner, `date=${monday}`);
    expect(after.bookings.filter((b) => b.staffId === bekzod).map((b) => b.start)).toEqual(['12:00', '15:00', '16:00']);
    expect(after.bookings.filter((b) => b.staffId === nilufar).map((b) => b.start)).toEqual(['09:30', '11:30', '13:00']);
  });
});
