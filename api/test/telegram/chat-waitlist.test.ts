import { chatDayLabel } from '../../src/features/telegram/chat-language.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import { chatSteps } from './support/chat-steps.ts';
import { contactUpdate } from './support/chat-updates.ts';
import { signInitData } from './support/sign-init-data.ts';
import { BOT_TOKEN, startTelegramApp, type TelegramTestApp } from './support/telegram-app.ts';
import type { TestUser } from './support/updates.ts';

// "Navbatga yozilish" inside the bot chat, through the real webhook against the fake Bot API.
let t: TelegramTestApp;
let chat: ReturnType<typeof chatSteps>;
beforeAll(async () => {
  t = await startTelegramApp();
  chat = chatSteps(t);
});
afterAll(() => t.close());

let nextChat = 64_000;
const person = (): TestUser => ({ id: ++nextChat, first_name: 'Kamola' });
/** A day button's words, as the bot writes them for an Uzbek chat ("28-noyabr, Shan"). */
const label = (date: string) => chatDayLabel('uz', date);

/** A provider whose service takes one booking a day, with one day already full. */
async function providerWithFullDay() {
  const provider = await providerWithService(t.app, { dailyLimit: 1 });
  const full = daysAhead(3);
  const taken = await t.app.client().post('/api/public/bookings', bookingBody(provider.service.id, full, '10:00'));
  expect(taken.status).toBe(201);
  return { ...provider, full, taken: taken.body as { id: string } };
}

/** /start <provider> → "Shu yerda yozilish" → the one service: the day step. */
async function toDays(user: TestUser, username: string) {
  await chat.say(user, `/start ${username}`);
  await chat.press(user, /Shu yerda yozilish/);
  await chat.press(user, /^Soch olish/);
  return chat.step(user.id);
}

const entries = (serviceId: number) =>
  t.sql<{ name: string; phone_e164: string; date: string; telegram_chat_id: string }>(
    `select name, phone_e164, to_char(date, 'YYYY-MM-DD') as date, telegram_chat_id::text from waitlist_entries
     where service_id = ? order by created_at`,
    [serviceId],
  );

describe('the waitlist in the chat booking', () => {
  it('a full day is marked 🔔 among the days; the client joins with their phone, the offer comes to this chat once time frees up', async () => {
    const { user: provider, service, full, client } = await providerWithFullDay();
    const user = person();
    const days = await toDays(user, provider.username);
    expect(days.text).toContain('🔔 belgili kunlarda');
    const fullButton = days.buttons.find((b) => b.callback_data === `cb:w:${full}`);
    expect(fullButton?.text).toMatch(new RegExp(`^🔔 ${label(full)}`));
    // The other days stay ordinary days, the full one is not offered for booking.
    expect(days.buttons.some((b) => b.callback_data === `cb:d:${daysAhead(4)}`)).toBe(true);
    expect(days.buttons.some((b) => b.callback_data === `cb:d:${full}`)).toBe(false);

    await chat.press(user, new RegExp(`cb:w:${full}`));
    const offer = chat.step(user.id);
    expect(offer.text).toContain("Bu kunda bo'sh vaqt yo'q");
    expect(offer.buttons.map((b) => b.text)).toEqual(['🔔 Navbatga yozilish', '⬅️ Orqaga']);
    await chat.press(user, /Navbatga yozilish/);
    expect(chat.step(user.id).text).toContain('Navbat uchun telefon raqamingiz');
    await chat.deliver(contactUpdate(user, '998907654321', user.id));
    const joined = chat.shown(user.id).at(-1);
    expect(joined?.payload.text).toContain('Navbatga yozildingiz: Soch olish');
    expect(await entries(service.id)).toEqual([
      { name: 'Kamola', phone_e164: '+998907654321', date: full, telegram_chat_id: String(user.id) },
    ]);

    // The provider cancels the day's booking: the offer reaches the chat (the person has no username at all).
    const days2 = await t.sql<{ id: string }>('select id from bookings where service_id = ? and date = ?', [service.id, full]);
    const cancelled = await client.put(`/api/bookings/${days2[0]?.id}/status`, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    const sent = await t.fake.waitFor(
      (call) => call.method === 'sendMessage' && Number(call.payload.chat_id) === user.id && /bo'sh vaqt chiqdi/.test(call.payload.text),
    );
    expect(sent.payload.reply_markup.inline_keyboard[0][0].url).toBe(
      `${t.publicUrl}/u/${provider.username}?service=${service.id}&date=${full}`,
    );
  });

  it('a day that fills up after the list was shown offers its waitlist; joining twice is refused in Uzbek', async () => {
    const provider = await providerWithService(t.app, { dailyLimit: 1 });
    const day = daysAhead(5);
    const user = person();
    await toDays(user, provider.user.username);
    // Someone else takes the day's only place while the client looks at the days.
    expect((await t.app.client().post('/api/public/bookings', bookingBody(provider.service.id, day, '12:00'))).status).toBe(201);
    await chat.press(user, new RegExp(`cb:d:${day}`));
    expect(chat.step(user.id).text).toContain("Bu kunda bo'sh vaqt yo'q");
    await chat.press(user, /Navbatga yozilish/);
    await chat.deliver(contactUpdate(user, '998901234500', user.id));
    expect(chat.shown(user.id).at(-1)?.payload.text).toContain('Navbatga yozildingiz');

    // Again, the phone now known from this chat: straight to the answer, which says they already wait.
    await toDays(user, provider.user.username);
    await chat.press(user, new RegExp(`cb:w:${day}`));
    await chat.press(user, /Navbatga yozilish/);
    await chat.press(user, /📱/);
    expect(chat.shown(user.id).at(-1)?.payload.text).toBe('Siz bu kun uchun navbatda allaqachon turibsiz');
    expect(await entries(provider.service.id)).toHaveLength(1);
  });

  it('a place taken in the Mini App keeps the person’s chat from the signed launch data, never from the body or a forged header', async () => {
    const { service, full } = await providerWithFullDay();
    const place = (i: number) => ({ serviceId: service.id, date: full, name: `Mijoz ${i}`, phone: `+998 94 100 20 ${10 + i}` });
    const user = { id: 7_700_123, first_name: 'Kamola', username: 'kamola_tg' };
    const signed = await t.app
      .client()
      .post('/api/public/waitlist', place(1), { authorization: `tma ${signInitData({ user, chat_type: 'sender' }, BOT_TOKEN)}` });
    expect(signed.status).toBe(201);
    const forged = await t.app
      .client()
      .post(
        '/api/public/waitlist',
        { ...place(2), telegramChatId: 999 },
        { authorization: `tma ${signInitData({ user }, 'another-bot-token')}` },
      );
    expect(forged.status).toBe(201);
    const rows = await t.sql<{ name: string; telegram_chat_id: string | null; telegram_username: string | null }>(
      'select name, telegram_chat_id::text, telegram_username from waitlist_entries where service_id = ? order by name',
      [service.id],
    );
    expect(rows).toEqual([
      { name: 'Mijoz 1', telegram_chat_id: '7700123', telegram_username: 'kamola_tg' },
      { name: 'Mijoz 2', telegram_chat_id: null, telegram_username: null },
    ]);
  });
});
