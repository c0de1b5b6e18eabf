import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../src/contracts/messages.uz.ts';
import { BookingResponse, PublicBookingResponse, UserResponse } from '../../src/contracts/responses.ts';
import { botServices } from '../../src/features/telegram/bot-services.ts';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import { PAYME_ENV, PaymeSandbox } from '../support/payme-sandbox.ts';
import { providerWithReserveFee, reserveBody } from '../support/payment-fixtures.ts';
import { signInitData } from '../telegram/support/sign-init-data.ts';
import { BOT_TOKEN, startTelegramApp, type TelegramTestApp } from '../telegram/support/telegram-app.ts';

// The reader's language, remembered (DECISIONS.md "Languages"): a provider's profile language, and the client's
// language on every booking and waitlist entry, from every path a booking is made by.
let t: TelegramTestApp;
let payme: PaymeSandbox;
beforeAll(async () => {
  t = await startTelegramApp(PAYME_ENV);
  payme = new PaymeSandbox(t.app.url);
});
afterAll(() => t.close());

const RUSSIAN = { 'accept-language': 'ru-RU,ru;q=0.9' };
const CYRILLIC = { cookie: 'lang=uz-Cyrl' };

async function storedLanguage(table: 'bookings' | 'waitlist_entries' | 'users', id: string): Promise<string | undefined> {
  const [row] = await t.sql<{ language: string }>(`select language from ${table} where id = ?`, [id]);
  return row?.language;
}

let nextTelegramId = 91_000;
const tma = (languageCode?: string) => {
  const user = { id: ++nextTelegramId, first_name: 'Dilnoza', ...(languageCode ? { language_code: languageCode } : {}) };
  return { user, headers: { authorization: `tma ${signInitData({ user, chat_type: 'sender' }, BOT_TOKEN)}` } };
};

describe("a provider's own language", () => {
  it('is Uzbek (Latin) at first, set by PUT /api/user/profile, read back in GET /api/user, kept when omitted', async () => {
    const { client, user } = await providerWithService(t.app);
    expect((await client.get('/api/user')).body.language).toBe('uz');
    const profile = { firstName: 'Aziz', lastName: 'Karimov', username: user.username, email: user.email, timezone: 'Asia/Tashkent' };
    const changed = await client.put('/api/user/profile', { ...profile, language: 'ru' });
    expect(changed.status).toBe(200);
    expect(UserResponse.parse(changed.body).language).toBe('ru');
    expect(await storedLanguage('users', user.id)).toBe('ru');
    const untouched = await client.put('/api/user/profile', { ...profile, firstName: 'Azizbek' });
    expect(untouched.body).toMatchObject({ firstName: 'Azizbek', language: 'ru' });
    expect((await client.put('/api/user/profile', { ...profile, language: 'uz-Cyrl' })).body.language).toBe('uz-Cyrl');
    expect((await client.get('/api/user')).body.language).toBe('uz-Cyrl');
  });

  it('refuses anything but uz, uz-Cyrl and ru with 400 and the Uzbek message', async () => {
    const { client, user } = await providerWithService(t.app);
    const profile = { firstName: 'Aziz', lastName: 'Karimov', username: user.username, email: user.email, timezone: 'Asia/Tashkent' };
    for (const language of ['en', 'uz-Latn', 'RU', '', 7]) {
      const reply = await client.put('/api/user/profile', { ...profile, language });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code: 'validation', errors: { language: uz.validation.language } });
    }
    expect(await storedLanguage('users', user.id)).toBe('uz');
  });
});

describe("a booking remembers its client's language", () => {
  it('POST /api/public/bookings: the body language first, else the lang cookie, else Accept-Language, else Uzbek', async () => {
    const { service } = await providerWithService(t.app);
    const date = daysAhead(4);
    const cases: Array<[Record<string, unknown>, Record<string, string>, string]> = [
      [{ language: 'ru' }, CYRILLIC, 'ru'],
      [{}, CYRILLIC, 'uz-Cyrl'],
      [{}, RUSSIAN, 'ru'],
      [{}, {}, 'uz'],
      [{ language: 'uz-Cyrl' }, RUSSIAN, 'uz-Cyrl'],
    ];
    for (const [index, [extra, headers, expected]] of cases.entries()) {
      const body = bookingBody(service.id, date, `1${index}:00`, { phone: `+998 90 000 00 1${index}`, ...extra });
      const reply = await t.app.client().post('/api/public/bookings', body, headers);
      expect(reply.status).toBe(201);
      expect(PublicBookingResponse.parse(reply.body).language).toBe(expected);
      expect(await storedLanguage('bookings', reply.body.id)).toBe(expected);
      const details = await t.app.client().get(`/api/booking-details/${reply.body.id}`);
      expect(details.body.language).toBe(expected);
    }
  });

  it('refuses a language it does not know with 400 and books nothing', async () => {
    const { service } = await providerWithService(t.app);
    const reply = await t.app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(4), '10:00', { language: 'en' }));
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ language: uz.validation.language });
    expect(await t.sql('select 1 from bookings where service_id = ?', [service.id])).toEqual([]);
  });

  it("POST /api/bookings: the provider's booking keeps the language given for the client, and lists carry it", async () => {
    const { client, service } = await providerWithService(t.app);
    const made = await client.post('/api/bookings', bookingBody(service.id, daysAhead(5), '10:00', { language: 'ru' }));
    expect(made.status).toBe(201);
    expect(BookingResponse.parse(made.body).language).toBe('ru');
    const list = await client.get(`/api/bookings?from=${daysAhead(5)}&to=${daysAhead(5)}`);
    expect(list.body.map((b: { language: string }) => b.language)).toEqual(['ru']);
  });

  it("the Mini App's booking: the Telegram chat's own pick, else the app's language_code, unless the form sends one", async () => {
    const { service } = await providerWithService(t.app);
    const date = daysAhead(6);
    const russianApp = tma('ru');
    const fromCode = await t.app.client().post('/api/public/bookings', bookingBody(service.id, date, '10:00'), russianApp.headers);
    expect(fromCode.body.language).toBe('ru');

    // The person picked Uzbek Cyrillic with /language: that wins over Telegram's "ru".
    const picked = tma('ru');
    await t.sql(`insert into telegram_chats (chat_id, first_name, language, language_code) values (?, 'Dilnoza', 'uz-Cyrl', 'ru')`, [
      picked.user.id,
    ]);
    const body = bookingBody(service.id, date, '11:00', { phone: '+998 90 000 00 21' });
    const fromChat = await t.app.client().post('/api/public/bookings', body, { ...picked.headers, ...RUSSIAN });
    expect(fromChat.body.language).toBe('uz-Cyrl');
    expect(await storedLanguage('bookings', fromChat.body.id)).toBe('uz-Cyrl');

    const sent = bookingBody(service.id, date, '12:00', { phone: '+998 90 000 00 22', language: 'ru' });
    expect((await t.app.client().post('/api/public/bookings', sent, picked.headers)).body.language).toBe('ru');

    // An English Telegram app has no language of ours: Uzbek (Latin).
    const english = bookingBody(service.id, date, '13:00', { phone: '+998 90 000 00 23' });
    expect((await t.app.client().post('/api/public/bookings', english, tma('en').headers)).body.language).toBe('uz');
  });

  it('the bot chat booking: the chat language (its pick, else its Telegram language_code)', async () => {
    const { service } = await providerWithService(t.app);
    const deps = t.app.qabul.deps;
    const services = botServices({ orm: deps.orm, hot: deps, publicUrl: t.publicUrl, notify: () => {}, providerChanged: () => {} });
    const request = { serviceId: service.id, date: daysAhead(7), name: 'Dilnoza', phoneVerified: false };
    const chats: Array<[string | null, string | null, string]> = [
      ['uz-Cyrl', 'ru', 'uz-Cyrl'],
      [null, 'ru', 'ru'],
      [null, null, 'uz'],
    ];
    for (const [index, [language, code, expected]] of chats.entries()) {
      const chatId = ++nextTelegramId;
      await t.sql(`insert into telegram_chats (chat_id, first_name, language, language_code) values (?, 'Dilnoza', ?, ?)`, [
        chatId,
        language,
        code,
      ]);
      const result = await services.bookInChat(
        { chatId, username: null, firstName: 'Dilnoza' },
        { ...request, time: `1${index}:00`, phone: `+998 90 000 00 3${index}` },
      );
      if (!result.ok) throw new Error(JSON.stringify(result));
      expect(await storedLanguage('bookings', result.bookingId)).toBe(expected);
    }
  });

  it('POST /api/payment/service-reserve: the reserve-fee booking keeps the language as well', async () => {
    const { service } = await providerWithReserveFee(t.app, payme, 1_500_000);
    const sent = await t.app
      .client()
      .post('/api/payment/service-reserve', { ...reserveBody(service.id, '10:00', daysAhead(8)), language: 'ru' });
    expect(sent.status).toBe(201);
    expect(await storedLanguage('bookings', sent.body.bookingId)).toBe('ru');
    const negotiated = await t.app.client().post('/api/payment/service-reserve', reserveBody(service.id, '11:00', daysAhead(8)), CYRILLIC);
    expect(negotiated.status).toBe(201);
    expect(await storedLanguage('bookings', negotiated.body.bookingId)).toBe('uz-Cyrl');
    const refused = await t.app
      .client()
      .post('/api/payment/service-reserve', { ...reserveBody(service.id, '12:00', daysAhead(8)), language: 'de' });
    expect(refused.status).toBe(400);
  });

  it('POST /api/public/waitlist: the waiting client keeps theirs for the offer', async () => {
    const { service } = await providerWithService(t.app);
    const join = (extra: Record<string, unknown>, headers: Record<string, string>) =>
      t.app.client().post(
        '/api/public/waitlist',
        {
          serviceId: service.id,
          date: daysAhead(9),
          name: 'Dilnoza Yusupova',
          phone: `+998 90 000 00 4${extra.n}`,
          ...extra,
          n: undefined,
        },
        headers,
      );
    const sent = await join({ n: 1, language: 'uz-Cyrl' }, RUSSIAN);
    expect(sent.status).toBe(201);
    expect(await storedLanguage('waitlist_entries', sent.body.id)).toBe('uz-Cyrl');
    const negotiated = await join({ n: 2 }, RUSSIAN);
    expect(await storedLanguage('waitlist_entries', negotiated.body.id)).toBe('ru');
    const plain = await join({ n: 3 }, {});
    expect(await storedLanguage('waitlist_entries', plain.body.id)).toBe('uz');
    const refused = await join({ n: 4, language: 'fr' }, {});
    expect([refused.status, refused.body.errors]).toEqual([400, { language: uz.validation.language }]);
  });
});
