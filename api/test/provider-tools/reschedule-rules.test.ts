import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import { signInitData } from '../telegram/support/sign-init-data.ts';
import { BOT_TOKEN, startTelegramApp, type TelegramTestApp } from '../telegram/support/telegram-app.ts';
import { freeTimes } from './support.ts';

let t: TelegramTestApp;
beforeAll(async () => {
  t = await startTelegramApp();
});
afterAll(() => t.close());

const phone = (i: number) => `+998 93 ${String(200 + i)} 44 ${String(10 + i).slice(-2)}`;
let nextUser = 9400;
const tma = (user: object) => ({ authorization: `tma ${signInitData({ user, chat_type: 'sender' }, BOT_TOKEN)}` });

/** A client's booking on the public page; answers what the client needs to move it. */
async function clientBooking(serviceId: number, date: string, time: string, i: number) {
  const reply = await t.app.client().post('/api/public/bookings', bookingBody(serviceId, date, time, { phone: phone(i) }));
  expect(reply.status).toBe(201);
  const proof = { confirmationNumber: reply.body.confirmationNumber, phone: phone(i), email: 'dilnoza@example.uz' };
  return { id: reply.body.id as string, clientToken: reply.body.clientToken as string, proof };
}

describe('a move keeps the booking rules of a new booking', () => {
  it('the daily cap: a move onto a full day is refused with day_full (dashboard, public page, Mini App); a move within the day is not', async () => {
    const { client, service } = await providerWithService(t.app, { dailyLimit: 2 });
    const full = daysAhead(4);
    const other = daysAhead(5);
    await clientBooking(service.id, full, '10:00', 1);
    const sameDay = await clientBooking(service.id, full, '11:00', 2);
    const mover = await clientBooking(service.id, other, '10:00', 3);
    expect(await freeTimes(t.app, service.id, full)).toEqual([]);

    const dashboard = await client.post(`/api/bookings/${mover.id}/reschedule`, { newDate: full, newTimeSlot: '15:00' });
    expect(dashboard.status).toBe(409);
    expect(dashboard.body).toMatchObject({ code: 'day_full' });
    expect(dashboard.body.message).toContain("to'ldi");

    const byClient = await t.app
      .client()
      .post(`/api/public/bookings/${mover.id}/reschedule`, { ...mover.proof, newDate: full, newTimeSlot: '15:00' });
    expect(byClient.status).toBe(409);
    expect(byClient.body.code).toBe('day_full');

    const user = { id: ++nextUser, first_name: 'Malika', language_code: 'uz', allows_write_to_pm: true };
    const linked = await t.app.client().post(`/api/telegram/bookings/${mover.id}/link`, { clientToken: mover.clientToken }, tma(user));
    expect(linked.status).toBe(200);
    const inMiniApp = await t.app
      .client()
      .post(`/api/telegram/bookings/${mover.id}/reschedule`, { newDate: full, newTimeSlot: '15:00' }, tma(user));
    expect(inMiniApp.status).toBe(409);
    expect(inMiniApp.body.code).toBe('day_full');
    const [stayed] = await t.sql<{ date: string }>(`select to_char(date, 'YYYY-MM-DD') as date from bookings where id = ?`, [mover.id]);
    expect(stayed?.date).toBe(other);

    // Within its own day a booking does not count twice.
    const within = await t.app
      .client()
      .post(`/api/public/bookings/${sameDay.id}/reschedule`, { ...sameDay.proof, newDate: full, newTimeSlot: '16:00' });
    expect(within.status).toBe(200);
    expect((await client.post(`/api/bookings/${sameDay.id}/reschedule`, { newDate: full, newTimeSlot: '16:30' })).status).toBe(200);
  });

  it('two moves racing for the last place of a day: exactly one gets it', async () => {
    const { service } = await providerWithService(t.app, { dailyLimit: 2 });
    const target = daysAhead(6);
    await clientBooking(service.id, target, '10:00', 10);
    const movers = await Promise.all([11, 12, 13].map((i) => clientBooking(service.id, daysAhead(i - 4), '10:00', i)));
    const replies = await Promise.all(
      movers.map((mover, i) =>
        t.app
          .client()
          .post(`/api/public/bookings/${mover.id}/reschedule`, { ...mover.proof, newDate: target, newTimeSlot: `1${i + 4}:00` }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(replies.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(['day_full', 'day_full']);
    const [{ count } = { count: 0 }] = await t.sql<{ count: number }>(
      `select count(*)::int as count from bookings where service_id = ? and date = ? and status <> 'cancelled'`,
      [service.id, target],
    );
    expect(count).toBe(2);
  });

  it('a client’s move keeps the minimum notice and the booking window (too_soon, too_far)', async () => {
    const { service } = await providerWithService(t.app, { minNoticeMinutes: 2 * 24 * 60, maxAdvanceDays: 10 });
    const mover = await clientBooking(service.id, daysAhead(5), '10:00', 20);
    const move = (newDate: string) =>
      t.app.client().post(`/api/public/bookings/${mover.id}/reschedule`, { ...mover.proof, newDate, newTimeSlot: '12:00' });
    const soon = await move(daysAhead(1));
    expect(soon.status).toBe(409);
    expect(soon.body.code).toBe('too_soon');
    const far = await move(daysAhead(12));
    expect(far.status).toBe(409);
    expect(far.body.code).toBe('too_far');
    expect((await move(daysAhead(6))).status).toBe(200);
  });
});
