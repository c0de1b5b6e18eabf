import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salon } from '../staff/support.ts';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import { signInitData } from './support/sign-init-data.ts';
import { BOT_TOKEN, startTelegramApp, type TelegramTestApp } from './support/telegram-app.ts';

let t: TelegramTestApp;
beforeAll(async () => {
  t = await startTelegramApp();
});
afterAll(() => t.close());

let nextId = 8600;
const telegramUser = () => ({ id: ++nextId, first_name: 'Malika', language_code: 'uz', allows_write_to_pm: true });
const tma = (user: object) => ({ authorization: `tma ${signInitData({ user, chat_type: 'sender' }, BOT_TOKEN)}` });

/** A booking made in the Mini App and linked to `user`'s chat, as the Mini App does after booking. */
async function linkedBooking(serviceId: number, date: string, time: string, user: object, staffId?: string) {
  const booked = await t.app.client().post('/api/public/bookings', bookingBody(serviceId, date, time, { email: null, staffId }));
  expect(booked.status).toBe(201);
  const linked = await t.app
    .client()
    .post(`/api/telegram/bookings/${booked.body.id}/link`, { clientToken: booked.body.clientToken }, tma(user));
  expect(linked.status).toBe(200);
  return booked.body as { id: string };
}

describe("POST /api/telegram/bookings/:id/reschedule (the card's Ko'chirish in the Mini App)", () => {
  it('moves the client’s own booking to a free time and lists it with its service', async () => {
    const { service } = await providerWithService(t.app);
    const user = telegramUser();
    const booking = await linkedBooking(service.id, daysAhead(6), '10:00', user);

    const moved = await t.app
      .client()
      .post(`/api/telegram/bookings/${booking.id}/reschedule`, { newDate: daysAhead(7), newTimeSlot: '14:30' }, tma(user));
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: booking.id, date: daysAhead(7), timeSlot: '14:30', localTime: '14:30', serviceId: service.id });
    const mine = await t.app.client().get('/api/telegram/my-bookings', tma(user));
    expect(mine.body.upcoming).toMatchObject([{ id: booking.id, date: daysAhead(7), timeSlot: '14:30', serviceId: service.id }]);
    // The old time is free again; the new one is not.
    const slots = await t.app.client().get(`/api/time-slots?date=${daysAhead(7)}&serviceId=${service.id}`);
    expect(slots.body.find((s: { time: string }) => s.time === '14:30').isAvailable).toBe(false);
  });

  it('keeps the booking with its own master, or moves it to the master the client picked; never to whoever comes first', async () => {
    const shop = await salon(t.app, 2);
    const [mine, other] = shop.masters as [{ id: string; name: string }, { id: string; name: string }];
    const user = telegramUser();
    const booking = await linkedBooking(shop.service.id, daysAhead(6), '10:00', user, mine.id);
    const path = `/api/telegram/bookings/${booking.id}/reschedule`;
    const listed = await t.app.client().get('/api/telegram/my-bookings', tma(user));
    expect(listed.body.upcoming).toMatchObject([{ id: booking.id, staff: { id: mine.id, name: mine.name } }]);

    const kept = await t.app.client().post(path, { newDate: daysAhead(7), newTimeSlot: '11:00' }, tma(user));
    expect(kept.status).toBe(200);
    expect(kept.body.staff).toEqual({ id: mine.id, name: mine.name });
    const moved = await t.app.client().post(path, { newDate: daysAhead(7), newTimeSlot: '12:00', staffId: other.id }, tma(user));
    expect(moved.status).toBe(200);
    expect(moved.body.staff).toEqual({ id: other.id, name: other.name });
    expect(await t.sql('select staff_id from bookings where id = ?', [booking.id])).toEqual([{ staff_id: other.id }]);

    // Another business's master is nobody this booking can go to.
    const elsewhere = await salon(t.app, 1);
    const foreign = await t.app
      .client()
      .post(path, { newDate: daysAhead(7), newTimeSlot: '13:00', staffId: (elsewhere.masters[0] as { id: string }).id }, tma(user));
    expect(foreign.status).toBe(404);
    const bad = await t.app.client().post(path, { newDate: daysAhead(7), newTimeSlot: '13:00', staffId: 'usta' }, tma(user));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['staffId']);
  });

  it('refuses without init data (401), someone else’s booking (404), bad input (400), a taken time (409)', async () => {
    const { service } = await providerWithService(t.app);
    const user = telegramUser();
    const booking = await linkedBooking(service.id, daysAhead(6), '10:00', user);
    await linkedBooking(service.id, daysAhead(6), '11:00', telegramUser());
    const path = `/api/telegram/bookings/${booking.id}/reschedule`;

    const anonymous = await t.app.client().post(path, { newDate: daysAhead(7), newTimeSlot: '10:00' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('unauthorized');

    const stranger = await t.app.client().post(path, { newDate: daysAhead(7), newTimeSlot: '10:00' }, tma(telegramUser()));
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('not_found');

    const bad = await t.app.client().post(path, { newDate: 'ertaga', newTimeSlot: '25:00' }, tma(user));
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation');
    expect(Object.keys(bad.body.errors).sort()).toEqual(['newDate', 'newTimeSlot']);

    const taken = await t.app.client().post(path, { newDate: daysAhead(6), newTimeSlot: '11:00' }, tma(user));
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('slot_taken');
    expect(typeof taken.body.message).toBe('string');
  });

  it('keeps the service’s change window: inside it the client is told so (409)', async () => {
    const { service } = await providerWithService(t.app, { cancellationHours: 72 });
    const user = telegramUser();
    const booking = await linkedBooking(service.id, daysAhead(2), '10:00', user);
    const late = await t.app
      .client()
      .post(`/api/telegram/bookings/${booking.id}/reschedule`, { newDate: daysAhead(9), newTimeSlot: '10:00' }, tma(user));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('cancellation_closed');
  });
});
