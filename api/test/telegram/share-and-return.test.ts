import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiniAppProviderResponse } from '../../src/contracts/responses.ts';
import { bookingBody, daysAhead, providerWithService, signedInClient } from '../support/fixtures.ts';
import { signInitData } from './support/sign-init-data.ts';
import { BOT_TOKEN, startTelegramApp, type TelegramTestApp } from './support/telegram-app.ts';
import type { TestUser } from './support/updates.ts';

// The Mini App's "Ulashish" (a prepared inline message of the provider's card) and "Yana yozilish" (the providers
// the person booked with), against the fake Bot API.
let t: TelegramTestApp;
beforeAll(async () => {
  t = await startTelegramApp();
});
afterAll(() => t.close());

let nextId = 94_000;
const person = (): TestUser => ({ id: ++nextId, first_name: 'Dilnoza', username: `qaytgan_${nextId}` });
const tma = (user: TestUser) => ({ authorization: `tma ${signInitData({ user, chat_type: 'sender' }, BOT_TOKEN)}` });

describe('POST /api/telegram/share/:username', () => {
  it("answers the prepared message id of the provider's card, saved for this user to any chat", async () => {
    const { user: provider } = await providerWithService(t.app);
    const user = person();
    const after = t.fake.calls.length;
    const reply = await t.app.client().post(`/api/telegram/share/${provider.username.toUpperCase()}`, {}, tma(user));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ preparedMessageId: expect.stringMatching(/^prepared-/) });
    const saved = await t.fake.waitFor((c) => c.method === 'savePreparedInlineMessage', 10_000, after);
    expect(saved.payload).toMatchObject({
      user_id: user.id,
      allow_user_chats: true,
      allow_group_chats: true,
      allow_channel_chats: true,
      result: {
        type: 'article',
        id: `p:${provider.username}`,
        title: 'Aziz Karimov',
        description: 'Soch olish',
        input_message_content: { message_text: expect.stringContaining('<b>Aziz Karimov</b>'), parse_mode: 'HTML' },
      },
    });
    // The same card inline mode answers: one button to the provider's page.
    expect(saved.payload.result.reply_markup.inline_keyboard).toEqual([
      [{ text: 'Sahifani ochish', url: `${t.publicUrl}/${provider.username}` }],
    ]);
  });

  it('answers 404 for an unknown provider and for one with no public service, 401 without init data', async () => {
    const user = person();
    const unknown = await t.app.client().post('/api/telegram/share/nobody_here_at_all', {}, tma(user));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'not_found', message: 'Mutaxassis topilmadi' });
    const hidden = await signedInClient(t.app);
    const me = await hidden.get('/api/user');
    const notPublic = await t.app.client().post(`/api/telegram/share/${me.body.username}`, {}, tma(user));
    expect(notPublic.status).toBe(404);
    expect((await t.app.client().post('/api/telegram/share/anyone', {})).status).toBe(401);
  });
});

describe('GET /api/telegram/my-providers', () => {
  it('lists the providers this person booked with, the latest first, with what they booked last', async () => {
    const user = person();
    const first = await providerWithService(t.app);
    const second = await providerWithService(t.app, { name: 'Manikyur' });
    const book = async (serviceId: number, day: number) => {
      const booked = await t.app
        .client()
        .post('/api/public/bookings', bookingBody(serviceId, daysAhead(day), '10:00', { telegramUsername: user.username }));
      expect(booked.status).toBe(201);
    };
    await book(first.service.id, 3);
    await book(second.service.id, 4);
    await book(first.service.id, 5);
    // Someone else's booking with the second provider changes nothing for this person.
    await t.app
      .client()
      .post('/api/public/bookings', bookingBody(second.service.id, daysAhead(6), '10:00', { telegramUsername: 'begona' }));

    const reply = await t.app.client().get('/api/telegram/my-providers', tma(user));
    expect(reply.status).toBe(200);
    expect(reply.body.map((p: { username: string }) => p.username)).toEqual([first.user.username, second.user.username]);
    expect(reply.body[0]).toEqual({
      username: first.user.username,
      name: 'Aziz Karimov',
      photoUrl: null,
      category: null,
      rating: { average: null, count: 0 },
      lastServiceId: first.service.id,
      lastServiceName: 'Soch olish',
      lastStaffId: null,
      lastBookedAt: expect.any(String),
    });
    expect(reply.body[1]).toMatchObject({ lastServiceId: second.service.id, lastServiceName: 'Manikyur' });
    for (const row of reply.body) expect(MiniAppProviderResponse.safeParse(row).error?.issues ?? []).toEqual([]);
  });

  it("shows nobody else's providers, and needs init data", async () => {
    const reply = await t.app.client().get('/api/telegram/my-providers', tma(person()));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual([]);
    expect((await t.app.client().get('/api/telegram/my-providers')).status).toBe(401);
  });
});
