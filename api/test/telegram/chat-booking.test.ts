import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND } from '../../src/background.ts';
import { botServices } from '../../src/features/telegram/bot-services.ts';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import { startInstance, type TestApp } from '../support/test-app.ts';
import type { ApiCall } from './support/fake-telegram.ts';
import { contactUpdate, textUpdate } from './support/chat-updates.ts';
import { signInitData } from './support/sign-init-data.ts';
import { BOT_TOKEN, startTelegramApp, type TelegramTestApp, WEBHOOK_SECRET } from './support/telegram-app.ts';
import { callbackUpdate, commandUpdate, type TestUser } from './support/updates.ts';

// Booking inside the bot chat, through the real webhook against the fake Bot API, on the demo provider.
let t: TelegramTestApp;
beforeAll(async () => {
  t = await startTelegramApp({ SEED_DEMO: '1' });
});
afterAll(() => t.close());

let nextChat = 61_000;
const person = (username?: string): TestUser => ({ id: ++nextChat, first_name: 'Dilnoza', ...(username ? { username } : {}) });

type Button = { text: string; callback_data?: string; url?: string; web_app?: unknown; request_contact?: boolean };

/** Every message the bot sent or edited in this chat, in order. */
function shown(chatId: number): ApiCall[] {
  return t.fake.calls.filter((c) => (c.method === 'sendMessage' || c.method === 'editMessageText') && Number(c.payload.chat_id) === chatId);
}

/** The chat's current step: the latest message with inline buttons the bot sent or edited there. */
function step(chatId: number): { call: ApiCall; text: string; buttons: Button[] } {
  const calls = shown(chatId).filter((c) => c.payload.reply_markup?.inline_keyboard);
  const call = calls[calls.length - 1];
  if (!call) throw new Error(`no step in chat ${chatId}: ${JSON.stringify(shown(chatId).map((c) => c.payload.text))}`);
  return { call, text: call.payload.text, buttons: (call.payload.reply_markup.inline_keyboard as Button[][]).flat() };
}

async function deliverTo(url: string, update: unknown) {
  const response = await fetch(`${url}/api/telegram/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
    body: JSON.stringify(update),
  });
  expect(response.status).toBe(200);
}

/** Delivers each update to the next instance in turn (one instance unless a test gives more). */
let instances: () => string[] = () => [t.app.url];
let turn = 0;
const deliver = (update: unknown) => deliverTo(instances()[turn++ % instances().length] as string, update);

const say = (user: TestUser, text: string) => deliver(commandUpdate(user, text));
const type = (user: TestUser, text: string) => deliver(textUpdate(user, text));

/** Presses the button of the current step whose label matches (the last such button: the latest day, say). */
async function press(user: TestUser, label: RegExp | 'first' | 'last') {
  const current = step(user.id);
  const choices = current.buttons.filter((b) => b.callback_data && !/Orqaga/.test(b.text));
  const button =
    label === 'first'
      ? choices[0]
      : label === 'last'
        ? choices[choices.length - 1]
        : current.buttons.filter((b) => label.test(b.text)).pop();
  if (!button?.callback_data) throw new Error(`no button ${label} in ${JSON.stringify(current)}`);
  await deliver(callbackUpdate(user, button.callback_data, { message_id: current.call.payload.message_id ?? 1, text: current.text }));
  return button;
}

const back = (user: TestUser) => press(user, /Orqaga/);

/** Presses a service; where several masters do it (every demo service), "Farqi yo'q" on their step. */
async function pickService(user: TestUser, name: RegExp) {
  await press(user, name);
  if (step(user.id).text.includes('Ustani tanlang')) await press(user, /Farqi yo'q/);
}

/** /start demo → "Shu yerda yozilish" → "Soch olish" → a day → a time: the phone step. */
async function upToPhone(user: TestUser) {
  await say(user, '/start demo');
  await press(user, /Shu yerda yozilish/);
  await pickService(user, /^Soch olish/);
  const day = (await press(user, 'last')).callback_data?.slice('cb:d:'.length) as string;
  const time = (await press(user, 'first')).callback_data?.slice('cb:t:'.length) as string;
  expect(step(user.id).text).toContain('Telefon raqamingiz');
  return { day, time };
}

const bookingsOf = (chatId: number) =>
  t.sql<{
    service_name: string;
    date: string;
    time_slot: string;
    phone_e164: string;
    phone_verified: boolean;
    name: string;
    status: string;
    confirmation_number: string;
  }>(
    `select s.name as service_name, b.date::text as date, b.time_slot, b.phone_e164, b.phone_verified, b.name, b.status,
       b.confirmation_number
     from bookings b join services s on s.id = b.service_id where b.client_telegram_chat_id = ? order by b.created_at`,
    [chatId],
  );

describe('booking inside the chat', () => {
  it('/start demo to the confirmation: the booking is stored with the chosen service, day, time and verified phone', async () => {
    const user = person('dilnoza_chat');
    await say(user, '/start demo');
    const card = step(user.id);
    expect(card.text).toContain('Aziz Barber Studio');
    expect(card.buttons.map((b) => b.text)).toEqual(['Mini Appda ochish', 'Shu yerda yozilish']);

    await press(user, /Shu yerda yozilish/);
    expect(step(user.id).text).toContain('Xizmatni tanlang');
    expect(step(user.id).buttons.map((b) => b.text)).toEqual([
      "Soch olish · 80 000 so'm",
      "Soqol tekislash · 50 000 so'm",
      'Konsultatsiya (onlayn) · Bepul',
      '⬅️ Orqaga',
    ]);
    await pickService(user, /^Soch olish/);
    const days = step(user.id).buttons.filter((b) => b.callback_data?.startsWith('cb:d:'));
    // Only days with a free time, at most the next 14 (the demo works Monday to Saturday).
    expect(days.length).toBeGreaterThanOrEqual(10);
    expect(days.length).toBeLessThanOrEqual(14);
    const day = days[days.length - 1]?.callback_data?.slice('cb:d:'.length);
    await press(user, 'last');
    expect(step(user.id).text).toContain('Vaqtni tanlang');
    const times = step(user.id)
      .buttons.filter((b) => b.callback_data?.startsWith('cb:t:'))
      .map((b) => b.text);
    expect(times[0]).toBe('09:00');
    await press(user, /^11:00$/);

    // The phone step: an inline "Orqaga" and a reply keyboard that shares the user's own contact.
    const ask = shown(user.id).find((c) => c.payload.reply_markup?.keyboard);
    expect(ask?.payload.reply_markup.keyboard[0][0]).toEqual({ text: '📱 Raqamni yuborish', request_contact: true });
    await deliver(contactUpdate(user, '998901112233', user.id));
    expect(shown(user.id).some((c) => c.payload.text === 'Raqam: +998 90 111 22 33' && c.payload.reply_markup?.remove_keyboard)).toBe(true);
    const confirm = step(user.id);
    expect(confirm.text).toContain('Soch olish');
    expect(confirm.text).toContain('11:00');
    expect(confirm.text).toContain('Ism: Dilnoza');
    // The phone as the product writes Uzbek phones everywhere, not the stored E.164.
    expect(confirm.text).toContain('Telefon: +998 90 111 22 33');

    await press(user, /Tasdiqlash/);
    const [booking] = await bookingsOf(user.id);
    expect(booking).toMatchObject({
      service_name: 'Soch olish',
      date: day,
      time_slot: '11:00',
      phone_e164: '+998901112233',
      phone_verified: true,
      name: 'Dilnoza',
      status: 'pending',
    });
    // The flow's message becomes the outcome, its buttons gone.
    const outcome = shown(user.id).find((c) => String(c.payload.text).startsWith('✅ Yozildingiz'));
    expect(outcome?.method).toBe('editMessageText');
    expect(outcome?.payload.text).toContain(`Tasdiqlash raqami: <b>${booking?.confirmation_number}</b>`);
    expect(outcome?.payload.reply_markup).toBeUndefined();
    // The booking's confirmation reaches this chat through the notification outbox.
    const confirmation = await t.fake.waitFor(
      (c) =>
        c.method === 'sendMessage' &&
        Number(c.payload.chat_id) === user.id &&
        String(c.payload.text).includes(booking?.confirmation_number as string) &&
        !String(c.payload.text).startsWith('✅ Yozildingiz'),
    );
    expect(confirmation.payload.text).toContain('Soch olish');
    // The provider sees that Telegram verified the phone.
    const demo = t.app.client();
    expect((await demo.post('/api/login', { username: 'demo@qabul.uz', password: 'demo12345' })).status).toBe(200);
    const listed = await demo.get(`/api/bookings?from=${day}&to=${day}`);
    expect(listed.body.find((b: { confirmationNumber: string }) => b.confirmationNumber === booking?.confirmation_number)).toMatchObject({
      phone: '+998901112233',
      phoneVerified: true,
    });
    // The conversation is over: nothing is left stored for the chat.
    expect(await t.sql('select key from bot_conversations where key = ?', [`chat-booking:${user.id}`])).toEqual([]);
  });

  it('"Orqaga" goes one step back on every step; a typed phone is booked as unverified', async () => {
    const user = person();
    await say(user, '/book demo');
    // /book offers both ways, like /start <username>.
    expect(step(user.id).buttons.map((b) => b.text)).toEqual(['Mini Appda ochish', 'Shu yerda yozilish']);
    await press(user, /Shu yerda yozilish/);
    expect(step(user.id).text).toContain('Xizmatni tanlang');
    await back(user);
    expect(step(user.id).buttons.map((b) => b.text)).toEqual(['Mini Appda ochish', 'Shu yerda yozilish']);

    await press(user, /Shu yerda yozilish/);
    await press(user, /^Soqol tekislash/);
    // Two masters do it: their step first, then the days; Orqaga walks back through both.
    expect(step(user.id).text).toContain('Ustani tanlang');
    await press(user, /Farqi yo'q/);
    expect(step(user.id).text).toContain('Kunni tanlang');
    await back(user);
    expect(step(user.id).text).toContain('Ustani tanlang');
    await back(user);
    expect(step(user.id).text).toContain('Xizmatni tanlang');
    await pickService(user, /^Soch olish/);
    await press(user, 'first');
    expect(step(user.id).text).toContain('Vaqtni tanlang');
    await back(user);
    expect(step(user.id).text).toContain('Kunni tanlang');
    const day = (await press(user, 'last')).callback_data?.slice(5);
    await press(user, 'first');
    expect(step(user.id).text).toContain('Telefon raqamingiz');
    await back(user);
    expect(step(user.id).text).toContain('Vaqtni tanlang');
    const time = (await press(user, 'last')).text;
    await type(user, 'salom');
    expect(shown(user.id).pop()?.payload.text).toBe("Bu telefon raqamiga o'xshamaydi. Masalan: +998 90 123 45 67");
    await type(user, '90 765 43 21');
    expect(step(user.id).text).toContain('Tekshiring');
    await back(user);
    expect(step(user.id).text).toContain('Telefon raqamingiz');
    await type(user, '+998907654322');
    expect(step(user.id).text).toContain('Telefon: +998 90 765 43 22');
    await press(user, /Tasdiqlash/);
    expect(await bookingsOf(user.id)).toEqual([
      expect.objectContaining({
        service_name: 'Soch olish',
        date: day,
        time_slot: time,
        phone_e164: '+998907654322',
        phone_verified: false,
      }),
    ]);
  });

  it('a time taken between the list and the confirmation is "Bu vaqt band bo\'ldi" and the times are offered again', async () => {
    const user = person();
    const { day, time } = await upToPhone(user);
    await type(user, '+998 90 222 33 44');
    expect(step(user.id).text).toContain('Tekshiring');
    // Someone books the same time on the web page meanwhile.
    const [service] = await t.sql<{ id: number }>(
      `select s.id from services s join users u on u.id = s.user_id where u.username = 'demo' and s.name = 'Soch olish'`,
    );
    // The demo is a salon: the time is gone once every master doing the service is booked then.
    for (let i = 0; ; i += 1) {
      const web = await t.app.client().post('/api/public/bookings', {
        name: 'Jasur Aliyev',
        phone: `+998 93 111 22 3${i}`,
        date: day,
        timeSlot: time,
        serviceId: service?.id,
      });
      if (i > 0 && web.status === 409) break;
      expect(web.status).toBe(201);
    }

    await press(user, /Tasdiqlash/);
    const offered = step(user.id);
    expect(offered.text).toMatch(/^Bu vaqt band bo'ldi\. Boshqa vaqtni tanlang\./);
    const times = offered.buttons.filter((b) => b.callback_data?.startsWith('cb:t:')).map((b) => b.text);
    expect(times).not.toContain(time);
    expect(times.length).toBeGreaterThan(0);
    expect(await bookingsOf(user.id)).toEqual([]);

    // Another time goes straight back to the confirmation with the phone already given.
    const other = times[times.length - 1] as string;
    await press(user, new RegExp(`^${other}$`));
    expect(step(user.id).text).toContain(`${other}`);
    await press(user, /Tasdiqlash/);
    expect(await bookingsOf(user.id)).toEqual([expect.objectContaining({ date: day, time_slot: other, phone_e164: '+998902223344' })]);
  });

  it('any instance continues the conversation: updates split between two instances on one database', async () => {
    const env = {
      PUBLIC_URL: t.publicUrl,
      RATE_LIMIT_DISABLED: '1',
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_BOT_USERNAME: 'qabul_test_bot',
      TELEGRAM_API_ROOT: t.fake.apiRoot,
      TELEGRAM_MODE: 'webhook',
      TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    };
    const second: TestApp = await startInstance((t.app as TestApp & { databaseUrl: string }).databaseUrl, env, BACKGROUND);
    instances = () => [t.app.url, second.url];
    try {
      const user = person();
      turn = 0;
      const { day, time } = await upToPhone(user);
      // Six updates so far (the demo service asks for a master), alternating: each continued what the other stored.
      expect(turn).toBe(6);
      await deliver(contactUpdate(user, '+998 91 000 11 22', user.id));
      await press(user, /Tasdiqlash/);
      expect(await bookingsOf(user.id)).toEqual([
        expect.objectContaining({ date: day, time_slot: time, phone_e164: '+998910001122', phone_verified: true }),
      ]);
    } finally {
      instances = () => [t.app.url];
      await second.close();
    }
  });

  it('a conversation left for 30 minutes ends quietly; one left for 29 goes on', async () => {
    const user = person();
    await say(user, '/book demo');
    await press(user, /Shu yerda yozilish/);
    await pickService(user, /^Soch olish/);
    const key = `chat-booking:${user.id}`;
    await t.sql(`update bot_conversations set updated_at = now() - interval '29 minutes' where key = ?`, [key]);
    await press(user, 'last');
    expect(step(user.id).text).toContain('Vaqtni tanlang');

    await t.sql(`update bot_conversations set updated_at = now() - interval '30 minutes 1 second' where key = ?`, [key]);
    const before = shown(user.id).length;
    await press(user, 'first');
    // Nothing said, nothing edited: the press is only answered, and the stale state is gone.
    expect(shown(user.id)).toHaveLength(before);
    const answer = t.fake.calls.filter((c) => c.method === 'answerCallbackQuery').pop();
    expect(answer?.payload.text).toBe('Bu tugma endi ishlamaydi.');
    expect(await t.sql('select key from bot_conversations where key = ?', [key])).toEqual([]);
    expect(await bookingsOf(user.id)).toEqual([]);
  });

  it("refuses what the web page refuses, in the web page's Uzbek words: a fourth upcoming booking for one phone", async () => {
    const { user: provider, service } = await providerWithService(t.app);
    const phone = '+998 90 321 00 11';
    for (const days of [20, 21, 22]) {
      const web = await t.app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(days), '10:00', { phone }));
      expect(web.status).toBe(201);
    }
    const fourth = await t.app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(23), '10:00', { phone }));
    expect(fourth.body.code).toBe('too_many_bookings');

    const user = person();
    await say(user, `/book ${provider.username}`);
    await press(user, /Shu yerda yozilish/);
    await press(user, /^Soch olish/);
    await press(user, 'last');
    await press(user, 'first');
    // A command in the middle of the flow is answered as usual, and the flow goes on where it was.
    await say(user, '/bookings');
    expect(shown(user.id).pop()?.payload.text).toBe("Sizda kelgusi uchrashuvlar yo'q.");
    await type(user, phone);
    await press(user, /Tasdiqlash/);
    expect(shown(user.id).pop()?.payload).toMatchObject({ text: fourth.body.message });
    expect(shown(user.id).pop()?.payload.reply_markup).toBeUndefined();
    expect(await bookingsOf(user.id)).toEqual([]);
  });

  it('"Tasdiqlash" carried out twice (a double press on two instances) books once and answers the same booking', async () => {
    const { service } = await providerWithService(t.app);
    const deps = t.app.qabul.deps;
    const services = botServices({ orm: deps.orm, hot: deps, publicUrl: t.publicUrl, notify: () => {}, providerChanged: () => {} });
    const chat = { chatId: ++nextChat, username: null, firstName: 'Dilnoza' };
    const request = {
      serviceId: service.id,
      date: daysAhead(9),
      time: '15:00',
      name: 'Dilnoza',
      phone: '+998 90 700 00 01',
      phoneVerified: false,
    };
    const [first, second] = [await services.bookInChat(chat, request), await services.bookInChat(chat, request)];
    expect(first.ok && second.ok && first.bookingId === second.bookingId).toBe(true);
    expect(await bookingsOf(chat.chatId)).toHaveLength(1);
    // Someone else asking for that time is told it is taken.
    const other = await services.bookInChat({ ...chat, chatId: ++nextChat }, { ...request, phone: '+998 90 700 00 02' });
    expect(other).toMatchObject({ ok: false, reason: 'slot_taken' });
  });

  it('a reserve-fee service is sent to the Mini App or the web page, where the fee can be paid', async () => {
    const [service] = await t.sql<{ id: number }>(
      `update services set reserve_fee = 2000000 where name = 'Soqol tekislash' and user_id = (select id from users where username = 'demo') returning id`,
    );
    // Reserve fees are collected only while a plan that allows them is in force (Asosiy for 30 days here).
    const [before] = await t.sql<{ plan_id: number }>(
      `select plan_id from user_subscriptions where user_id = (select id from users where username = 'demo') and status = 'active'`,
    );
    await t.sql(
      `update user_subscriptions set plan_id = (select id from subscription_plans where code = 'asosiy'), end_date = now() + interval '30 days'
        where user_id = (select id from users where username = 'demo') and status = 'active'`,
    );
    t.app.qabul.deps.providerChanged((await t.sql<{ id: string }>(`select id from users where username = 'demo'`))[0]?.id as string);
    try {
      const user = person();
      await say(user, '/book demo');
      await press(user, /Shu yerda yozilish/);
      await press(user, /^Soqol tekislash/);
      const current = step(user.id);
      expect(current.text).toContain("oldindan to'lov kerak");
      expect(current.buttons[0]).toEqual({ text: 'Mini Appda ochish', url: `${t.publicUrl}/demo` });
      await back(user);
      expect(step(user.id).text).toContain('Xizmatni tanlang');
    } finally {
      await t.sql('update services set reserve_fee = 0 where id = ?', [service?.id]);
      await t.sql(
        `update user_subscriptions set plan_id = ?, end_date = null where user_id = (select id from users where username = 'demo') and status = 'active'`,
        [before?.plan_id],
      );
    }
  });
});

describe('phone from Telegram', () => {
  const auth = (user: TestUser) =>
    t.app
      .client()
      .post('/api/telegram/auth', { initData: signInitData({ user: { id: user.id, first_name: user.first_name } }, BOT_TOKEN) });

  it("someone else's contact is refused as verification and nothing is stored", async () => {
    const user = person();
    await deliver(contactUpdate(user, '+998 90 999 88 77', user.id + 1));
    expect(shown(user.id).pop()?.payload.text).toBe(
      "Bu kontakt sizniki emas: tasdiqlangan raqam sifatida faqat o'zingizning raqamingizni yuboring.",
    );
    expect(await t.sql('select phone_e164 from telegram_chats where chat_id = ? and phone_e164 is not null', [user.id])).toEqual([]);
    expect((await auth(user)).body).toMatchObject({ phone: null, phoneVerified: false });
  });

  it("the sender's own contact is stored as their verified phone (E.164) and the Mini App sign-in answers it", async () => {
    const user = person();
    await deliver(contactUpdate(user, '998 90 555 44 33', user.id));
    expect(shown(user.id).pop()?.payload.text).toBe("Raqamingiz saqlandi: +998 90 555 44 33. Endi uni qayta so'ramaymiz.");
    const [row] = await t.sql<{ phone_e164: string; verified: boolean }>(
      'select phone_e164, phone_verified_at is not null as verified from telegram_chats where chat_id = ?',
      [user.id],
    );
    expect(row).toEqual({ phone_e164: '+998905554433', verified: true });
    expect((await auth(user)).body).toMatchObject({ phone: '+998905554433', phoneVerified: true });

    // The chat booking offers it at the phone step, and books it as verified.
    await upToPhone(user);
    expect(step(user.id).buttons.map((b) => b.text)).toEqual(['📱 +998 90 555 44 33', '⬅️ Orqaga']);
    await press(user, /\+998 90 555 44 33/);
    await press(user, /Tasdiqlash/);
    expect(await bookingsOf(user.id)).toEqual([expect.objectContaining({ phone_e164: '+998905554433', phone_verified: true })]);
  });

  it("someone else's contact at the booking's phone step books as an unverified phone", async () => {
    const user = person();
    await upToPhone(user);
    await deliver(contactUpdate(user, '+998 90 444 33 22', 12345));
    expect(shown(user.id).some((c) => /sizniki emas, shuning uchun/.test(c.payload.text))).toBe(true);
    await press(user, /Tasdiqlash/);
    expect(await bookingsOf(user.id)).toEqual([expect.objectContaining({ phone_e164: '+998904443322', phone_verified: false })]);
    expect(await t.sql('select 1 from telegram_chats where chat_id = ? and phone_e164 is not null', [user.id])).toEqual([]);
  });
});

describe('a master step in the chat booking', () => {
  const bookedMaster = (chatId: number) =>
    t.sql<{ name: string; time_slot: string }>(
      `select st.name, b.time_slot from bookings b join staff st on st.id = b.staff_id where b.client_telegram_chat_id = ?`,
      [chatId],
    );

  it("offers the service's masters after the service; the chosen one's times are offered, and the check and the outcome name them", async () => {
    const user = person();
    await say(user, '/book demo');
    await press(user, /Shu yerda yozilish/);
    await press(user, /^Soch olish/);
    const masters = step(user.id);
    expect(masters.text).toContain('Ustani tanlang');
    expect(masters.buttons.map((b) => b.text)).toEqual(["Farqi yo'q", 'Aziz Karimov', 'Nilufar Xasanova', 'Bekzod Tursunov', '⬅️ Orqaga']);
    await press(user, /^Nilufar Xasanova$/);
    expect(step(user.id).text).toContain('Kunni tanlang');
    await press(user, 'first');
    // Nilufar works 09:00-14:00: none of her times starts later.
    const times = step(user.id)
      .buttons.filter((b) => b.callback_data?.startsWith('cb:t:'))
      .map((b) => b.text);
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((time) => time < '14:00')).toBe(true);
    await press(user, 'last');
    await type(user, '+998 90 765 43 21');
    const check = step(user.id);
    expect(check.text).toContain('Soch olish\nStilist: Nilufar Xasanova\n');
    await press(user, /Tasdiqlash/);
    const outcome = shown(user.id).find((c) => String(c.payload.text).startsWith('✅ Yozildingiz'));
    expect(outcome?.payload.text).toContain('\nStilist: Nilufar Xasanova');
    expect(await bookedMaster(user.id)).toEqual([{ name: 'Nilufar Xasanova', time_slot: times[times.length - 1] }]);
  });

  it("Farqi yo'q books a free master, the check says Farqi yo'q and the outcome names who it was", async () => {
    const user = person();
    await say(user, '/book demo');
    await press(user, /Shu yerda yozilish/);
    await press(user, /^Soch olish/);
    await press(user, /Farqi yo'q/);
    await press(user, 'last');
    await press(user, 'first');
    await type(user, '+998 90 765 43 22');
    expect(step(user.id).text).toContain("Soch olish\nUsta: Farqi yo'q\n");
    await press(user, /Tasdiqlash/);
    const [booked] = await bookedMaster(user.id);
    expect(booked?.name).toBeTruthy();
    const outcome = shown(user.id).find((c) => String(c.payload.text).startsWith('✅ Yozildingiz'));
    expect(outcome?.payload.text).toMatch(new RegExp(`\\n(Usta|Stilist|Barber): ${booked?.name}$`));
  });

  it('a one-master service has no master step and names nobody', async () => {
    const { user: provider } = await providerWithService(t.app);
    const user = person();
    await say(user, `/book ${provider.username}`);
    await press(user, /Shu yerda yozilish/);
    await press(user, /^Soch olish/);
    expect(step(user.id).text).toContain('Kunni tanlang');
    await press(user, 'last');
    await press(user, 'first');
    await type(user, '+998 90 765 43 23');
    expect(step(user.id).text).not.toContain('Usta');
    await press(user, /Tasdiqlash/);
    const outcome = shown(user.id).find((c) => String(c.payload.text).startsWith('✅ Yozildingiz'));
    expect(outcome?.payload.text).not.toContain('Usta');
  });
});
