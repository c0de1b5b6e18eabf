import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysAhead, planId, providerWithService } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  // The race is the subject here, not the per-IP limit.
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1', DB_POOL_MAX: '40' });
});
afterAll(() => app.close());

const liveBookings = async (serviceId: number) => {
  const rows = await app.qabul.database.orm.em
    .getConnection()
    .execute<{ date_time_utc: string; blocked_until: string }[]>(
      `select date_time_utc, blocked_until from bookings where service_id = ? and status <> 'cancelled' order by date_time_utc`,
      [serviceId],
      'all',
    );
  return rows.map((row) => ({ start: new Date(row.date_time_utc).getTime(), blockedUntil: new Date(row.blocked_until).getTime() }));
};

async function unlimitedProvider(service: Record<string, unknown>) {
  const provider = await providerWithService(app, service);
  await provider.client.post('/api/select-subscription-plan', { planId: await planId(provider.client, 'business') });
  return provider;
}

describe('no double booking under concurrency', () => {
  it('50 concurrent requests for one slot: exactly one booking, 49 get 409 slot_taken', async () => {
    const { service } = await unlimitedProvider({});
    const date = daysAhead(20);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        app.client().post('/api/public/bookings', bookingBody(service.id, date, '10:00', { name: `Mijoz ${i}` })),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(replies.filter((r) => r.status === 409).every((r) => r.body.code === 'slot_taken')).toBe(true);
    expect(await liveBookings(service.id)).toHaveLength(1);
  });

  it('50 concurrent requests at overlapping slots (60-minute service, starts every 15 minutes): no two overlap', async () => {
    const { service } = await unlimitedProvider({ duration: 60, timingInterval: 15, breakInterval: 10 });
    const date = daysAhead(21);
    const starts = ['10:00', '10:15', '10:30', '10:45', '11:00'];
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        app.client().post('/api/public/bookings', bookingBody(service.id, date, starts[i % starts.length] as string)),
      ),
    );
    const created = replies.filter((r) => r.status === 201);
    const refusedOtherwise = replies.filter((r) => !(r.status === 201 || (r.status === 409 && r.body.code === 'slot_taken')));
    expect(refusedOtherwise.map((r) => ({ status: r.status, body: r.body }))).toEqual([]);
    const rows = await liveBookings(service.id);
    expect(rows).toHaveLength(created.length);
    // [10:00, 11:10) can hold exactly one booking among these starts (each occupies 70 minutes).
    expect(rows).toHaveLength(1);
    for (let i = 1; i < rows.length; i += 1) {
      expect(rows[i]?.start).toBeGreaterThanOrEqual(rows[i - 1]?.blockedUntil as number);
    }
  });

  it('concurrent reschedules onto one slot: only one wins', async () => {
    const { client, service } = await unlimitedProvider({});
    const date = daysAhead(22);
    const ids: string[] = [];
    for (const time of ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30']) {
      ids.push((await client.post('/api/bookings', bookingBody(service.id, date, time))).body.id);
    }
    const replies = await Promise.all(
      ids.map((id) => client.post(`/api/bookings/${id}/reschedule`, { newDate: date, newTimeSlot: '15:00' })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(7);
    const rows = await liveBookings(service.id);
    expect(rows.filter((r) => new Date(r.start).toISOString().endsWith('T10:00:00.000Z'))).toHaveLength(1);
  });
});
