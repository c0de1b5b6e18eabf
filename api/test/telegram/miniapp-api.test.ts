import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiniAppBookingsResponse } from '../../src/contracts/responses.ts';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import { signInitData } from './support/sign-init-data.ts';
import { BOT_TOKEN, startTelegramApp, type TelegramTestApp } from './support/telegram-app.ts';
import { commandUpdate } from './support/updates.ts';

let t: TelegramTestApp;
beforeAll(async () => {
  t = await startTelegramApp();
});
afterAll(() => t.close());

let nextId = 8000;
function telegramUser(username?: string) {
  return {
    id: ++nextId,
    first_name: 'Dilnoza',
    last_name: 'Yusupova',
    ...(username ? { username } : {}),
    language_code: 'uz',
    allows_write_to_pm: true,
  };
}
const tma = (user: object, authDate?: Date) => ({
  authorization: `tma ${signInitData({ user, chat_type: 'sender' }, BOT_TOKEN, authDate)}`,
});

describe('Mini App sign-in: POST /api/telegram/auth', () => {
  it('answers the validated Telegram user and no account when none is linked', async () => {
    const user = telegramUser('dilnoza_y');
    const reply = await t.app.client().post('/api/telegram/auth', { initData: signInitData({ user, start_param: 'demo' }, BOT_TOKEN) });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      telegramUser: {
        id: user.id,
        firstName: 'Dilnoza',
        lastName: 'Yusupova',
        username: 'dilnoza_y',
        languageCode: 'uz',
        photoUrl: null,
        allowsWriteToPm: true,
      },
      user: null,
      startParam: 'demo',
      phone: null,
      phoneVerified: false,
      invoices: false,
      language: null,
    });
  });

  it('answers the language the person picked in the bot, so the Mini App opens in it', async () => {
    const user = { ...telegramUser('dilnoza_ru'), language_code: 'uz' };
    const sql = t.app.qabul.database.orm.em.getConnection();
    await sql.execute(`insert into telegram_chats (chat_id, username, language) values (?, ?, 'ru')`, [user.id, 'dilnoza_ru']);
    const reply = await t.app.client().post('/api/telegram/auth', { initData: signInitData({ user }, BOT_TOKEN) });
    expect(reply.status).toBe(200);
    expect(reply.body.language).toBe('ru');
    expect(reply.body.telegramUser.languageCode).toBe('uz');
  });

  it('answers the linked provider account without secrets', async () => {
    const provider = await providerWithService(t.app);
    const user = telegramUser('usta_m');
    const { body } = await provider.client.post('/api/telegram/link-token');
    await t.deliver(commandUpdate(user, `/start ${new URL(body.link).searchParams.get('start')}`));
    const reply = await t.app.client().post('/api/telegram/auth', { initData: signInitData({ user }, BOT_TOKEN) });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ id: provider.user.id, username: provider.user.username, telegramLinked: true });
    expect(JSON.stringify(reply.body)).not.toMatch(/password|telegramLinkToken|refresh/i);
  });

  it('refuses tampered, foreign, expired and missing init data with 401 and an Uzbek message', async () => {
    const user = telegramUser();
    const good = signInitData({ user }, BOT_TOKEN);
    const tampered = good.replace(encodeURIComponent(`"id":${user.id}`), () => encodeURIComponent('"id":1'));
    expect(tampered).not.toBe(good);
    const cases = [
      [tampered, "Telegram ma'lumotlari tasdiqlanmadi"],
      [signInitData({ user }, '999:another-bot-token-abcdefgh'), "Telegram ma'lumotlari tasdiqlanmadi"],
      [
        signInitData({ user }, BOT_TOKEN, new Date(Date.now() - 25 * 3600 * 1000)),
        "Telegram ma'lumotlari eskirgan. Mini ilovani qayta oching",
      ],
    ] as const;
    for (const [initData, message] of cases) {
      const reply = await t.app.client().post('/api/telegram/auth', { initData });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message, code: 'unauthorized' });
    }
    const missing = await t.app.client().post('/api/telegram/auth', {});
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('validation');
  });
});

describe('Mini App reads and writes with Authorization: tma', () => {
  it('refuses calls without or with bad init data', async () => {
    expect((await t.app.client().get('/api/telegram/my-bookings')).status).toBe(401);
    const bad = await t.app.client().get('/api/telegram/my-bookings', { authorization: 'tma query_id=1&hash=00' });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe("Telegram ma'lumotlari tasdiqlanmadi");
  });

  it('links a booking made in the Mini App to the user, lists it, and sends the confirmation to their chat', async () => {
    const { service } = await providerWithService(t.app);
    const user = telegramUser();
    const booked = await t.app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(8), '15:00', { email: null }));
    expect(booked.status).toBe(201);

    const wrong = await t.app.client().post(`/api/telegram/bookings/${booked.body.id}/link`, { confirmationNumber: 'WRONG234' }, tma(user));
    expect(wrong.status).toBe(403);
    const linked = await t.app
      .client()
      .post(`/api/telegram/bookings/${booked.body.id}/link`, { confirmationNumber: booked.body.confirmationNumber }, tma(user));
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ id: booked.body.id, status: 'pending', localTime: '15:00', canCancel: true });

    const confirmation = await t.fake.waitFor((c) => c.method === 'sendMessage' && c.payload.chat_id === user.id);
    expect(confirmation.payload.text).toContain(booked.body.confirmationNumber);

    const mine = await t.app.client().get('/api/telegram/my-bookings', tma(user));
    expect(mine.status).toBe(200);
    // The Mini App is typed by this contract.
    expect(MiniAppBookingsResponse.safeParse(mine.body).error?.issues ?? []).toEqual([]);
    expect(mine.body.upcoming.map((b: { id: string }) => b.id)).toEqual([booked.body.id]);
    expect(mine.body.upcoming[0]).toMatchObject({
      serviceName: 'Soch olish',
      providerName: 'Aziz Karimov',
      confirmationNumber: booked.body.confirmationNumber,
    });
    expect(mine.body.provider).toBeNull();
    expect(mine.body.today).toBeNull();

    // Somebody else sees nothing and cannot cancel it.
    const other = telegramUser();
    expect((await t.app.client().get('/api/telegram/my-bookings', tma(other))).body.upcoming).toEqual([]);
    expect((await t.app.client().post(`/api/telegram/bookings/${booked.body.id}/cancel`, {}, tma(other))).status).toBe(404);

    const cancelled = await t.app.client().post(`/api/telegram/bookings/${booked.body.id}/cancel`, {}, tma(user));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await t.app.client().get('/api/telegram/my-bookings', tma(user))).body.upcoming).toEqual([]);
  });

  it('links by client token, keeps the first chat, and limits wrong guesses', async () => {
    const { service } = await providerWithService(t.app);
    const owner = telegramUser();
    const intruder = telegramUser();
    const booked = await t.app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(9), '11:00', { email: null }));
    const link = (body: object, user: object, client = t.app.client()) =>
      client.post(`/api/telegram/bookings/${booked.body.id}/link`, body, tma(user));

    expect((await link({}, owner)).status).toBe(400);
    expect((await link({ clientToken: 'f'.repeat(64) }, owner)).status).toBe(403);
    expect((await link({ clientToken: booked.body.clientToken }, owner)).status).toBe(200);
    // Linking again from the same chat is harmless; another chat never takes the booking over, proof or not.
    expect((await link({ clientToken: booked.body.clientToken }, owner)).status).toBe(200);
    const takeover = await link({ confirmationNumber: booked.body.confirmationNumber }, intruder);
    expect(takeover.status).toBe(409);
    expect(takeover.body.message).toBe("Bu uchrashuv boshqa Telegram chatiga bog'langan");
    const mine = await t.app.client().get('/api/telegram/my-bookings', tma(owner));
    expect(mine.body.upcoming.map((b: { id: string }) => b.id)).toContain(booked.body.id);
  });

  it('limits wrong guesses at the link call like every public proof', async () => {
    const limited = await startTelegramApp({ RATE_LIMIT_DISABLED: '0' });
    try {
      const { service } = await providerWithService(limited.app);
      const booked = await limited.app
        .client()
        .post('/api/public/bookings', bookingBody(service.id, daysAhead(9), '12:00', { email: null }));
      const guesser = limited.app.client();
      const user = telegramUser();
      const statuses = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const reply = await guesser.post(
          `/api/telegram/bookings/${booked.body.id}/link`,
          { confirmationNumber: `WRONG${attempt}XY` },
          tma(user),
        );
        statuses.push(reply.status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 403)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      // The client, from their own device, is not locked out.
      const owner = telegramUser();
      const linked = await limited.app
        .client()
        .post(`/api/telegram/bookings/${booked.body.id}/link`, { clientToken: booked.body.clientToken }, tma(owner));
      expect(linked.status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("shows a linked provider today's bookings", async () => {
    const provider = await providerWithService(t.app);
    const user = telegramUser('usta_n');
    const { body } = await provider.client.post('/api/telegram/link-token');
    await t.deliver(commandUpdate(user, `/start ${new URL(body.link).searchParams.get('start')}`));
    const mine = await t.app.client().get('/api/telegram/my-bookings', tma(user));
    expect(mine.body.provider).toMatchObject({ username: provider.user.username });
    expect(Array.isArray(mine.body.today)).toBe(true);
  });
});
