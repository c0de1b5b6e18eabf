import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// DECISIONS.md names the move `PUT /api/bookings/{id}/reschedule` `{date, timeSlot, staffId?, reason?}` (the calendar's
// drag, the reschedule dialog); spec.md's `POST` with `newDate`/`newTimeSlot` stays as the same move.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.qabul.database.orm.em.getConnection().execute<T[]>(query, params, 'all');

async function booked(serviceId: number, date: string, time: string) {
  const reply = await app.client().post('/api/public/bookings', bookingBody(serviceId, date, time));
  expect(reply.status).toBe(201);
  return reply.body.id as string;
}

describe('PUT /api/bookings/:id/reschedule', () => {
  it('moves the provider’s booking to another date and time, with its reason in the history', async () => {
    const { client, service } = await providerWithService(app);
    const id = await booked(service.id, daysAhead(3), '10:00');
    const to = daysAhead(4);

    const moved = await client.put(`/api/bookings/${id}/reschedule`, { date: to, timeSlot: '14:30', reason: 'Mijoz so‘radi' });

    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id, date: to, timeSlot: '14:30' });
    const [row] = await sql<{ date: string; time_slot: string }>(
      `select to_char(date, 'YYYY-MM-DD') as date, time_slot from bookings where id = ?`,
      [id],
    );
    expect(row).toEqual({ date: to, time_slot: '14:30' });
    const history = await sql<{ action: string; reason: string | null }>(
      `select action, reason from booking_history where booking_id = ? and action = 'rescheduled'`,
      [id],
    );
    expect(history).toEqual([{ action: 'rescheduled', reason: 'Mijoz so‘radi' }]);
  });

  it('keeps every rule of a move: a taken time is 409 slot_taken and the booking stays', async () => {
    const { client, service } = await providerWithService(app);
    const date = daysAhead(5);
    const id = await booked(service.id, date, '10:00');
    await booked(service.id, date, '11:00');

    const refused = await client.put(`/api/bookings/${id}/reschedule`, { date, timeSlot: '11:00' });

    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('slot_taken');
    const [row] = await sql<{ time_slot: string }>('select time_slot from bookings where id = ?', [id]);
    expect(row?.time_slot).toBe('10:00');
  });

  it('answers bad input 400 on the documented field names, in the reader’s language', async () => {
    const { client, service } = await providerWithService(app);
    const id = await booked(service.id, daysAhead(3), '10:00');

    const bad = await client.put(`/api/bookings/${id}/reschedule`, { date: '2026-13-45', timeSlot: '10:00' }, { 'accept-language': 'ru' });

    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation');
    expect(Object.keys(bad.body.errors)).toEqual(['date']);
    expect(bad.body.errors.date).toMatch(/[а-яА-Я]/);
    // spec.md's field names are not this call's.
    const old = await client.put(`/api/bookings/${id}/reschedule`, { newDate: daysAhead(4), newTimeSlot: '12:00' });
    expect(old.status).toBe(400);
    expect(Object.keys(old.body.errors).sort()).toEqual(['date', 'timeSlot']);
  });

  it('is the owner’s only: signed out 401, another provider’s booking 404', async () => {
    const { service } = await providerWithService(app);
    const stranger = await providerWithService(app);
    const id = await booked(service.id, daysAhead(3), '10:00');
    const body = { date: daysAhead(4), timeSlot: '12:00' };

    expect((await app.client().put(`/api/bookings/${id}/reschedule`, body)).status).toBe(401);
    const other = await stranger.client.put(`/api/bookings/${id}/reschedule`, body);
    expect(other.status).toBe(404);
    const [row] = await sql<{ time_slot: string }>('select time_slot from bookings where id = ?', [id]);
    expect(row?.time_slot).toBe('10:00');
  });

  it('is the same move as the older POST with newDate and newTimeSlot', async () => {
    const { client, service } = await providerWithService(app);
    const id = await booked(service.id, daysAhead(3), '10:00');

    const moved = await client.post(`/api/bookings/${id}/reschedule`, { newDate: daysAhead(6), newTimeSlot: '15:00' });

    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id, date: daysAhead(6), timeSlot: '15:00' });
  });
});
