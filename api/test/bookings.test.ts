import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysAhead, providerWithService } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.qabul.database.orm.em.getConnection().execute<T[]>(query, params, 'all');

describe('public booking', () => {
  it('books an offered slot: 201, pending, an 8-character confirmation number, history and reminders', async () => {
    const { service } = await providerWithService(app);
    const date = daysAhead(3);
    const reply = await app
      .client()
      .post('/api/public/bookings', bookingBody(service.id, date, '10:00', { telegramUsername: '@dilnoza_y' }));
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      date,
      timeSlot: '10:00',
      status: 'pending',
      serviceName: 'Soch olish',
      telegramUsername: 'dilnoza_y',
    });
    expect(reply.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.body.confirmationNumber).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(reply.body).not.toHaveProperty('telegramToken');
    const history = await sql('select action, performed_by from booking_history where booking_id = ?', [reply.body.id]);
    expect(history).toEqual([{ action: 'created', performed_by: 'client' }]);
    const reminders = await sql<{ recipient_type: string; reminder_type: string; scheduled_time: Date }>(
      'select recipient_type, reminder_type, scheduled_time from reminder_schedules where booking_id = ? order by scheduled_time, recipient_type',
      [reply.body.id],
    );
    const kinds = reminders.map((r) => `${r.recipient_type}:${r.reminder_type}`).sort();
    expect(kinds).toEqual(['client:1h', 'client:24h', 'client:booking_created', 'provider:1h', 'provider:booking_created']);
    const start = new Date(reply.body.dateTimeUtc).getTime();
    const oneHour = reminders.find((r) => r.reminder_type === '1h');
    expect(start - new Date(oneHour?.scheduled_time as Date).getTime()).toBe(3_600_000);
  });

  it('marks the taken slot unavailable and refuses it with 409 slot_taken', async () => {
    const { service } = await providerWithService(app);
    const date = daysAhead(4);
    expect((await app.client().post('/api/public/bookings', bookingBody(service.id, date, '11:00'))).status).toBe(201);
    const again = await app.client().post('/api/public/bookings', bookingBody(service.id, date, '11:00'));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('slot_taken');
    const slots = await app.client().get(`/api/time-slots?date=${date}&serviceId=${service.id}&clientTimezone=Asia/Tashkent`);
    const eleven = slots.body.find((s: { time: string }) => s.time === '11:00');
    expect(eleven.isAvailable).toBe(false);
  });

  it('refuses times the schedule does not offer: outside hours, past, beyond 90 days', async () => {
    const { service } = await providerWithService(app);
    const outside = await app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(2), '20:00'));
    expect(outside.status).toBe(409);
    expect(outside.body.code).toBe('slot_unavailable');
    expect((await app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(-1), '10:00'))).status).toBe(409);
    expect((await app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(91), '10:00'))).status).toBe(409);
    expect((await app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(90), '10:00'))).status).toBe(201);
  });

  it('validates the form with the spec messages', async () => {
    const { service } = await providerWithService(app);
    const reply = await app
      .client()
      .post(
        '/api/public/bookings',
        bookingBody(service.id, daysAhead(2), '10:00', { name: 'A', phone: '123', email: 'bad', telegramUsername: '@ab' }),
      );
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({
      name: "To'liq ismingizni kiriting",
      phone: "To'g'ri telefon raqam kiriting",
      email: "To'g'ri email kiriting",
      telegramUsername: "To'g'ri Telegram username kiriting (@username)",
    });
    expect((await app.client().post('/api/public/bookings', bookingBody(99999, daysAhead(2), '10:00'))).status).toBe(404);
  });

  it('limits public booking creation to 30 per 10 minutes per IP and provider', async () => {
    const { service } = await providerWithService(app, { duration: 15, timingInterval: 15 });
    const client = app.client();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const minutes = 9 * 60 + i * 15;
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      // A different client each time: the per-phone limit is not the subject here.
      statuses.push(
        (await client.post('/api/public/bookings', bookingBody(service.id, daysAhead(5), time, { phone: `+99891${1000000 + i}` }))).status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("enforces the Freemium monthly cap of 50 client bookings, but never on the provider's own bookings", async () => {
    const { client, service } = await providerWithService(app, { duration: 15, timingInterval: 15 });
    await sql(
      `insert into bookings (user_id, service_id, date, time_slot, date_time_utc, ends_at, blocked_until, name, phone, telegram_token, confirmation_number)
       select s.user_id, s.id, current_date + 60, '08:00', now() + (g || ' days')::interval + interval '60 days', now() + (g || ' days')::interval + interval '60 days 10 minutes',
              now() + (g || ' days')::interval + interval '60 days 10 minutes', 'Mijoz', '998901112233', md5(random()::text), upper(substr(md5(random()::text), 1, 8))
       from services s, generate_series(1, 50) g where s.id = ?`,
      [service.id],
    );
    const stranger = await app
      .client()
      .post('/api/public/bookings', bookingBody(service.id, daysAhead(6), '10:00', { phone: '+998935550000' }));
    expect(stranger.status).toBe(409);
    expect(stranger.body.code).toBe('plan_limit');
    // The provider's month is spent by strangers, but their own booking still goes in.
    const own = await client.post('/api/bookings', bookingBody(service.id, daysAhead(6), '10:00'));
    expect(own.status).toBe(201);
  });
});

describe('dashboard bookings', () => {
  it('creates with a chosen status, lists with filters, updates and deletes', async () => {
    const { client, service } = await providerWithService(app);
    const date = daysAhead(7);
    const created = await client.post('/api/bookings', bookingBody(service.id, date, '12:00', { status: 'confirmed' }));
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('confirmed');
    await client.post('/api/bookings', bookingBody(service.id, daysAhead(8), '12:00'));
    const filtered = await client.get(`/api/bookings?from=${date}&to=${date}`);
    expect(filtered.body.map((b: { id: string }) => b.id)).toEqual([created.body.id]);
    expect((await client.get('/api/bookings?status=pending')).body).toHaveLength(1);
    const updated = await client.put(`/api/bookings/${created.body.id}`, {
      name: 'Dilnoza Karimova',
      phone: '+998 90 000 00 00',
      notes: 'VIP',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Dilnoza Karimova', notes: 'VIP', status: 'confirmed' });
    expect((await client.delete(`/api/bookings/${created.body.id}`)).status).toBe(204);
    expect((await client.get('/api/bookings')).body).toHaveLength(1);
    const activity = await sql<{ action: string }>('select action from platform_activity where entity_id = ? order by id', [
      created.body.id,
    ]);
    expect(activity.map((a) => a.action)).toEqual(['booking_created', 'booking_updated', 'booking_deleted']);
  });

  it('reschedules through the same guard and moves the reminders', async () => {
    const { client, service } = await providerWithService(app);
    const first = await client.post('/api/bookings', bookingBody(service.id, daysAhead(9), '10:00'));
    const second = await client.post('/api/bookings', bookingBody(service.id, daysAhead(9), '11:00'));
    const clash = await client.post(`/api/bookings/${first.body.id}/reschedule`, { newDate: daysAhead(9), newTimeSlot: '11:00' });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('slot_taken');
    const moved = await client.post(`/api/bookings/${first.body.id}/reschedule`, {
      newDate: daysAhead(10),
      newTimeSlot: '15:00',
      reason: 'Mijoz iltimosi',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ date: daysAhead(10), timeSlot: '15:00' });
    const pending = await sql<{ scheduled_time: Date }>(
      `select scheduled_time from reminder_schedules where booking_id = ? and reminder_type = '1h' and recipient_type = 'client' and status = 'pending'`,
      [first.body.id],
    );
    expect(pending).toHaveLength(1);
    expect(new Date(moved.body.dateTimeUtc).getTime() - new Date(pending[0]?.scheduled_time as Date).getTime()).toBe(3_600_000);
    const history = await sql(
      'select action, previous_time_slot, new_time_slot, reason, performed_by from booking_history where booking_id = ? and action = ?',
      [first.body.id, 'rescheduled'],
    );
    expect(history).toEqual([
      { action: 'rescheduled', previous_time_slot: '10:00', new_time_slot: '15:00', reason: 'Mijoz iltimosi', performed_by: 'provider' },
    ]);
    expect(second.status).toBe(201);
  });

  it('cancels: frees the slot, cancels timed reminders, writes history', async () => {
    const { client, service } = await providerWithService(app);
    const date = daysAhead(11);
    const booking = await client.post('/api/bookings', bookingBody(service.id, date, '10:00'));
    const cancelled = await client.post(`/api/bookings/${booking.body.id}/cancel`, { reason: 'Kasallik' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await client.post(`/api/bookings/${booking.body.id}/cancel`, {})).status).toBe(409);
    const left = await sql(
      `select 1 from reminder_schedules where booking_id = ? and status = 'pending' and reminder_type in ('24h', '1h')`,
      [booking.body.id],
    );
    expect(left).toHaveLength(0);
    expect((await app.client().post('/api/public/bookings', bookingBody(service.id, date, '10:00'))).status).toBe(201);
  });

  it("hides another provider's bookings behind 404", async () => {
    const owner = await providerWithService(app);
    const intruder = await providerWithService(app);
    const booking = await owner.client.post('/api/bookings', bookingBody(owner.service.id, daysAhead(12), '10:00'));
    const id = booking.body.id;
    expect((await intruder.client.put(`/api/bookings/${id}`, { name: 'Hacker X', phone: '+998900000000' })).status).toBe(404);
    expect((await intruder.client.delete(`/api/bookings/${id}`)).status).toBe(404);
    expect((await intruder.client.post(`/api/bookings/${id}/cancel`, {})).status).toBe(404);
    expect((await intruder.client.post(`/api/bookings/${id}/reschedule`, { newDate: daysAhead(12), newTimeSlot: '11:00' })).status).toBe(
      404,
    );
    expect((await intruder.client.post('/api/bookings', bookingBody(owner.service.id, daysAhead(12), '12:00'))).status).toBe(404);
    expect((await intruder.client.get('/api/bookings')).body).toEqual([]);
  });

  it('requires sign-in and valid input', async () => {
    const anonymous = app.client();
    expect((await anonymous.get('/api/bookings')).status).toBe(401);
    expect((await anonymous.post('/api/bookings', {})).status).toBe(401);
    const { client } = await providerWithService(app);
    expect((await client.get('/api/bookings?from=yesterday')).status).toBe(400);
    expect((await client.get('/api/bookings?status=lost')).status).toBe(400);
    expect((await client.post('/api/bookings/not-a-uuid/cancel', {})).status).toBe(404);
    expect(
      (await client.post('/api/bookings/00000000-0000-4000-8000-000000000000/reschedule', { newDate: '2026-13-01', newTimeSlot: '10:00' }))
        .status,
    ).toBe(400);
  });
});

describe('public reschedule and cancel', () => {
  async function publicBooking(service: Record<string, unknown> = {}, days = 14, time = '10:00') {
    const provider = await providerWithService(app, service);
    const reply = await app.client().post('/api/public/bookings', bookingBody(provider.service.id, daysAhead(days), time));
    return { provider, booking: reply.body };
  }

  it('needs the confirmation number, the phone digits and the e-mail', async () => {
    const { booking } = await publicBooking();
    const base = { confirmationNumber: booking.confirmationNumber, phone: '998901234567', email: 'dilnoza@example.uz' };
    const client = app.client();
    expect((await client.post(`/api/public/bookings/${booking.id}/cancel`, { ...base, confirmationNumber: 'AAAAAAAA' })).status).toBe(403);
    expect((await client.post(`/api/public/bookings/${booking.id}/cancel`, { ...base, phone: '998900000000' })).status).toBe(403);
    expect((await client.post(`/api/public/bookings/${booking.id}/cancel`, { ...base, email: 'other@example.uz' })).status).toBe(403);
    const ok = await client.post(`/api/public/bookings/${booking.id}/cancel`, {
      ...base,
      confirmationNumber: booking.confirmationNumber.toLowerCase(),
      reason: "Rejalar o'zgardi",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('cancelled');
    const history = await sql('select action, performed_by, reason from booking_history where booking_id = ? and action = ?', [
      booking.id,
      'cancelled',
    ]);
    expect(history).toEqual([{ action: 'cancelled', performed_by: 'client', reason: "Rejalar o'zgardi" }]);
    const notices = await sql(
      `select recipient_type from reminder_schedules where booking_id = ? and reminder_type = 'booking_cancelled' order by recipient_type`,
      [booking.id],
    );
    expect(notices).toEqual([{ recipient_type: 'client' }, { recipient_type: 'provider' }]);
  });

  it("takes the client's own token instead of the phone and e-mail; a wrong token is 403, nothing at all is 400", async () => {
    const { booking } = await publicBooking();
    const client = app.client();
    const number = { confirmationNumber: booking.confirmationNumber };
    const nothing = await client.post(`/api/public/bookings/${booking.id}/cancel`, number);
    expect(nothing.status).toBe(400);
    expect(nothing.body).toMatchObject({ code: 'validation', errors: { phone: 'Telefon raqamni kiriting' } });
    const wrong = await client.post(`/api/public/bookings/${booking.id}/cancel`, { ...number, token: 'f'.repeat(64) });
    expect(wrong.status).toBe(403);
    const moved = await client.post(`/api/public/bookings/${booking.id}/reschedule`, {
      ...number,
      token: booking.clientToken,
      newDate: daysAhead(15),
      newTimeSlot: '16:30',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ date: daysAhead(15), timeSlot: '16:30' });
    const cancelled = await client.post(`/api/public/bookings/${booking.id}/cancel`, {
      ...number,
      token: booking.clientToken,
      reason: null,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    // Another booking's token opens nothing here.
    const other = await publicBooking({}, 16);
    expect(
      (
        await client.post(`/api/public/bookings/${other.booking.id}/cancel`, {
          confirmationNumber: other.booking.confirmationNumber,
          token: booking.clientToken,
        })
      ).status,
    ).toBe(403);
  });

  it('reschedules to an offered slot and refuses a taken one', async () => {
    const { provider, booking } = await publicBooking();
    await app.client().post('/api/public/bookings', bookingBody(provider.service.id, daysAhead(14), '12:00'));
    const proof = { confirmationNumber: booking.confirmationNumber, phone: '+998 90 123 45 67', email: 'dilnoza@example.uz' };
    const taken = await app
      .client()
      .post(`/api/public/bookings/${booking.id}/reschedule`, { ...proof, newDate: daysAhead(14), newTimeSlot: '12:00' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('slot_taken');
    const missing = await app.client().post(`/api/public/bookings/${booking.id}/reschedule`, { ...proof, newDate: '', newTimeSlot: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Iltimos, barcha maydonlarni to'ldiring");
    const moved = await app
      .client()
      .post(`/api/public/bookings/${booking.id}/reschedule`, { ...proof, newDate: daysAhead(15), newTimeSlot: '16:30' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ date: daysAhead(15), timeSlot: '16:30' });
  });

  it('refuses with 409 inside the cancellation window or when cancelling is off', async () => {
    const soon = await publicBooking({ cancellationHours: 24 * 20 });
    const proof = { confirmationNumber: soon.booking.confirmationNumber, phone: '998901234567', email: 'dilnoza@example.uz' };
    const closed = await app.client().post(`/api/public/bookings/${soon.booking.id}/cancel`, proof);
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('cancellation_closed');
    const locked = await publicBooking({ allowCancellation: false });
    const refused = await app
      .client()
      .post(`/api/public/bookings/${locked.booking.id}/cancel`, { ...proof, confirmationNumber: locked.booking.confirmationNumber });
    expect(refused.status).toBe(409);
  });

  it('limits wrong guesses to 10 per 15 minutes per booking and address, without locking out the client', async () => {
    const { booking } = await publicBooking();
    const guesser = app.client();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await guesser.post(`/api/public/bookings/${booking.id}/cancel`, { confirmationNumber: 'WRONG', phone: '998901234567' })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 403)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The guesser locked out himself only: the client, from their own address, still cancels.
    const client = app.client();
    const proof = { confirmationNumber: booking.confirmationNumber, phone: '+998 90 123 45 67', email: 'dilnoza@example.uz' };
    expect((await client.post(`/api/public/bookings/${booking.id}/cancel`, proof)).status).toBe(200);
  });

  it('answers 404 for unknown bookings; the id alone shows nothing personal, the client token everything', async () => {
    expect(
      (
        await app
          .client()
          .post('/api/public/bookings/00000000-0000-4000-8000-000000000000/cancel', { confirmationNumber: 'X', phone: '998901234567' })
      ).status,
    ).toBe(404);
    const { booking } = await publicBooking();
    expect(booking.clientToken).toMatch(/^[0-9a-f]{64}$/);
    const byId = await app.client().get(`/api/booking-details/${booking.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({
      serviceName: 'Soch olish',
      providerName: 'Aziz Karimov',
      reserveFeeAmount: 0,
      status: 'pending',
      hasClientAccess: false,
      name: null,
      email: null,
      confirmationNumber: null,
      phone: '+998 90 *** ** 67',
    });
    expect(JSON.stringify(byId.body)).not.toContain(booking.confirmationNumber);
    expect(JSON.stringify(byId.body)).not.toContain('dilnoza@example.uz');
    // A wrong token is no token.
    const wrong = await app.client().get(`/api/booking-details/${booking.id}?token=${'0'.repeat(64)}`);
    expect(wrong.body).toMatchObject({ hasClientAccess: false, confirmationNumber: null });
    const mine = await app.client().get(`/api/booking-details/${booking.id}?token=${booking.clientToken}`);
    expect(mine.body).toMatchObject({
      hasClientAccess: true,
      name: 'Dilnoza Yusupova',
      email: 'dilnoza@example.uz',
      confirmationNumber: booking.confirmationNumber,
      canChange: true,
    });
    expect((await app.client().get('/api/booking-details/nope')).status).toBe(404);
    // The client adds it to their calendar with the same token; without it there is nothing to fetch.
    const ics = await app.client().get(`/api/booking-details/${booking.id}/calendar.ics?token=${booking.clientToken}`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain(`UID:${booking.id}@qabul.uz`);
    expect((await app.client().get(`/api/booking-details/${booking.id}/calendar.ics`)).status).toBe(404);
    // The token belongs to the client alone: the provider's own views never carry it.
    const listed = await app.client().get(`/api/booking-details/${booking.id}`);
    expect(JSON.stringify(listed.body)).not.toContain(booking.clientToken);
  });
});
