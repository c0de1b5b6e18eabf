import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessCardResponse } from '../../src/contracts/responses.ts';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import type { HttpClient } from '../support/http-client.ts';
import { signInitData } from './support/sign-init-data.ts';
import { BOT_TOKEN, startTelegramApp, type TelegramTestApp } from './support/telegram-app.ts';
import type { TestUser } from './support/updates.ts';

// The business in Telegram: the Mini App's home (search, the businesses opened before, "Yana yozilish"), the inline
// answers and the shared card show its name, logo, category and rating; never the owner's login e-mail.
let t: TelegramTestApp;
beforeAll(async () => {
  t = await startTelegramApp();
});
afterAll(() => t.close());

let nextId = 97_000;
const person = (): TestUser => ({ id: ++nextId, first_name: 'Dilnoza', username: `mehmon_${nextId}` });
const tma = (user: TestUser) => ({ authorization: `tma ${signInitData({ user, chat_type: 'sender' }, BOT_TOKEN)}` });

async function uploadLogo(client: HttpClient) {
  const form = new FormData();
  const bytes = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'logo.png');
  const reply = await fetch(`${client.baseUrl}/api/business/images/logo`, {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookieHeader, origin: client.baseUrl },
  });
  expect(reply.status).toBe(201);
  return (await reply.json()) as { url: string };
}

async function malika(tag: string) {
  const provider = await providerWithService(t.app);
  await provider.client.put('/api/business', { businessName: `Malika ${tag} Beauty`, category: 'beauty_salon', phone: '+998901234567' });
  const logo = await uploadLogo(provider.client);
  return { ...provider, logo };
}

describe('the Mini App home', () => {
  it('remembers the businesses a person opened and lists them, the latest first, as cards', async () => {
    const tag = `o${nextId}`;
    const first = await malika(tag);
    const second = await malika(`${tag}b`);
    const user = person();
    expect((await t.app.client().post(`/api/telegram/opened/${first.user.username}`, {}, tma(user))).status).toBe(204);
    expect((await t.app.client().post(`/api/telegram/opened/${second.user.username}`, {}, tma(user))).status).toBe(204);
    // Opened again: it moves to the top, once.
    expect((await t.app.client().post(`/api/telegram/opened/${first.user.username.toUpperCase()}`, {}, tma(user))).status).toBe(204);
    const reply = await t.app.client().get('/api/telegram/opened', tma(user));
    expect(reply.status).toBe(200);
    expect(reply.body.map((card: { username: string }) => card.username)).toEqual([first.user.username, second.user.username]);
    expect(reply.body[0]).toEqual({
      username: first.user.username,
      name: `Malika ${tag} Beauty`,
      category: 'beauty_salon',
      logoUrl: first.logo.url,
      address: null,
      rating: { average: null, count: 0 },
      services: ['Soch olish'],
    });
    for (const card of reply.body) expect(BusinessCardResponse.safeParse(card).success).toBe(true);
    // Someone else opened nothing.
    expect((await t.app.client().get('/api/telegram/opened', tma(person()))).body).toEqual([]);
    expect(JSON.stringify(reply.body)).not.toContain(first.email);
  });

  it('answers 404 for an unknown business and 401 without init data', async () => {
    expect((await t.app.client().post('/api/telegram/opened/nobody_here_at_all', {}, tma(person()))).status).toBe(404);
    expect((await t.app.client().post('/api/telegram/opened/anyone', {})).status).toBe(401);
    expect((await t.app.client().get('/api/telegram/opened')).status).toBe(401);
  });

  it('gives "Yana yozilish" the business header: name, logo, category, rating', async () => {
    const business = await malika(`y${nextId}`);
    const user = person();
    const booked = await t.app
      .client()
      .post('/api/public/bookings', bookingBody(business.service.id, daysAhead(2), '11:00', { telegramUsername: user.username }));
    expect(booked.status).toBe(201);
    const reply = await t.app.client().get('/api/telegram/my-providers', tma(user));
    expect(reply.body[0]).toMatchObject({
      username: business.user.username,
      name: expect.stringMatching(/^Malika y\d+ Beauty$/),
      photoUrl: `${t.publicUrl}${business.logo.url}`,
      category: 'beauty_salon',
      rating: { average: null, count: 0 },
    });
    // The booking as the Mini App lists it names the business.
    const mine = await t.app.client().get('/api/telegram/my-bookings', tma(user));
    expect(mine.body.upcoming[0].providerName).toContain('Beauty');
    expect(JSON.stringify([reply.body, mine.body])).not.toContain(business.email);
  });
});

describe('inline mode and the shared card', () => {
  it('answer with the business name and its logo, found by its category too', async () => {
    const tag = `i${nextId}`;
    const business = await malika(tag);
    const after = t.fake.calls.length;
    const id = `iq${++nextId}`;
    await t.deliver({
      update_id: ++nextId,
      inline_query: {
        id,
        from: { id: ++nextId, is_bot: false, first_name: 'Dilnoza', language_code: 'uz' },
        query: `${tag} salon`,
        offset: '',
      },
    });
    const call = await t.fake.waitFor((c) => c.method === 'answerInlineQuery' && c.payload.inline_query_id === id, 10_000, after);
    const results = call.payload.results as Array<{
      title: string;
      thumbnail_url?: string;
      input_message_content: { message_text: string };
    }>;
    expect(results.map((r) => r.title)).toEqual([`Malika ${tag} Beauty`]);
    expect(results[0]?.thumbnail_url).toBe(`${t.publicUrl}${business.logo.url}`);
    expect(JSON.stringify(call.payload)).not.toContain(business.email);
  });
});
