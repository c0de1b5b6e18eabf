import { Api, botTexts, type Update } from '@qabul/bot';
import { setUpBotProfile } from '../../src/features/telegram/bot-profile.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDayMonth, formatWeekday, leafPaths, atPath } from '../../src/contracts/i18n/index.ts';
import { uz } from '../../src/contracts/messages.uz.ts';
import { registerApiMessages, translateApiMessage } from '../../src/lib/i18n/message-index.ts';
import type { ApiCall } from './support/fake-telegram.ts';
import { contactUpdate } from './support/chat-updates.ts';
import { signInitData } from './support/sign-init-data.ts';
import { BOT_TOKEN, startTelegramApp, type TelegramTestApp } from './support/telegram-app.ts';
import { callbackUpdate, commandUpdate, type TestUser } from './support/updates.ts';
import { noticeDay } from '../support/notice-day.ts';

// The bot in each reader's language, through the real webhook against the fake Bot API: the /language pick, else
// the Telegram app's language_code; commands and descriptions per language; a chat booking keeps its language.
// The site is on HTTPS, so the per-chat menu button is set too.
const PUBLIC_URL = 'https://qabul.test';
let t: TelegramTestApp;
beforeAll(async () => {
  t = await startTelegramApp({ SEED_DEMO: '1', PUBLIC_URL });
});
afterAll(() => t.close());

let nextId = 83_000;
const person = (username?: string): TestUser => ({ id: ++nextId, first_name: 'Dilnoza', ...(username ? { username } : {}) });

/** The update as sent from a Telegram app in `languageCode` (commandUpdate's own is 'uz'). */
function from(languageCode: string | null, update: Update): Update {
  const sender = (update.message ?? update.callback_query)?.from as { language_code?: string } | undefined;
  if (sender) {
    if (languageCode) sender.language_code = languageCode;
    else delete sender.language_code;
  }
  return update;
}

async function deliver(update: unknown) {
  const response = await t.deliver(update);
  expect(response.status).toBe(200);
}

type Button = { text: string; callback_data?: string };

/** The chat's latest message with inline buttons, as the bot sent or last edited it. */
function step(chatId: number): { call: ApiCall; text: string; buttons: Button[] } {
  const calls = t.fake.calls.filter(
    (c) =>
      (c.method === 'sendMessage' || c.method === 'editMessageText') &&
      Number(c.payload.chat_id) === chatId &&
      c.payload.reply_markup?.inline_keyboard,
  );
  const call = calls[calls.length - 1];
  if (!call) throw new Error(`no buttons in chat ${chatId}`);
  return { call, text: call.payload.text, buttons: (call.payload.reply_markup.inline_keyboard as Button[][]).flat() };
}

/** Presses the current step's button whose text matches (callback updates carry no language_code, as when unknown). */
async function press(user: TestUser, label: RegExp | ((buttons: Button[]) => Button | undefined)) {
  const current = step(user.id);
  const button = typeof label === 'function' ? label(current.buttons) : current.buttons.filter((b) => label.test(b.text)).pop();
  if (!button?.callback_data) throw new Error(`no button ${label} in ${JSON.stringify(current.buttons.map((b) => b.text))}`);
  await deliver(
    from(null, callbackUpdate(user, button.callback_data, { message_id: current.call.payload.message_id ?? 1, text: current.text })),
  );
  return button;
}

/** The last text the bot's conversation showed in this chat (the booking's own notices come apart from it). */
const lastShown = (chatId: number) =>
  t.fake.calls.filter((c) => c.method === 'editMessageText' && Number(c.payload.chat_id) === chatId).at(-1)?.payload.text as string;

/** The last text the bot sent (not edited) to this chat. */
const lastSent = (chatId: number) => t.fake.sent(chatId).at(-1)?.payload.text as string;

const chatRow = async (chatId: number) =>
  (
    await t.sql<{ language: string | null; language_code: string | null }>(
      `select language, language_code from telegram_chats where chat_id = ?`,
      [chatId],
    )
  )[0];

describe('bot catalogues', () => {
  it('have the same keys and the same placeholders in all three languages', () => {
    const paths = leafPaths(botTexts.uz);
    expect(paths.length).toBeGreaterThan(80);
    for (const language of ['uz-Cyrl', 'ru'] as const) {
      expect(leafPaths(botTexts[language])).toEqual(paths);
      for (const path of paths) {
        const names = (text: unknown) => [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(names(atPath(botTexts[language], path)), `${language} ${path}`).toEqual(names(atPath(botTexts.uz, path)));
        expect(atPath(botTexts[language], path), `${language} ${path}`).not.toBe('');
      }
    }
  });
});

describe('commands and descriptions per language', () => {
  it('sets the default (Uzbek Latin), uz and ru sets at start-up, and never a code Telegram does not know', async () => {
    for (const method of ['setMyCommands', 'setMyName', 'setMyDescription', 'setMyShortDescription']) {
      await t.fake.waitFor((c) => c.method === method && c.payload.language_code === 'ru');
      const calls = t.fake.calls.filter((c) => c.method === method);
      expect(calls.map((c) => c.payload.language_code ?? 'default').sort()).toEqual(['default', 'ru', 'uz']);
    }
    const commands = (code?: string) =>
      t.fake.calls.find((c) => c.method === 'setMyCommands' && c.payload.language_code === code)?.payload.commands;
    expect(commands()).toContainEqual({ command: 'language', description: 'Tilni tanlash' });
    expect(commands('uz')).toEqual(commands());
    expect(commands('ru')).toContainEqual({ command: 'bookings', description: 'Мои предстоящие записи' });
    expect(commands('ru')).toContainEqual({ command: 'language', description: 'Выбрать язык' });
    expect(commands('ru').map((c: { command: string }) => c.command)).toEqual(commands().map((c: { command: string }) => c.command));
    const description = (code?: string) =>
      t.fake.calls.find((c) => c.method === 'setMyDescription' && c.payload.language_code === code)?.payload.description;
    expect(description('ru')).toContain('онлайн-запись к специалистам');
    expect(description()).toContain('onlayn yozilish');
    const short = t.fake.calls.find((c) => c.method === 'setMyShortDescription' && c.payload.language_code === 'ru');
    expect(short?.payload.short_description).toContain('Онлайн-запись к специалистам');
    // Telegram refuses a code it does not know (the fake as well): every call was accepted.
    expect(t.fake.calls.some((c) => c.payload.language_code === 'uz-Cyrl')).toBe(false);
  });

  it('writes the name and descriptions again only when Telegram has other ones (a restart writes only commands)', async () => {
    await t.fake.waitFor((c) => c.method === 'setMyShortDescription' && c.payload.language_code === 'ru');
    expect(t.fake.profile.get('MyName:ru')).toBe('Qabul');
    const after = t.fake.calls.length;
    await setUpBotProfile(new Api(BOT_TOKEN, { apiRoot: t.fake.apiRoot }));
    const writes = t.fake.calls.slice(after).filter((c) => c.method.startsWith('setMy'));
    expect(writes.map((c) => c.method)).toEqual(['setMyCommands', 'setMyCommands', 'setMyCommands']);
  });
});

describe('a chat in its own language', () => {
  it('answers a ru Telegram user in Russian without being asked, keeps the code, and books in Russian', async () => {
    const user = person('olga_ru');
    await deliver(from('ru', commandUpdate(user, '/start')));
    expect(lastSent(user.id)).toContain('Здравствуйте, Dilnoza! Это бот Qabul.');
    expect((await chatRow(user.id))?.language_code).toBe('ru');
    const menu = await t.fake.waitFor((c) => c.method === 'setChatMenuButton' && Number(c.payload.chat_id) === user.id);
    expect(menu.payload.menu_button.text).toBe('Записаться');

    await deliver(from('ru', commandUpdate(user, '/help')));
    expect(lastSent(user.id)).toContain('<b>Бот Qabul</b>');

    // The chat booking, every step in Russian; the presses carry no language_code, the chat's is kept.
    await deliver(from('ru', commandUpdate(user, '/start demo')));
    expect(step(user.id).buttons.map((b) => b.text)).toEqual(['Открыть Mini App', 'Записаться здесь']);
    await press(user, /Записаться здесь/);
    expect(step(user.id).text).toContain('Выберите услугу');
    expect(step(user.id).buttons.at(-1)?.text).toBe('⬅️ Назад');
    await press(user, /^Soch olish/);
    expect(step(user.id).text).toContain('Выберите мастера');
    await press(user, /Любой мастер/);
    expect(step(user.id).text).toContain('Выберите день');
    const days = step(user.id).buttons.filter((b) => b.callback_data?.startsWith('cb:d:'));
    for (const day of days) {
      const date = new Date(`${day.callback_data?.slice('cb:d:'.length)}T00:00:00Z`);
      expect(day.text).toBe(
        `${formatDayMonth('ru', date, { timeZone: 'UTC' })}, ${formatWeekday('ru', date, { timeZone: 'UTC', short: true })}`,
      );
    }
    expect(days[0]?.text).toMatch(/^\d{1,2} [а-я]+, [А-Я][а-я]$/);
    await press(user, (buttons) => buttons.filter((b) => b.callback_data?.startsWith('cb:d:')).at(-1));
    expect(step(user.id).text).toContain('Выберите время');
    await press(user, (buttons) => buttons.find((b) => b.callback_data?.startsWith('cb:t:')));
    expect(step(user.id).text).toContain('Ваш номер телефона');
    const contactAsk = t.fake.sent(user.id).find((c) => c.payload.reply_markup?.keyboard);
    expect(contactAsk?.payload.reply_markup.keyboard[0][0]).toEqual({ text: '📱 Отправить номер', request_contact: true });
    await deliver(contactUpdate(user, '998901234567', user.id));
    expect(step(user.id).text).toContain('Всё верно?');
    await press(user, /Подтвердить/);
    expect(lastShown(user.id)).toContain('✅ Вы записаны');

    const bookings = await t.sql<{ language: string; confirmation_number: string }>(
      `select language, confirmation_number from bookings where client_telegram_chat_id = ?`,
      [user.id],
    );
    expect(bookings).toHaveLength(1);
    expect(bookings[0]?.language).toBe('ru');
    expect(lastShown(user.id)).toContain(`Номер подтверждения: <b>${bookings[0]?.confirmation_number}</b>`);
    // The master who took it, under the reader's word for master, never the business's Uzbek title as the label.
    const [served] = await t.sql<{ name: string; title: string | null }>(
      `select s.name, s.title from bookings b join staff s on s.id = b.staff_id where b.client_telegram_chat_id = ?`,
      [user.id],
    );
    const titled = served?.title && served.title.toLowerCase() !== 'usta' ? ` (${served.title})` : '';
    expect(lastShown(user.id)).toContain(`Мастер: ${served?.name}${titled}`);

    // /bookings lists it in Russian: the count in its plural form, the day as a Russian reader writes it.
    const bookedDay = days.at(-1)?.callback_data?.slice('cb:d:'.length) as string;
    await deliver(from('ru', commandUpdate(user, '/bookings')));
    const list = lastSent(user.id);
    expect(list).toContain('<b>Ваши предстоящие записи (1 запись)</b>');
    expect(list).toContain(`${noticeDay('ru', bookedDay)}, `);
  });

  it('/language switches a uz user to Cyrillic: confirmed in Cyrillic, and /start and the chat booking follow', async () => {
    const user = person('dilnoza_cyrl');
    await deliver(commandUpdate(user, '/start'));
    expect(lastSent(user.id)).toContain('Assalomu alaykum, Dilnoza!');

    await deliver(commandUpdate(user, '/language'));
    expect(step(user.id).text).toBe('Tilni tanlang:');
    expect(step(user.id).buttons.map((b) => b.text)).toEqual(["O'zbekcha", 'Ўзбекча', 'Русский']);
    const before = t.fake.calls.length;
    await press(user, /Ўзбекча/);
    const confirmed = t.fake.calls.slice(before).find((c) => c.method === 'editMessageText' && Number(c.payload.chat_id) === user.id);
    expect(confirmed?.payload.text).toBe('Энди бот сиз билан ўзбек тилида (кирилл ёзувида) гаплашади.');
    expect(await chatRow(user.id)).toEqual({ language: 'uz-Cyrl', language_code: 'uz' });
    const menu = await t.fake.waitFor((c) => c.method === 'setChatMenuButton' && Number(c.payload.chat_id) === user.id, 10_000, before);
    expect(menu.payload.menu_button.text).toBe('Ёзилиш');

    // The app still says uz; the pick outranks it.
    await deliver(commandUpdate(user, '/start'));
    expect(lastSent(user.id)).toContain('Ассалому алайкум, Dilnoza! Бу Qabul боти.');

    await deliver(commandUpdate(user, '/start demo'));
    expect(step(user.id).buttons.map((b) => b.text)).toEqual(['Mini Appда очиш', 'Шу ерда ёзилиш']);
    await press(user, /Шу ерда ёзилиш/);
    expect(step(user.id).text).toContain('Хизматни танланг:');
    expect(step(user.id).buttons.at(-1)?.text).toBe('⬅️ Орқага');
    await press(user, /^Soch olish/);
    expect(step(user.id).text).toContain('Устани танланг:');
    await press(user, /Фарқи йўқ/);
    expect(step(user.id).text).toContain('Кунни танланг:');
    const day = step(user.id).buttons.find((b) => b.callback_data?.startsWith('cb:d:'));
    expect(day?.text).toMatch(/^\d{1,2}-[а-яўқғҳ]+, [А-ЯЎҚҒҲ][а-яўқғҳ]+$/);
    await press(user, () => day);
    expect(step(user.id).text).toContain('Вақтни танланг:');
    await press(user, /Орқага/);
    expect(step(user.id).text).toContain('Кунни танланг:');

    // Back to Russian with /language mid-way: the next booking speaks Russian.
    await deliver(commandUpdate(user, '/language'));
    await press(user, /Русский/);
    expect(t.fake.calls.filter((c) => c.method === 'editMessageText' && Number(c.payload.chat_id) === user.id).at(-1)?.payload.text).toBe(
      'Теперь бот будет общаться с вами на русском языке.',
    );
    await deliver(commandUpdate(user, '/bookings'));
    expect(lastSent(user.id)).toBe('У вас нет предстоящих записей.');
  });

  it('answers inline queries in the asker’s language', async () => {
    const user = person();
    const id = `iq-lang-${user.id}`;
    await deliver({
      update_id: ++nextId,
      inline_query: { id, from: { id: user.id, is_bot: false, first_name: 'Olga', language_code: 'ru' }, query: 'aziz', offset: '' },
    });
    const call = await t.fake.waitFor((c) => c.method === 'answerInlineQuery' && c.payload.inline_query_id === id);
    const card = call.payload.results.find((r: { title: string }) => r.title === 'Aziz Barber Studio');
    expect(card.reply_markup.inline_keyboard[0][0].text).toBe('Открыть страницу');
    expect(card.input_message_content.message_text).toContain('Онлайн-запись через Qabul.');
  });

  it("prepares the Mini App's share card in the sharer's language: the app's, or the /language pick", async () => {
    const share = async (user: TestUser & { language_code: string }) => {
      const after = t.fake.calls.length;
      const init = signInitData({ user, chat_type: 'sender' }, BOT_TOKEN);
      const reply = await t.app.client().post('/api/telegram/share/demo', {}, { authorization: `tma ${init}` });
      expect(reply.status).toBe(200);
      const saved = await t.fake.waitFor((c) => c.method === 'savePreparedInlineMessage' && c.payload.user_id === user.id, 10_000, after);
      return saved.payload.result;
    };
    const russian = await share({ ...person(), language_code: 'ru' });
    expect(russian.reply_markup.inline_keyboard[0][0].text).toBe('Открыть страницу');
    expect(russian.input_message_content.message_text).toContain('Онлайн-запись через Qabul.');

    const picked = person();
    await deliver(commandUpdate(picked, '/language'));
    await press(picked, /Ўзбекча/);
    const cyrillic = await share({ ...picked, language_code: 'uz' });
    expect(cyrillic.reply_markup.inline_keyboard[0][0].text).toBe('Саҳифани очиш');
  });

  it("gives the API's refusals in the reader's language (a stranger's cancel press)", async () => {
    // The API's own catalogues are registered where they are written; this one makes sure the text has a translation.
    const notFound = { booking: uz.notFound.booking };
    registerApiMessages({
      uz: { notFound },
      'uz-Cyrl': { notFound: { booking: 'Учрашув топилмади' } },
      ru: { notFound: { booking: 'Запись не найдена' } },
    });
    const expected = translateApiMessage('ru', uz.notFound.booking);
    expect(expected).not.toBe(uz.notFound.booking);

    const user = person();
    await deliver(from('ru', commandUpdate(user, '/bookings')));
    const press = from('ru', callbackUpdate(user, 'cl:yes:00000000-0000-4000-8000-000000000000', { message_id: 1, text: '…' }));
    const id = press.callback_query?.id;
    await deliver(press);
    const answer = await t.fake.waitFor((c) => c.method === 'answerCallbackQuery' && c.payload.callback_query_id === id);
    expect(answer.payload).toMatchObject({ text: expected, show_alert: true });
  });
});
