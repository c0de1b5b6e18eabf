import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND } from '../../src/background.ts';
import { botServices } from '../../src/features/telegram/bot-services.ts';
import { daysAhead } from '../support/fixtures.ts';
import { startInstance, type TestApp } from '../support/test-app.ts';
import { chatSteps } from './support/chat-steps.ts';
import { contactUpdate } from './support/chat-updates.ts';
import { BOT_TOKEN, startTelegramApp, type TelegramTestApp, WEBHOOK_SECRET } from './support/telegram-app.ts';
import { callbackUpdate, commandUpdate, type TestUser } from './support/updates.ts';

// "Tasdiqlash" arriving twice, as Telegram and people send it: one update delivered twice at the same moment
// (a slow webhook answer), and a double tap (two callback queries). Through the real webhook, against the fake
// Bot API, on the demo business whose services have several masters ("Farqi yo'q" would pick another one for a
// second booking), with one instance and with two on one database.
let t: TelegramTestApp;
let second: TestApp;
beforeAll(async () => {
  t = await startTelegramApp({ SEED_DEMO: '1' });
  second = await startInstance(
    (t.app as TestApp & { databaseUrl: string }).databaseUrl,
    {
      PUBLIC_URL: t.publicUrl,
      RATE_LIMIT_DISABLED: '1',
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_BOT_USERNAME: 'qabul_test_bot',
      TELEGRAM_API_ROOT: t.fake.apiRoot,
      TELEGRAM_MODE: 'webhook',
      TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    BACKGROUND,
  );
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

let nextChat = 67_000;
const person = (): TestUser => ({ id: ++nextChat, first_name: 'Dilnoza' });

/** Delivers to one instance's webhook, as Telegram does, and answers its HTTP status. */
async function deliverTo(url: string, update: unknown): Promise<number> {
  const response = await fetch(`${url}/api/telegram/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
    body: JSON.stringify(update),
  });
  return response.status;
}

let nextTime = 0;
/** /start demo → "Shu yerda yozilish" → Soch olish → "Farqi yo'q" → the last day → a time of its own → own contact: the confirmation. */
async function upToConfirm(user: TestUser) {
  const { step, say, press, deliver } = chatSteps(t);
  await say(user, '/start demo');
  await press(user, /Shu yerda yozilish/);
  await press(user, /^Soch olish/);
  await press(user, /Farqi yo'q/);
  const days = step(user.id).buttons.filter((b) => b.callback_data?.startsWith('cb:d:'));
  const dayButton = days[days.length - 1];
  await press(user, new RegExp(`^${dayButton?.callback_data}$`));
  // Each test its own time, so no test finds its time taken by an earlier one.
  const time = step(user.id).buttons.filter((b) => b.callback_data?.startsWith('cb:t:'))[nextTime++];
  await press(user, new RegExp(`^${time?.callback_data}$`));
  // Each client their own phone: a business takes only so many open bookings from one number.
  await deliver(contactUpdate(user, `9989011${String(user.id).padStart(5, '0')}`, user.id));
  const confirm = step(user.id);
  expect(confirm.text).toContain('Soch olish');
  const button = confirm.buttons.find((b) => /Tasdiqlash/.test(b.text));
  expect(button?.callback_data).toBeTruthy();
  /** A fresh press on "Tasdiqlash" (a callback query of its own). */
  const tap = () =>
    callbackUpdate(user, button?.callback_data as string, { message_id: confirm.call.payload.message_id ?? 1, text: confirm.text });
  return { tap };
}

const bookingsOf = (chatId: number) =>
  t.sql<{ staff_id: string; status: string }>('select staff_id, status from bookings where client_telegram_chat_id = ?', [chatId]);
const outcomesShown = (chatId: number) =>
  chatSteps(t)
    .shown(chatId)
    .filter((c) => String(c.payload.text).startsWith('✅ Yozildingiz'));

describe('one "Tasdiqlash", one booking', () => {
  it('books once and confirms once when Telegram delivers the same update twice at the same moment', async () => {
    const user = person();
    const { tap } = await upToConfirm(user);
    const update = tap();
    const statuses = await Promise.all([deliverTo(t.app.url, update), deliverTo(t.app.url, update)]);
    expect(statuses).toEqual([200, 200]);
    expect(await bookingsOf(user.id)).toHaveLength(1);
    expect(outcomesShown(user.id)).toHaveLength(1);
  });

  it('books once when the same update reaches two instances at the same moment', async () => {
    const user = person();
    const { tap } = await upToConfirm(user);
    const update = tap();
    const statuses = await Promise.all([deliverTo(t.app.url, update), deliverTo(second.url, update)]);
    expect(statuses).toEqual([200, 200]);
    expect(await bookingsOf(user.id)).toHaveLength(1);
    expect(outcomesShown(user.id)).toHaveLength(1);
  });

  it('books once on a double tap (two callback queries), and the second tap is told the confirmation was used', async () => {
    const user = person();
    const { tap } = await upToConfirm(user);
    const taps = [tap(), tap()] as Array<{ callback_query: { id: string } }>;
    const statuses = await Promise.all([deliverTo(t.app.url, taps[0]), deliverTo(second.url, taps[1])]);
    expect(statuses).toEqual([200, 200]);
    expect(await bookingsOf(user.id)).toHaveLength(1);
    expect(outcomesShown(user.id)).toHaveLength(1);
    // Every press is answered; the one that did not book says why instead of leaving a spinner.
    const answers = t.fake.calls.filter(
      (c) => c.method === 'answerCallbackQuery' && taps.some((tapped) => tapped.callback_query.id === c.payload.callback_query_id),
    );
    expect(answers).toHaveLength(2);
    expect(answers.filter((a) => String(a.payload.text ?? '').includes('allaqachon bajarilgan'))).toHaveLength(1);
  });

  it('books once when a tap is repeated later, after the booking was made', async () => {
    const user = person();
    const { tap } = await upToConfirm(user);
    expect(await deliverTo(t.app.url, tap())).toBe(200);
    const again = tap() as { callback_query: { id: string } };
    expect(await deliverTo(second.url, again)).toBe(200);
    expect(await bookingsOf(user.id)).toHaveLength(1);
    const answer = t.fake.calls.find((c) => c.method === 'answerCallbackQuery' && c.payload.callback_query_id === again.callback_query.id);
    expect(answer?.payload).toMatchObject({ text: expect.stringContaining('allaqachon bajarilgan'), show_alert: true });
  });
});

describe("one confirmation's key", () => {
  it('books once for two copies of one confirmation at the same moment, with "Farqi yo\'q", even past the chat\'s turn', async () => {
    // Straight to the booking, as a replay after a failure would reach it: no webhook, so no turn orders them.
    const deps = t.app.qabul.deps;
    const services = botServices({ orm: deps.orm, hot: deps, publicUrl: t.publicUrl, notify: () => {}, providerChanged: () => {} });
    const [service] = await t.sql<{ id: number }>(
      "select s.id from services s join users u on u.id = s.user_id where u.username = 'demo' and s.name = 'Soch olish'",
    );
    const chat = { chatId: ++nextChat, username: null, firstName: 'Dilnoza' };
    const request = {
      serviceId: service?.id as number,
      date: daysAhead(12),
      time: '16:00',
      name: 'Dilnoza',
      phone: `+99890${String(chat.chatId).padStart(7, '0')}`,
      phoneVerified: false,
      staffId: null,
      requestKey: 'same-confirmation',
    };
    const [first, again] = await Promise.all([services.bookInChat(chat, request), services.bookInChat(chat, request)]);
    expect(first.ok && again.ok && first.bookingId === again.bookingId).toBe(true);
    expect(await bookingsOf(chat.chatId)).toHaveLength(1);
    // Another confirmation of the same chat (a new key) is a new request: the other master takes it.
    const other = await services.bookInChat(chat, { ...request, requestKey: 'another-confirmation' });
    expect(other.ok && other.bookingId !== (first.ok && first.bookingId)).toBe(true);
  });
});

describe('each update once', () => {
  it('answers an update Telegram delivers again later (another instance) only the first time', async () => {
    const user = person();
    const update = commandUpdate(user, '/start demo');
    expect(await deliverTo(t.app.url, update)).toBe(200);
    expect(await deliverTo(second.url, update)).toBe(200);
    expect(
      chatSteps(t)
        .shown(user.id)
        .filter((c) => String(c.payload.text).includes('Aziz Barber Studio')),
    ).toHaveLength(1);
  });
});

describe('turns and the connection pool', () => {
  it('handles many chats at once on an instance with a small pool: turns never take every connection', async () => {
    const small = await startInstance(
      (t.app as TestApp & { databaseUrl: string }).databaseUrl,
      {
        PUBLIC_URL: t.publicUrl,
        RATE_LIMIT_DISABLED: '1',
        TELEGRAM_BOT_TOKEN: BOT_TOKEN,
        TELEGRAM_BOT_USERNAME: 'qabul_test_bot',
        TELEGRAM_API_ROOT: t.fake.apiRoot,
        TELEGRAM_MODE: 'webhook',
        TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
        DB_POOL_MAX: '4',
      },
      BACKGROUND,
    );
    try {
      const users = Array.from({ length: 12 }, () => person());
      const statuses = await Promise.all(users.map((user) => deliverTo(small.url, commandUpdate(user, '/start demo'))));
      expect(statuses).toEqual(users.map(() => 200));
      for (const user of users) {
        expect(
          chatSteps(t)
            .shown(user.id)
            .filter((c) => String(c.payload.text).includes('Aziz Barber Studio')),
        ).toHaveLength(1);
      }
    } finally {
      await small.close();
    }
  });
});
