import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysAhead, providerWithService } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
});
afterAll(() => app.close());

const rows = (sql: string, params: unknown[]) => app.qabul.database.orm.em.getConnection().execute(sql, params, 'all');

describe('confirming from the dashboard', () => {
  it('does what confirming from Telegram does: a history row, the client told, the audit row', async () => {
    const { client, service } = await providerWithService(app);
    const booked = await app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(6), '10:00'));
    const confirmed = await client.put(`/api/bookings/${booked.body.id}`, {
      name: 'Dilnoza Yusupova',
      phone: '+998 90 123 45 67',
      email: 'dilnoza@example.uz',
      status: 'confirmed',
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
    const history = await rows(`select action, performed_by from booking_history where booking_id = ? order by created_at`, [
      booked.body.id,
    ]);
    expect(history).toContainEqual({ action: 'status_changed', performed_by: 'provider' });
    const notices = await rows(
      `select recipient_type from reminder_schedules where booking_id = ? and reminder_type = 'booking_confirmed'`,
      [booked.body.id],
    );
    expect(notices).toEqual([{ recipient_type: 'client' }]);
    const audit = await rows(`select action from platform_activity where entity_id = ? order by created_at`, [booked.body.id]);
    expect(audit.map((row) => row.action)).toContain('booking_confirmed');

    // Saving it confirmed again tells the client nothing new.
    await client.put(`/api/bookings/${booked.body.id}`, { name: 'Dilnoza Yusupova', phone: '+998 90 123 45 67', status: 'confirmed' });
    expect(
      await rows(`select 1 from reminder_schedules where booking_id = ? and reminder_type = 'booking_confirmed'`, [booked.body.id]),
    ).toHaveLength(1);
  });
});

describe("the provider's own booking", () => {
  it('writes its audit row with the booking, and none when the booking is refused', async () => {
    const { client, service } = await providerWithService(app);
    const made = await client.post('/api/bookings', bookingBody(service.id, daysAhead(7), '10:00'));
    expect(made.status).toBe(201);
    expect(await rows(`select action from platform_activity where entity_id = ?`, [made.body.id])).toEqual([{ action: 'booking_created' }]);
    const before = await rows(`select count(*)::int as n from platform_activity where action = 'booking_created'`, []);
    const taken = await client.post('/api/bookings', bookingBody(service.id, daysAhead(7), '10:00'));
    expect(taken.status).toBe(409);
    expect(await rows(`select count(*)::int as n from platform_activity where action = 'booking_created'`, [])).toEqual(before);
  });
});
