import { type BookingLine, botWith, clientBookingsFeature } from '@qabul/bot';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerWithService } from '../support/fixtures.ts';
import { BOT_INFO } from './support/fake-telegram.ts';
import { startTelegramApp, type TelegramTestApp } from './support/telegram-app.ts';
import { commandUpdate, type TestUser } from './support/updates.ts';

// The fake Bot API refuses what Telegram refuses: a text over 4096 characters ("message is too long") and
// markup it cannot parse. A busy provider's day must still arrive, whole, in several messages.
const BOT_TOKEN_ALONE = '123456789:TEST-bot-only-token';
let t: TelegramTestApp;
beforeAll(async () => {
  t = await startTelegramApp();
});
afterAll(() => t.close());

const BOOKINGS_A_DAY = 120;

async function say(user: TestUser, text: string) {
  const response = await t.deliver(commandUpdate(user, text));
  expect(response.status).toBe(200);
}

describe('long bot messages', () => {
  it('/today with 120 bookings of long names arrives as several messages, every booking once and in order', async () => {
    const provider = await providerWithService(t.app, { name: "Soch olish va soqol to'g'rilash (premium xizmat)" });
    const chat: TestUser = { id: 8_800_001, first_name: 'Aziz', username: 'band_usta' };
    const { body } = await provider.client.post('/api/telegram/link-token');
    await say(chat, `/start ${new URL(body.link).searchParams.get('start')}`);

    // Today and tomorrow in the provider's zone, ten minutes apart from midnight: whichever day the server
    // calls today when /today arrives (even past midnight), it has 120 bookings. The long names hold characters
    // HTML must escape, so cuts fall near entities too.
    const today = DateTime.now().setZone('Asia/Tashkent');
    for (const day of [today, today.plus({ days: 1 })]) {
      await t.sql(
        `insert into bookings (user_id, service_id, date, time_slot, date_time_utc, ends_at, blocked_until, name, phone, email,
           telegram_token, confirmation_number, status)
         select ?, ?, (x.t at time zone 'Asia/Tashkent')::date, to_char(x.t at time zone 'Asia/Tashkent', 'HH24:MI'), x.t,
           x.t + interval '10 minutes', x.t + interval '10 minutes',
           'Mijoz ' || lpad(x.i::text, 3, '0') || ' <Abdurahmonova> & Dilafruz Ismoilovna Toshkentlik-Samarqandiy',
           '+998 90 123 45 67', null, 'tl' || md5(random()::text), 'L' || substr(md5(random()::text), 1, 10), 'confirmed'
         from (select i, (?::date + time '00:00') at time zone 'Asia/Tashkent' + (i - 1) * interval '10 minutes' as t
               from generate_series(1, ?) i) x`,
        [provider.user.id, provider.service.id, day.toISODate(), BOOKINGS_A_DAY],
      );
    }

    const mark = t.fake.calls.length;
    await say(chat, '/today');
    // What the chat received: a send Telegram refused (429 on a slow machine) and that was retried shows once.
    const sent = t.fake.calls
      .slice(mark)
      .filter((c) => c.method === 'sendMessage' && Number(c.payload.chat_id) === chat.id && c.ok !== false);
    const texts = sent.map((c) => String(c.payload.text));
    expect(texts.some((text) => text.includes('Xatolik yuz berdi'))).toBe(false);
    expect(texts.length).toBeGreaterThan(1);
    expect(texts[0]).toMatch(/^<b>Bugungi qabullar \(\d{1,2}-[a-z']+( \d{4})?, [a-z']+\): 120 ta<\/b>/);
    for (const text of texts) {
      expect(text.length).toBeLessThanOrEqual(4096);
      expect(text.startsWith('\n')).toBe(false);
    }
    // Every booking once, in order, its two lines together in one message.
    const listed = texts.flatMap((text) => [
      ...text.matchAll(/(\d\d:\d\d) — Mijoz (\d{3}) &lt;Abdurahmonova&gt; &amp; Dilafruz[^\n]*\n[^\n]+/g),
    ]);
    expect(listed.map((m) => Number(m[2]))).toEqual(Array.from({ length: BOOKINGS_A_DAY }, (_, i) => i + 1));
  });

  it('/bookings with many bookings and cancel buttons: every part accepted, the buttons under the last one', async () => {
    const lines: BookingLine[] = Array.from({ length: 40 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      date: '25-noyabr',
      time: `${String(8 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
      serviceName: `Xizmat ${i} — ${'uzun nom "a&b" '.repeat(8)}`,
      providerName: `Mutaxassis <${i}> ${'Abdurahmonov '.repeat(6)}`,
      clientName: 'Dilnoza',
      clientPhone: '+998 90 123 45 67',
      status: 'confirmed',
      statusLabel: 'Tasdiqlangan',
      canCancel: i % 2 === 0,
    }));
    // A bot of the bookings list alone: the frame asks the chat's language, the feature its own two services.
    const bot = botWith(
      {
        token: BOT_TOKEN_ALONE,
        miniAppUrl: 'https://qabul.test/miniapp/',
        publicUrl: 'https://qabul.test',
        botInfo: BOT_INFO,
        apiRoot: t.fake.apiRoot,
      },
      { chatLanguage: async () => 'uz', translate: (_language, text) => text, setReachable: async () => {} },
      {
        features: [
          clientBookingsFeature({
            upcomingBookings: async () => lines,
            cancelAsClient: async () => ({ ok: false, message: 'not asked' }),
          }),
        ],
      },
    );
    const client: TestUser = { id: 8_800_002, first_name: 'Dilnoza' };
    const mark = t.fake.calls.length;
    await bot.handleUpdate(commandUpdate(client, '/bookings'));
    const sent = t.fake.calls.slice(mark).filter((c) => c.method === 'sendMessage' && Number(c.payload.chat_id) === client.id);
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.map((c) => String(c.payload.text)).join('\n')).not.toContain('Xatolik yuz berdi');
    expect(sent.slice(0, -1).every((c) => c.payload.reply_markup === undefined)).toBe(true);
    expect(sent.at(-1)?.payload.reply_markup.inline_keyboard.flat()).toHaveLength(20);
    const shown = sent.flatMap((c) => [...String(c.payload.text).matchAll(/Xizmat (\d+) —/g)].map((m) => Number(m[1])));
    expect(shown).toEqual(lines.map((_, i) => i));
  });
});
