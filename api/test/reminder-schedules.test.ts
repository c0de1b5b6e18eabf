import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeToBoth, scheduleReminders } from '../src/features/notifications/reminders.queries.ts';
import { bookingBody, daysAhead, providerWithService } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
});
afterAll(() => app.close());

const notices = (bookingId: string, kind: string) =>
  app.qabul.deps.pool
    .query(
      `select recipient_type as "recipientType", telegram_username as "telegramUsername", provider_user_id as "providerUserId"
       from reminder_schedules where booking_id = $1 and reminder_type = $2 order by recipient_type`,
      [bookingId, kind],
    )
    .then((r) => r.rows);

describe('planning reminder rows', () => {
  it("gives the client's row the client's Telegram username and the provider's row the provider", async () => {
    const { service } = await providerWithService(app);
    const booked = await app
      .client()
      .post('/api/public/bookings', { ...bookingBody(service.id, daysAhead(8), '11:00'), telegramUsername: 'dilnoza_uz' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await scheduleReminders(app.qabul.deps.pool, booked.body.id, noticeToBoth('booking_rescheduled', new Date()));
    expect(await notices(booked.body.id, 'booking_rescheduled')).toEqual([
      { recipientType: 'client', telegramUsername: 'dilnoza_uz', providerUserId: null },
      { recipientType: 'provider', telegramUsername: null, providerUserId: booked.body.userId },
    ]);
  });

  it('plans nothing for a cancelled booking when asked for live bookings only', async () => {
    const { service } = await providerWithService(app);
    const booked = await app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(8), '12:00'));
    await scheduleReminders(app.qabul.deps.pool, booked.body.id, noticeToBoth('booking_confirmed', new Date()), { onlyIfLive: true });
    expect(await notices(booked.body.id, 'booking_confirmed')).toHaveLength(2);
    await app.qabul.deps.pool.query(`update bookings set status = 'cancelled' where id = $1`, [booked.body.id]);
    await scheduleReminders(app.qabul.deps.pool, booked.body.id, noticeToBoth('booking_cancelled', new Date()), { onlyIfLive: true });
    expect(await notices(booked.body.id, 'booking_cancelled')).toHaveLength(0);
  });
});
