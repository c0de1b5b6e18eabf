import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCall } from './support/fake-telegram.ts';
import { startTelegramApp, type TelegramTestApp } from './support/telegram-app.ts';
import { commandUpdate, type TestUser } from './support/updates.ts';

// Inline mode, the per-chat menu button and /paysupport, through the real webhook against the fake Bot API. The
// site is on HTTPS here, as in production: Telegram takes Mini App and menu button pages only over HTTPS.
const PUBLIC_URL = 'https://qabul.test';
let t: TelegramTestApp;
beforeAll(async () => {
  t = await startTelegramApp({ SEED_DEMO: '1', PUBLIC_URL });
});
afterAll(() => t.close());

let nextId = 71_000;
const person = (username?: string): TestUser => ({ id: ++nextId, first_name: 'Dilnoza', ...(username ? { username } : {}) });

async function deliver(update: unknown) {
  const response = await t.deliver(update);
  expect(response.status).toBe(200);
}

type Article = {
  type: string;
  id: string;
  title: string;
  description?: string;
  thumbnail_url?: string;
  input_message_content: { message_text: string };
  reply_markup: { inline_keyboard: { text: string; url?: string }[][] };
};

/** `@qabul_test_bot <query>` typed in some chat; answers with the bot's answerInlineQuery. */
async function inline(user: TestUser, query: string): Promise<{ payload: Record<string, any>; results: Article[] }> {
  const id = `iq${++nextId}`;
  const after = t.fake.calls.length;
  await deliver({
    update_id: ++nextId,
    inline_query: {
      id,
      from: { id: user.id, is_bot: false, first_name: user.first_name, language_code: 'uz' },
      query,
      offset: '',
      chat_type: 'sender',
    },
  });
  const call = await t.fake.waitFor((c) => c.method === 'answerInlineQuery' && c.payload.inline_query_id === id, 10_000, after);
  return { payload: call.payload, results: call.payload.results as Article[] };
}

/** Everything the bot said in this chat, one text. */
const said = (chatId: number) =>
  t.fake
    .sent(chatId)
    .map((c) => c.payload.text)
    .join('\n');

const menuButtons = (chatId: number): ApiCall[] =>
  t.fake.calls.filter((c) => c.method === 'setChatMenuButton' && Number(c.payload.chat_id) === chatId);

describe('inline mode', () => {
  it('finds the demo business by part of its name, its owner’s name and its username, as a card with a button to its page', async () => {
    const user = person();
    for (const query of ['aziz', 'KARIM', 'Aziz Karimov', '@demo', 'dem', 'barber studio', 'sartarosh']) {
      const { payload, results } = await inline(user, query);
      // Personal: the card's words follow the asker's language.
      expect(payload).toMatchObject({ cache_time: 30, is_personal: true });
      expect(results.length).toBeGreaterThan(0);
      expect(results.length).toBeLessThanOrEqual(10);
      // The card is the business's: its own name, not its owner's.
      const card = results.find((r) => r.title === 'Aziz Barber Studio');
      expect(card, query).toBeDefined();
      expect(card?.type).toBe('article');
      expect(card?.description).toContain('Soch olish');
      expect(card?.input_message_content.message_text).toContain('Aziz Barber Studio');
      expect(card?.reply_markup.inline_keyboard.flat()).toEqual([
        { text: 'Sahifani ochish', url: 'https://t.me/qabul_test_bot?startapp=demo' },
      ]);
    }
  });

  it("shows the business's logo as the card's thumbnail, else its owner's profile picture, as an absolute URL", async () => {
    const [logo] = await t.sql<{ id: string }>(
      `select i.id from business_images i join users u on u.id = i.user_id where u.username = 'demo' and i.kind = 'logo'`,
    );
    const card = (await inline(person(), 'demo')).results.find((r) => r.title === 'Aziz Barber Studio');
    expect(card?.thumbnail_url).toBe(`${PUBLIC_URL}/api/business-images/${logo?.id}`);
    const [kept] = await t.sql<{ content: Buffer }>('select content from business_images where id = ?', [logo?.id]);
    await t.sql('delete from business_images where id = ?', [logo?.id]);
    await t.sql(`update users set profile_image_url = '/api/profile-images/demo?v=1' where username = 'demo'`);
    try {
      const withoutLogo = (await inline(person(), 'demo')).results.find((r) => r.title === 'Aziz Barber Studio');
      expect(withoutLogo?.thumbnail_url).toBe(`${PUBLIC_URL}/api/profile-images/demo?v=1`);
    } finally {
      await t.sql(`update users set profile_image_url = null where username = 'demo'`);
      await t.sql(
        `insert into business_images (id, user_id, kind, content, width, height)
         select ?, id, 'logo', ?, 256, 256 from users where username = 'demo'`,
        [logo?.id, kept?.content],
      );
    }
  });

  it("answers nothing for a stranger's words, for no words, and for a provider with no active service", async () => {
    const user = person();
    expect((await inline(user, 'zzqx nobody')).results).toEqual([]);
    expect((await inline(user, 'aziz zzqx')).results).toEqual([]);
    expect((await inline(user, '')).results).toEqual([]);
    // '%' and '_' are letters someone typed, not patterns that match everyone.
    expect((await inline(user, '%')).results).toEqual([]);

    const [demo] = await t.sql<{ id: string }>(`select id from users where username = 'demo'`);
    const active = await t.sql<{ id: number }>('select id from services where user_id = ? and is_active', [demo?.id]);
    await t.sql('update services set is_active = false where user_id = ?', [demo?.id]);
    try {
      expect((await inline(user, 'aziz')).results).toEqual([]);
    } finally {
      await t.sql(`update services set is_active = true where id in (${active.map((s) => Number(s.id)).join(',')})`);
    }
    expect((await inline(user, 'aziz')).results.map((r) => r.title)).toContain('Aziz Barber Studio');
  });

  it('answers at most 10 cards', async () => {
    const [demo] = await t.sql<{ id: string }>(`select id from users where username = 'demo'`);
    // Twelve more providers named Aziz, each with a copy of the demo's first service.
    for (let i = 0; i < 12; i++) {
      const [user] = await t.sql<{ id: string }>(
        `insert into users (id, username, email, first_name, last_name)
         values (gen_random_uuid(), ?, ?, 'Aziz', ?) returning id`,
        [`aziz_${i}`, `aziz${i}@example.uz`, `Usta ${i}`],
      );
      await t.sql(
        `insert into services (user_id, name, duration, is_active)
         select ?, name, duration, true from services where user_id = ? order by id limit 1`,
        [user?.id, demo?.id],
      );
    }
    const { results } = await inline(person(), 'aziz');
    expect(results).toHaveLength(10);
    expect(new Set(results.map((r) => r.id)).size).toBe(10);
  });
});

describe('menu button per chat', () => {
  it('gives a client\'s chat "Yozilish" opening the Mini App on /start', async () => {
    const client = person('client_menu');
    await deliver(commandUpdate(client, '/start'));
    const call = await t.fake.waitFor((c) => c.method === 'setChatMenuButton' && Number(c.payload.chat_id) === client.id);
    expect(call.payload.menu_button).toEqual({ type: 'web_app', text: 'Yozilish', web_app: { url: `${PUBLIC_URL}/miniapp/` } });
  });

  it('turns a provider\'s chat into "Kabinet" opening the dashboard once they link their account', async () => {
    const chat = person('usta_menu');
    await t.sql(`update users set telegram_link_token = 'menu-link-token-0123456789' where username = 'demo'`);
    await deliver(commandUpdate(chat, '/start p_menu-link-token-0123456789'));
    const call = await t.fake.waitFor((c) => c.method === 'setChatMenuButton' && Number(c.payload.chat_id) === chat.id);
    expect(call.payload.menu_button).toEqual({ type: 'web_app', text: 'Kabinet', web_app: { url: `${PUBLIC_URL}/user/calendar` } });
    // Only one button for the chat, never the client's first.
    expect(menuButtons(chat.id)).toHaveLength(1);
    expect(said(chat.id)).toContain('Profilingiz botga ulandi');
  });

  it('answers /start even when Telegram refuses the menu button', async () => {
    const client = person();
    t.fake.fail(
      'setChatMenuButton',
      { error_code: 400, description: 'Bad Request: chat not found' },
      { when: (payload) => Number(payload.chat_id) === client.id },
    );
    await deliver(commandUpdate(client, '/start'));
    await t.fake.waitFor((c) => c.method === 'setChatMenuButton' && Number(c.payload.chat_id) === client.id);
    expect(menuButtons(client.id)).toHaveLength(1);
    expect(said(client.id)).toContain('Assalomu alaykum');
  });
});

describe('/paysupport', () => {
  it('says whom to ask about a reserve fee, and is in the command list', async () => {
    const client = person();
    await deliver(commandUpdate(client, '/paysupport'));
    const text = said(client.id);
    expect(text).toContain("Oldindan to'lov bo'yicha yordam");
    expect(text).toContain('avtomatik qaytarilmaydi');
    expect(text).toContain(`${PUBLIC_URL}/help`);
    const commands = await t.fake.waitFor((c) => c.method === 'setMyCommands');
    expect(commands.payload.commands).toContainEqual({ command: 'paysupport', description: "To'lov bo'yicha yordam" });
  });
});
