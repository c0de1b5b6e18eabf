import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInitData } from './support/sign-init-data.ts';
import { BOT_TOKEN, startTelegramApp, type TelegramTestApp } from './support/telegram-app.ts';
import { commandUpdate, type TestUser } from './support/updates.ts';

// A language picked on the Mini App's home is the person's pick in Telegram as a whole: the bot's chat answers in
// it afterwards, as after /language, and the Mini App opens in it on another device.
let t: TelegramTestApp;
beforeAll(async () => {
  t = await startTelegramApp({ SEED_DEMO: '1' });
});
afterAll(() => t.close());

let nextId = 86_000;
const person = (): TestUser & { language_code: string } => ({ id: ++nextId, first_name: 'Olga', language_code: 'ru' });
const tma = (user: TestUser) => ({ authorization: `tma ${signInitData({ user, chat_type: 'sender' }, BOT_TOKEN)}` });

describe('PUT /api/telegram/language', () => {
  it("makes the Mini App's pick the chat's: the bot answers in it though the app says ru", async () => {
    const user = person();
    await t.deliver(commandUpdate({ ...user }, '/start'));

    const picked = await t.app.client().put('/api/telegram/language', { language: 'uz-Cyrl' }, tma(user));
    expect(picked.status).toBe(200);
    expect(picked.body).toEqual({ language: 'uz-Cyrl' });
    const [chat] = await t.sql<{ language: string | null }>(`select language from telegram_chats where chat_id = ?`, [user.id]);
    expect(chat?.language).toBe('uz-Cyrl');

    // The app still says ru; the pick outranks it in the chat and in the Mini App's next opening.
    const update = commandUpdate({ ...user }, '/bookings');
    (update.message?.from as { language_code?: string }).language_code = 'ru';
    await t.deliver(update);
    expect(t.fake.sent(user.id).at(-1)?.payload.text).toBe('Сизда келгуси учрашувлар йўқ.');
    const session = await t.app.client().post('/api/telegram/auth', { initData: signInitData({ user, chat_type: 'sender' }, BOT_TOKEN) });
    expect(session.body.language).toBe('uz-Cyrl');
  });

  it('remembers the pick of someone who never opened the chat, so the bot greets them in it', async () => {
    const user = person();
    expect((await t.app.client().put('/api/telegram/language', { language: 'uz' }, tma(user))).status).toBe(200);
    const update = commandUpdate({ ...user }, '/start');
    (update.message?.from as { language_code?: string }).language_code = 'ru';
    await t.deliver(update);
    expect(t.fake.sent(user.id).at(-1)?.payload.text).toContain('Assalomu alaykum, Olga!');
  });

  it('refuses an unknown language with a message in the reader’s language, and a call without Telegram', async () => {
    const user = person();
    const bad = await t.app.client().put('/api/telegram/language', { language: 'en' }, { ...tma(user), 'accept-language': 'ru' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation');
    expect(bad.body.message).toMatch(/[а-я]/);
    const [chat] = await t.sql<{ language: string | null }>(`select language from telegram_chats where chat_id = ?`, [user.id]);
    expect(chat?.language ?? null).toBeNull();

    const anonymous = await t.app.client().put('/api/telegram/language', { language: 'ru' });
    expect(anonymous.status).toBe(401);
  });
});
