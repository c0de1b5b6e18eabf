import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import { contactUpdate } from './support/chat-updates.ts';
import { signInitData } from './support/sign-init-data.ts';
import { BOT_TOKEN, startTelegramApp, type TelegramTestApp } from './support/telegram-app.ts';

let t: TelegramTestApp;
beforeAll(async () => {
  t = await startTelegramApp();
});
afterAll(() => t.close());

let nextId = 8800;
const telegramUser = () => ({ id: ++nextId, first_name: 'Malika', language_code: 'uz', allows_write_to_pm: true });
const tma = (user: object) => ({ authorization: `tma ${signInitData({ user, chat_type: 'sender' }, BOT_TOKEN)}` });

async function phoneVerified(bookingId: string): Promise<boolean> {
  const rows = await t.app.qabul.database.orm.em
    .getConnection()
    .execute('select phone_verified from bookings where id = ?', [bookingId], 'all');
  return rows[0]?.phone_verified === true;
}

/** Books in the Mini App with `phone` and links the booking to `user`'s chat, as the Mini App does. */
async function bookAndLink(serviceId: number, time: string, phone: string, user: object): Promise<string> {
  const booked = await t.app.client().post('/api/public/bookings', bookingBody(serviceId, daysAhead(6), time, { phone, email: null }));
  expect(booked.status).toBe(201);
  const linked = await t.app
    .client()
    .post(`/api/telegram/bookings/${booked.body.id}/link`, { clientToken: booked.body.clientToken }, tma(user));
  expect(linked.status).toBe(200);
  return booked.body.id;
}

describe('a Mini App booking with the phone Telegram gave', () => {
  it('is marked verified when its phone is the one the person shared of themselves in the bot chat', async () => {
    const { service } = await providerWithService(t.app);
    const user = telegramUser();
    expect((await t.deliver(contactUpdate(user, '+998 90 321 54 76', user.id))).status).toBe(200);
    const auth = await t.app.client().post('/api/telegram/auth', { initData: signInitData({ user }, BOT_TOKEN) });
    expect(auth.body).toMatchObject({ phone: '+998903215476', phoneVerified: true });

    expect(await phoneVerified(await bookAndLink(service.id, '10:00', '+998 90 321 54 76', user))).toBe(true);
    // A typed other number is accepted but stays unverified.
    expect(await phoneVerified(await bookAndLink(service.id, '11:00', '+998 91 000 00 01', user))).toBe(false);
  });

  it('stays unverified for a contact of someone else, or for a person who never shared one', async () => {
    const { service } = await providerWithService(t.app);
    const sharer = telegramUser();
    expect((await t.deliver(contactUpdate(sharer, '+998 93 111 22 33', 424242))).status).toBe(200);
    expect(await phoneVerified(await bookAndLink(service.id, '12:00', '+998 93 111 22 33', sharer))).toBe(false);
    expect(await phoneVerified(await bookAndLink(service.id, '13:00', '+998 93 111 22 33', telegramUser()))).toBe(false);
  });
});
