import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher } from '../src/features/notifications/dispatcher.ts';
import { recordingChannels } from './notifications/support/recording-channels.ts';
import { bookingBody, daysAhead, providerWithService } from './support/fixtures.ts';
import { moveVisitIntoPast } from './support/past-visit.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// No dispatcher of the app's own: the test drives one and sees exactly what it sends.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1', REMINDERS_DISABLED: '1' });
});
afterAll(() => app.close());

const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) =>
  app.qabul.database.orm.em.getConnection().execute<T[]>(query, params, 'all');

async function bookedVisit(time = '10:00', extra: Record<string, unknown> = {}) {
  const provider = await providerWithService(app);
  const booked = await app.client().post('/api/public/bookings', bookingBody(provider.service.id, daysAhead(5), time, extra));
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return { ...provider, booking: booked.body };
}

describe('"Kelmadi" (no-show)', () => {
  it('is refused before the visit starts with 409 too_early and an Uzbek message', async () => {
    const { client, booking } = await bookedVisit();
    const early = await client.put(`/api/bookings/${booking.id}/status`, { status: 'no_show' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'too_early', message: expect.stringContaining('Kelmadi') });
    // The details form cannot go around the rule.
    const viaForm = await client.put(`/api/bookings/${booking.id}`, { name: booking.name, phone: booking.phone, status: 'no_show' });
    expect(viaForm.status).toBe(409);
    expect((await client.get(`/api/bookings`)).body[0].status).toBe('pending');
  });

  it('is set from the start on: 200 with the booking, a history row, and its time stays taken', async () => {
    const { client, booking, user } = await bookedVisit('11:00');
    await moveVisitIntoPast(app, booking.id, 5);
    const marked = await client.put(`/api/bookings/${booking.id}/status`, { status: 'no_show' });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body).toMatchObject({ id: booking.id, status: 'no_show' });
    expect(
      await sql(`select action, performed_by from booking_history where booking_id = ? and action = 'status_changed'`, [booking.id]),
    ).toEqual([{ action: 'status_changed', performed_by: 'provider' }]);
    // ADR 001: a no-show keeps occupying its time, like a kept booking.
    const [row] = await sql<{ date_time_utc: Date }>(`select date_time_utc from bookings where id = ?`, [booking.id]);
    await expect(
      sql(
        `insert into bookings (user_id, service_id, date, time_slot, date_time_utc, ends_at, blocked_until, name, phone, telegram_token, confirmation_number)
         values (?, ?, '2026-01-01', '10:00', ?, ?::timestamptz + interval '30 minutes', ?::timestamptz + interval '30 minutes', 'Boshqa', '+998901111111', 'tok-noshow', 'NOSHOW01')`,
        [user.id, booking.serviceId, row?.date_time_utc, row?.date_time_utc, row?.date_time_utc],
      ),
    ).rejects.toMatchObject({ code: '23P01' });
    // Marking it again changes nothing; a mistaken tap is undone by setting it back.
    expect((await client.put(`/api/bookings/${booking.id}/status`, { status: 'no_show' })).status).toBe(200);
    const undone = await client.put(`/api/bookings/${booking.id}/status`, { status: 'confirmed' });
    expect(undone.body.status).toBe('confirmed');
  });

  it("answers 404 for another provider's booking, 400 for an unknown status, 409 for a cancelled one", async () => {
    const { booking, client } = await bookedVisit('12:00');
    await moveVisitIntoPast(app, booking.id, 60);
    const other = await providerWithService(app);
    const foreign = await other.client.put(`/api/bookings/${booking.id}/status`, { status: 'no_show' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('not_found');
    expect((await app.client().put(`/api/bookings/${booking.id}/status`, { status: 'no_show' })).status).toBe(401);
    const bad = await client.put(`/api/bookings/${booking.id}/status`, { status: 'kelmadi' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation');
    expect((await client.put(`/api/bookings/${booking.id}/status`, { status: 'cancelled' })).body.status).toBe('cancelled');
    const afterCancel = await client.put(`/api/bookings/${booking.id}/status`, { status: 'no_show' });
    expect(afterCancel.status).toBe(409);
  });

  it('is never reminded again: its pending reminders are dropped and the dispatcher skips any still queued', async () => {
    const { client, booking } = await bookedVisit('13:00', { email: 'kelmadi@example.uz' });
    await moveVisitIntoPast(app, booking.id, 90);
    // A reminder another instance queued late: due now, not sent yet.
    await sql(
      `insert into reminder_schedules (booking_id, recipient_type, reminder_type, scheduled_time) values (?, 'client', '1h', now() - interval '1 minute')`,
      [booking.id],
    );
    expect((await client.put(`/api/bookings/${booking.id}/status`, { status: 'no_show' })).status).toBe(200);
    const timed = await sql(`select status from reminder_schedules where booking_id = ? and reminder_type in ('24h', '1h')`, [booking.id]);
    expect(timed.length).toBeGreaterThan(0);
    expect(timed.every((r) => r.status === 'cancelled')).toBe(true);

    // Rows still queued when they come due (a late reminder, the review question) are skipped, not sent.
    await sql(
      `insert into reminder_schedules (booking_id, recipient_type, reminder_type, scheduled_time) values
         (?, 'client', '24h', now() - interval '1 minute'), (?, 'client', 'review_request', now() - interval '1 minute')`,
      [booking.id, booking.id],
    );
    const channels = recordingChannels();
    const dispatcher = createDispatcher({
      orm: app.qabul.database.orm,
      publicUrl: 'https://qabul.test',
      telegram: channels.telegram,
      mailer: channels.mailer,
      log: { info() {}, warn() {}, error() {} },
    });
    await dispatcher.runOnce();
    await dispatcher.stop();
    expect(channels.deliveries.filter((d) => d.to === 'kelmadi@example.uz' && /Eslatma|qanday/.test(d.text))).toEqual([]);
    expect(
      await sql(
        `select reminder_type, status, error_message from reminder_schedules
         where booking_id = ? and reminder_type in ('24h', 'review_request') and error_message is not null order by reminder_type`,
        [booking.id],
      ),
    ).toEqual([
      { reminder_type: '24h', status: 'cancelled', error_message: 'client did not come' },
      { reminder_type: 'review_request', status: 'cancelled', error_message: 'client did not come' },
    ]);
  });
});
