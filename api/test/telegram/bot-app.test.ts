import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import type { ApiCall } from './support/fake-telegram.ts';
import { startTelegramApp, type TelegramTestApp } from './support/telegram-app.ts';
import { blockedUpdate, callbackUpdate, commandUpdate, type TestUser } from './support/updates.ts';
import { contactUpdate } from './support/chat-updates.ts';
import { chatDayLabel } from '../../src/features/telegram/chat-language.ts';
import { noticeDay } from '../support/notice-day.ts';

let t: TelegramTestApp;
beforeAll(async () => {
  t = await startTelegramApp();
});
afterAll(() => t.close());

let nextChat = 5000;
const person = (username?: string): TestUser => ({ id: ++nextChat, first_name: 'Dilnoza', ...(username ? { username } : {}) });

async function say(user: TestUser, text: string) {
  const response = await t.deliver(commandUpdate(user, text));
  expect(response.status).toBe(200);
}

/**
 * The latest message to a chat that matches: the dispatcher may send notices to the same chat at any
 * moment, so replies are picked by what they say rather than by position.
 */
function sentTo(chatId: number, pattern: RegExp): ApiCall {
  const found = t.fake.sent(chatId).filter((c) => pattern.test(c.payload.text));
  const last = found[found.length - 1];
  if (!last)
    throw new Error(`no message matching ${pattern} to ${chatId}: ${JSON.stringify(t.fake.sent(chatId).map((c) => c.payload.text))}`);
  return last;
}

/** A provider whose account is linked to a Telegram chat through the profile page's p_ link. */
async function linkedProvider(service: Record<string, unknown> = {}) {
  const provider = await providerWithService(t.app, service);
  const chat = person('usta_aziz');
  const { body } = await provider.client.post('/api/telegram/link-token');
  await say(chat, `/start ${new URL(body.link).searchParams.get('start')}`);
  return { ...provider, chat };
}

describe('bot through the webhook', () => {
  it('sets its webhook with the secret at start-up and refuses updates without it', async () => {
    // The bot sets itself up in the background once Telegram has answered getMe (the site does not wait for it).
    const setWebhook = await t.fake.waitFor((c) => c.method === 'setWebhook');
    expect(setWebhook.payload).toMatchObject({
      url: `${t.publicUrl}/api/telegram/webhook`,
      secret_token: 'test-webhook-secret-0123456789',
    });
    expect(t.fake.calls.some((c) => c.method === 'setMyCommands')).toBe(true);
    const user = person('somebody_x');
    expect((await t.deliver(commandUpdate(user, '/start'), 'wrong-secret')).status).toBe(401);
    expect((await t.deliver(commandUpdate(user, '/start'), null)).status).toBe(401);
    expect(t.fake.sent(user.id)).toHaveLength(0);
  });

  it('/start greets and remembers the chat under its lowercased username; a rename keeps one row', async () => {
    const user = person('Dilnoza_Y');
    await say(user, '/start');
    expect(sentTo(user.id, /Assalomu alaykum/).payload.text).toContain('Assalomu alaykum, Dilnoza!');
    expect(await t.sql('select username, is_reachable from telegram_chats where chat_id = ?', [user.id])).toEqual([
      { username: 'dilnoza_y', is_reachable: true },
    ]);
    await say({ ...user, username: 'dilnoza_new' }, '/start');
    expect(await t.sql('select username from telegram_chats where chat_id = ?', [user.id])).toEqual([{ username: 'dilnoza_new' }]);
    // The old name is free: whoever takes it next gets it, and the row moves with them.
    const other = person('dilnoza_y');
    await say(other, '/start');
    expect(await t.sql('select chat_id from telegram_chats where username = ?', ['dilnoza_y'])).toEqual([{ chat_id: String(other.id) }]);
  });

  it("/start <username> offers that provider's booking page (a plain link while PUBLIC_URL is not https)", async () => {
    const { user: provider } = await providerWithService(t.app);
    const visitor = person();
    await say(visitor, `/start ${provider.username}`);
    const reply = sentTo(visitor.id, /uchrashuvga yozilish/).payload;
    expect(reply.text).toContain('Aziz Karimov');
    expect(reply.reply_markup.inline_keyboard[0]).toEqual([
      { text: 'Mini Appda ochish', url: `${t.publicUrl}/${provider.username}` },
      { text: 'Shu yerda yozilish', callback_data: `cb:go:${provider.username}` },
    ]);
  });

  it('marks the b_ confirmation sent only when Telegram accepted it', async () => {
    // No dispatcher in this instance: the row's state is exactly what the bot's own send left.
    const quiet = await startTelegramApp({ REMINDERS_DISABLED: '1' });
    try {
      const { service } = await providerWithService(quiet.app);
      const booked = await quiet.app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(6), '11:30', { email: null }));
      const status = () =>
        quiet.sql(
          `select status from reminder_schedules where booking_id = ? and recipient_type = 'client' and reminder_type = 'booking_created'`,
          [booked.body.id],
        );
      const start = `/start ${new URL(booked.body.telegramLink).searchParams.get('start')}`;
      const client = person();
      quiet.fake.fail(
        'sendMessage',
        { error_code: 400, description: 'Bad Request: chat not found' },
        { when: (payload) => payload.chat_id === client.id },
      );
      await quiet.deliver(commandUpdate(client, start));
      expect(await status()).toEqual([{ status: 'pending' }]);
      // Opening the link again, with Telegram accepting this time, sends it and marks it sent.
      await quiet.deliver(commandUpdate(client, start));
      expect(await status()).toEqual([{ status: 'sent' }]);
    } finally {
      await quiet.close();
    }
  });

  it("/start b_<token> links the client's chat to the booking and sends the confirmation at once", async () => {
    const { user: provider, service } = await providerWithService(t.app, { meetingAddress: "Toshkent, Navoiy ko'chasi 5" });
    const date = daysAhead(5);
    const booked = await t.app
      .client()
      .post('/api/public/bookings', bookingBody(service.id, date, '10:30', { email: null, clientTimezone: 'Asia/Tashkent' }));
    expect(booked.status).toBe(201);
    const link = new URL(booked.body.telegramLink);
    expect(link.origin + link.pathname).toBe('https://t.me/qabul_test_bot');
    const client = person();
    await say(client, `/start ${link.searchParams.get('start')}`);

    const text: string = sentTo(client.id, /Uchrashuvingiz qabul qilindi/).payload.text;
    expect(text).toContain('<b>Uchrashuvingiz qabul qilindi</b>');
    expect(text).toContain(`Sana: ${noticeDay('uz', date, 'long')}`);
    expect(text).toContain('Vaqt: 10:30');
    expect(text).toContain('Xizmat: Soch olish');
    expect(text).toContain('Mutaxassis: Aziz Karimov');
    expect(text).toContain("Manzil: Toshkent, Navoiy ko'chasi 5");
    expect(text).toContain(`<code>${booked.body.confirmationNumber}</code>`);
    // The confirmation is the booking's living card: its buttons replace the change links (ADR 014).
    const keyboard = sentTo(client.id, /Uchrashuvingiz qabul qilindi/).payload.reply_markup.inline_keyboard;
    expect(keyboard[0][1].url).toContain(
      `${t.publicUrl}/${provider.username}?reschedule=${booked.body.id}&confirm=${booked.body.confirmationNumber}`,
    );
    expect(keyboard.flat().map((button: { text: string }) => button.text)).toEqual(['Kelaman', "Ko'chirish", 'Bekor qilish']);
    expect(await t.sql('select client_telegram_chat_id from bookings where id = ?', [booked.body.id])).toEqual([
      { client_telegram_chat_id: String(client.id) },
    ]);

    const stranger = person();
    await say(stranger, '/start b_NotARealToken123');
    expect(sentTo(stranger.id, /Uchrashuv topilmadi/)).toBeDefined();

    // A forwarded link does not move the booking's messages to someone else's chat.
    const forwardedTo = person();
    await say(forwardedTo, `/start ${link.searchParams.get('start')}`);
    expect(sentTo(forwardedTo.id, /Uchrashuv topilmadi/)).toBeDefined();
    expect(await t.sql('select client_telegram_chat_id from bookings where id = ?', [booked.body.id])).toEqual([
      { client_telegram_chat_id: String(client.id) },
    ]);
  });

  it("/start b_<token> links as the Mini App's link does: the chat that shared the booking's phone as its own verifies it", async () => {
    // The deep link goes through the client actions' one link rule (bookings/client-actions.ts linkAsClient); a path
    // of its own linked the chat and left the phone unverified.
    const { service } = await providerWithService(t.app);
    const booked = await t.app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(7), '12:00', { email: null }));
    expect(booked.status).toBe(201);
    const client = person();
    const phoneVerified = async () =>
      (await t.sql('select phone_verified from bookings where id = ?', [booked.body.id]))[0]?.phone_verified;
    await t.deliver(contactUpdate(client, '998901234567', client.id));
    expect(
      await t.sql('select phone_e164, phone_verified_at is not null as verified from telegram_chats where chat_id = ?', [client.id]),
    ).toEqual([{ phone_e164: '+998901234567', verified: true }]);
    expect(await phoneVerified()).toBe(false);

    await say(client, `/start ${new URL(booked.body.telegramLink).searchParams.get('start')}`);
    expect(sentTo(client.id, /Uchrashuvingiz qabul qilindi/)).toBeDefined();
    expect(await t.sql('select client_telegram_chat_id from bookings where id = ?', [booked.body.id])).toEqual([
      { client_telegram_chat_id: String(client.id) },
    ]);
    expect(await phoneVerified()).toBe(true);
  });

  it('links a provider account with the profile link (p_<token>); the token works once and needs a signed-in provider', async () => {
    expect((await t.app.client().post('/api/telegram/link-token')).status).toBe(401);
    const provider = await providerWithService(t.app);
    const { status, body } = await provider.client.post('/api/telegram/link-token');
    expect(status).toBe(200);
    expect(body.link).toMatch(/^https:\/\/t\.me\/qabul_test_bot\?start=p_[\w-]{20,40}$/);
    const payload = new URL(body.link).searchParams.get('start');
    const chat = person('usta_karim');
    await say(chat, `/start ${payload}`);
    expect(sentTo(chat.id, /Profilingiz botga ulandi/)).toBeDefined();
    expect((await provider.client.get('/api/user')).body.telegramLinked).toBe(true);

    const thief = person();
    await say(thief, `/start ${payload}`);
    expect(sentTo(thief.id, /allaqachon ishlatilgan/)).toBeDefined();
    expect(await t.sql('select telegram_chat_id from users where id = ?', [provider.user.id])).toEqual([
      { telegram_chat_id: String(chat.id) },
    ]);
  });

  it("sends a provider's new booking with Tasdiqlash / Bekor qilish; only the provider's chat can decide", async () => {
    const { service, chat } = await linkedProvider();
    const booked = await t.app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(6), '11:00'));
    const notice = await t.fake.waitFor(
      (c) => c.method === 'sendMessage' && c.payload.chat_id === chat.id && /Yangi uchrashuv/.test(c.payload.text),
    );
    expect(notice.payload.text).toContain('Mijoz: Dilnoza Yusupova');
    expect(notice.payload.text).toContain('Telefon: +998 90 123 45 67');
    const buttons = notice.payload.reply_markup.inline_keyboard[0];
    expect(buttons).toEqual([
      { text: 'Tasdiqlash', callback_data: `bk:confirm:${booked.body.id}` },
      { text: 'Bekor qilish', callback_data: `bk:cancel:${booked.body.id}` },
    ]);
    const sentMessage = { message_id: 321, text: 'Yangi uchrashuv\n\n...', reply_markup: notice.payload.reply_markup };

    const stranger = person();
    const before = t.fake.calls.length;
    await t.deliver(callbackUpdate(stranger, buttons[0].callback_data, sentMessage));
    const refusal = await t.fake.waitFor((c) => c.method === 'answerCallbackQuery', 1000, before);
    expect(refusal.payload).toMatchObject({ show_alert: true, text: 'Bu tugma siz uchun emas' });
    expect(await t.sql('select status from bookings where id = ?', [booked.body.id])).toEqual([{ status: 'pending' }]);

    const mark = t.fake.calls.length;
    await t.deliver(callbackUpdate(chat, buttons[0].callback_data, sentMessage));
    const answered = t.fake.calls.slice(mark);
    expect(answered.find((c) => c.method === 'answerCallbackQuery')?.payload.text).toBe('✅ Tasdiqlandi');
    const edit = answered.find((c) => c.method === 'editMessageText');
    expect(edit?.payload).toMatchObject({
      chat_id: chat.id,
      message_id: 321,
      text: 'Yangi uchrashuv\n\n...\n\n✅ Tasdiqlandi',
      reply_markup: { inline_keyboard: [] },
    });
    expect(await t.sql('select status from bookings where id = ?', [booked.body.id])).toEqual([{ status: 'confirmed' }]);
    expect(
      await t.sql(`select action, performed_by from booking_history where booking_id = ? and action = 'status_changed'`, [booked.body.id]),
    ).toEqual([{ action: 'status_changed', performed_by: 'provider' }]);
    expect(
      await t.sql(`select count(*)::int as n from reminder_schedules where booking_id = ? and reminder_type = 'booking_confirmed'`, [
        booked.body.id,
      ]),
    ).toEqual([{ n: 1 }]);

    const second = await t.app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(6), '14:00'));
    await t.deliver(callbackUpdate(chat, `bk:cancel:${second.body.id}`, sentMessage));
    expect(await t.sql('select status from bookings where id = ?', [second.body.id])).toEqual([{ status: 'cancelled' }]);
  });

  it('/bookings lists upcoming bookings; cancel buttons only inside the window; cancelling takes two taps', async () => {
    const client = person('mijoz_dilnoza');
    await say(client, '/start');
    const open = await providerWithService(t.app);
    const strict = await providerWithService(t.app, { cancellationHours: 500 });
    const a = await t.app
      .client()
      .post('/api/public/bookings', bookingBody(open.service.id, daysAhead(3), '10:00', { telegramUsername: '@Mijoz_Dilnoza' }));
    const b = await t.app
      .client()
      .post('/api/public/bookings', bookingBody(strict.service.id, daysAhead(4), '10:00', { telegramUsername: 'mijoz_dilnoza' }));

    await say(client, '/bookings');
    const list = sentTo(client.id, /Kelgusi uchrashuvlaringiz/).payload;
    expect(list.text.match(/Soch olish/g)).toHaveLength(2);
    expect(list.reply_markup.inline_keyboard.flat().map((k: { callback_data: string }) => k.callback_data)).toEqual([
      `cl:ask:${a.body.id}`,
    ]);

    await t.deliver(callbackUpdate(client, `cl:ask:${a.body.id}`, { message_id: 50, text: list.text }));
    const question = sentTo(client.id, /Uchrashuvni bekor qilasizmi/).payload;
    expect(question.reply_markup.inline_keyboard[0].map((k: { text: string }) => k.text)).toEqual(['Ha, bekor qilinsin', "Yo'q"]);

    const mark = t.fake.calls.length;
    await t.deliver(callbackUpdate(client, `cl:yes:${a.body.id}`, { message_id: 51, text: question.text }));
    expect(t.fake.calls.slice(mark).find((c) => c.method === 'editMessageText')?.payload.text).toContain('Uchrashuv bekor qilindi');
    expect(await t.sql('select status from bookings where id = ?', [a.body.id])).toEqual([{ status: 'cancelled' }]);

    // A forged press outside the window is refused with the window's message.
    const forged = t.fake.calls.length;
    await t.deliver(callbackUpdate(client, `cl:yes:${b.body.id}`, { message_id: 52, text: 'x' }));
    expect(t.fake.calls.slice(forged).find((c) => c.method === 'answerCallbackQuery')?.payload.text).toContain(
      '500 soatdan kam vaqt qoldi',
    );
    // Someone else's booking does not exist for them.
    const stranger = person('boshqa_odam');
    const strangerMark = t.fake.calls.length;
    await t.deliver(callbackUpdate(stranger, `cl:yes:${b.body.id}`, { message_id: 53, text: 'x' }));
    expect(t.fake.calls.slice(strangerMark).find((c) => c.method === 'answerCallbackQuery')?.payload.text).toBe('Uchrashuv topilmadi');
    expect(await t.sql('select status from bookings where id = ?', [b.body.id])).toEqual([{ status: 'pending' }]);
  });

  it("/today shows a linked provider's bookings of the day; anyone else is told how to link", async () => {
    const stranger = person();
    await say(stranger, '/today');
    expect(sentTo(stranger.id, /mutaxassislar uchun/)).toBeDefined();

    const { client, service, chat } = await linkedProvider();
    // One evening booking today and one tomorrow (the provider's days): whichever day the server's clock
    // calls today, even should midnight pass during the test, exactly that day's booking is listed.
    const today = DateTime.now().setZone('Asia/Tashkent');
    const days = [today, today.plus({ days: 1 })];
    for (const [index, day] of days.entries()) {
      const made = await client.post('/api/bookings', {
        ...bookingBody(service.id, day.toISODate() as string, '23:30'),
        name: `Kechki Mijoz ${index + 1}`,
        status: 'confirmed',
      });
      expect(made.status).toBe(201);
    }
    await say(chat, '/today');
    const text: string = sentTo(chat.id, /Bugungi qabullar/).payload.text;
    const shown = days.findIndex((day) => text.includes(`Bugungi qabullar (${chatDayLabel('uz', day.toISODate() as string, 'long')})`));
    expect(shown).toBeGreaterThanOrEqual(0);
    expect(text).toContain(`23:30 — Kechki Mijoz ${shown + 1}, +998 90 123 45 67`);
    expect(text).not.toContain(`Kechki Mijoz ${2 - shown}`);
  });

  it('a chat that blocked the bot is marked unreachable, its notices go by e-mail, and /start makes it reachable again', async () => {
    const { service, chat } = await linkedProvider();
    const linkedReply = t.fake.attempts(chat.id).length;
    t.fake.fail(
      'sendMessage',
      { error_code: 403, description: 'Forbidden: bot was blocked by the user' },
      { when: (p) => p.chat_id === chat.id },
    );
    const booked = await t.app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(7), '09:30'));
    await expect
      .poll(() =>
        t.sql(
          `select status, channel from reminder_schedules where booking_id = ? and recipient_type = 'provider' and reminder_type = 'booking_created'`,
          [booked.body.id],
        ),
      )
      .toEqual([{ status: 'sent', channel: 'email' }]);
    expect(t.fake.attempts(chat.id)).toHaveLength(linkedReply + 1);
    expect(await t.sql('select is_reachable from telegram_chats where chat_id = ?', [chat.id])).toEqual([{ is_reachable: false }]);

    // Later notices skip Telegram altogether until the person starts the bot again.
    const again = await t.app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(7), '12:30'));
    await expect
      .poll(() =>
        t.sql(
          `select channel from reminder_schedules where booking_id = ? and recipient_type = 'provider' and reminder_type = 'booking_created'`,
          [again.body.id],
        ),
      )
      .toEqual([{ channel: 'email' }]);
    expect(t.fake.attempts(chat.id)).toHaveLength(linkedReply + 1);

    const quiet = person();
    await t.deliver(blockedUpdate(quiet));
    expect(await t.sql('select is_reachable from telegram_chats where chat_id = ?', [quiet.id])).toEqual([{ is_reachable: false }]);
    await say(chat, '/start');
    expect(await t.sql('select is_reachable from telegram_chats where chat_id = ?', [chat.id])).toEqual([{ is_reachable: true }]);
  });
});
