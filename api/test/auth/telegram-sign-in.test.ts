import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse, TelegramSignInResponse, UserResponse } from '../../src/contracts/responses.ts';
import { checkTelegramLogin } from '../../src/features/auth/telegram-login.ts';
import { SmtpSink } from '../notifications/support/smtp-sink.ts';
import { sqlOf } from '../support/admin-fixtures.ts';
import { providerWithService } from '../support/fixtures.ts';
import { verificationToken } from '../support/identity-mail.ts';
import { widgetAnswer, type WidgetUser } from '../support/telegram-login.ts';
import { startTestApp } from '../support/test-app.ts';
import { signInitData } from '../telegram/support/sign-init-data.ts';
import { BOT_TOKEN, startTelegramApp, type TelegramTestApp } from '../telegram/support/telegram-app.ts';
import { commandUpdate } from '../telegram/support/updates.ts';

// Providers sign in with Telegram (DECISIONS.md, "The business on its page"): the Login Widget's answer checked on
// the server with the bot token, never accepted old or twice; the bot's "Kabinet" signed in by the Mini App's init
// data; linking and unlinking; a Telegram-only account adding an e-mail and a password. Real app, real PostgreSQL,
// real SMTP on loopback, the fake Bot API.
let smtp: SmtpSink;
let t: TelegramTestApp;
beforeAll(async () => {
  smtp = await new SmtpSink().start();
  t = await startTelegramApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

let nextId = 510_000;
const telegramUser = (extra: Partial<WidgetUser> = {}): WidgetUser => ({
  id: ++nextId,
  first_name: 'Malika',
  last_name: 'Rahimova',
  username: `malika_${nextId}`,
  ...extra,
});
const signIn = (answer: Record<string, unknown>, client = t.app.client()) => client.post('/api/auth/telegram', answer);
const sessionId = (client: { cookieHeader: string }) => /qabul\.sid=([^;]+)/.exec(client.cookieHeader)?.[1];

describe('the Login Widget answer', () => {
  it('matches Telegram’s own rule (SHA256 of the token as the key), not the Mini App’s', () => {
    const user = telegramUser();
    const answer = widgetAnswer(user, BOT_TOKEN);
    expect(checkTelegramLogin(answer, BOT_TOKEN).id).toBe(user.id);
    // Signed as Mini App init data is (HMAC key "WebAppData"): the same fields do not pass.
    const lines = Object.entries(answer)
      .filter(([key]) => key !== 'hash')
      .map(([key, value]) => `${key}=${value}`)
      .sort()
      .join('\n');
    const webAppKey = createHmac('sha256', 'WebAppData').update(BOT_TOKEN).digest();
    const forged = { ...answer, hash: createHmac('sha256', webAppKey).update(lines).digest('hex') };
    expect(() => checkTelegramLogin(forged, BOT_TOKEN)).toThrow('bad_hash');
  });
});

describe('POST /api/auth/telegram', () => {
  it('registers a Telegram-only provider (201): no e-mail, no password, a username from Telegram, signed in', async () => {
    const user = telegramUser();
    const client = t.app.client();
    const reply = await signIn(widgetAnswer(user, BOT_TOKEN), client);
    expect(reply.status).toBe(201);
    expect(TelegramSignInResponse.safeParse(reply.body).success).toBe(true);
    expect(reply.body).toMatchObject({
      registered: true,
      requiresSubscriptionSelection: true,
      username: user.username,
      firstName: 'Malika',
      lastName: 'Rahimova',
      email: null,
      emailVerified: false,
      emailLogin: false,
      telegramSignIn: true,
      telegramLinked: true,
      telegramUsername: user.username,
    });
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(UserResponse.safeParse(me.body).success).toBe(true);
    // The business is made as for any provider: its owner is its master.
    expect((await client.get('/api/staff')).body).toHaveLength(1);
  });

  it('signs the same Telegram user in again (200) to the same account, on a fresh session id', async () => {
    const user = telegramUser();
    const first = await signIn(widgetAnswer(user, BOT_TOKEN));
    const client = t.app.client();
    await client.get('/api/session');
    const planted = sessionId(client);
    const again = await signIn(widgetAnswer(user, BOT_TOKEN), client);
    expect(again.status).toBe(200);
    expect(TelegramSignInResponse.safeParse(again.body).success).toBe(true);
    expect(again.body).toMatchObject({ id: first.body.id, registered: false });
    expect(sessionId(client)).toBeDefined();
    expect(sessionId(client)).not.toBe(planted);
    expect((await client.get('/api/user')).body.id).toBe(first.body.id);
  });

  it('refuses a hash that does not match (a field changed, or signed with another token) with 401, signing nobody in', async () => {
    const user = telegramUser();
    const answer = widgetAnswer(user, BOT_TOKEN);
    const client = t.app.client();
    for (const forged of [
      { ...answer, id: Number(answer.id) + 1 },
      { ...answer, first_name: 'Attacker' },
      { ...answer, username: 'someone_else' },
      widgetAnswer(user, '999:another-bot-token'),
      { ...answer, hash: '0'.repeat(64) },
    ]) {
      const reply = await signIn(forged, client);
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ code: 'unauthorized', message: "Telegram ma'lumotlari tasdiqlanmadi" });
    }
    expect((await client.get('/api/user')).status).toBe(401);
    expect(await sqlOf(t.app)('select id from users where telegram_user_id = ?', [user.id])).toEqual([]);
  });

  it('refuses an answer older than 24 hours, and one from the future', async () => {
    const user = telegramUser();
    const old = await signIn(widgetAnswer(user, BOT_TOKEN, new Date(Date.now() - 24 * 3_600_000 - 60_000)));
    expect(old.status).toBe(401);
    expect(old.body.message).toBe("Telegram orqali kirish muddati o'tgan. Qaytadan urinib ko'ring");
    const future = await signIn(widgetAnswer(user, BOT_TOKEN, new Date(Date.now() + 10 * 60_000)));
    expect(future.status).toBe(401);
    const fresh = await signIn(widgetAnswer(user, BOT_TOKEN, new Date(Date.now() - 23 * 3_600_000)));
    expect(fresh.status).toBe(201);
  });

  it('makes a replayed answer useless: the second use is 401 and starts no session', async () => {
    const user = telegramUser();
    const answer = widgetAnswer(user, BOT_TOKEN);
    expect((await signIn(answer)).status).toBe(201);
    const thief = t.app.client();
    const replay = await signIn(answer, thief);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe("Bu Telegram kirishi allaqachon ishlatilgan. Qaytadan urinib ko'ring");
    expect((await thief.get('/api/user')).status).toBe(401);
  });

  it('registers one account when two answers of one new Telegram user arrive at once', async () => {
    const user = telegramUser();
    const replies = await Promise.all([signIn(widgetAnswer(user, BOT_TOKEN)), signIn(widgetAnswer(user, BOT_TOKEN))]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 201]);
    expect(replies[0]!.body.id).toBe(replies[1]!.body.id);
    expect(await sqlOf(t.app)('select id from users where telegram_user_id = ?', [user.id])).toHaveLength(1);
  });

  it('refuses bad input with 400, in the reader’s language', async () => {
    const reply = await t.app.client().post('/api/auth/telegram', { id: 'abc', hash: 'nothex' }, { 'accept-language': 'ru' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'validation', message: 'Данные Telegram не подтверждены' });
  });

  it('answers 503 where no bot token can check the answer, and says so in /api/config', async () => {
    const bare = await startTestApp();
    try {
      const reply = await bare.client().post('/api/auth/telegram', widgetAnswer(telegramUser(), BOT_TOKEN));
      expect(reply.status).toBe(503);
      expect((await bare.client().get('/api/config')).body).not.toHaveProperty('telegramLoginEnabled');
      expect((await bare.client().get('/api/config')).body).not.toHaveProperty('telegramBotId');
    } finally {
      await bare.close();
    }
    expect((await t.app.client().get('/api/config')).body).toMatchObject({
      telegramBotUsername: 'qabul_test_bot',
      telegramLoginEnabled: true,
      // The web's "Telegram orqali kirish" sends the browser to Telegram's page with this id, never the token.
      telegramBotId: 123456789,
    });
    expect(JSON.stringify((await t.app.client().get('/api/config')).body)).not.toContain('TEST-token');
  });
});

describe('linking Telegram to an account, and unlinking it', () => {
  it('links the Telegram that signed in once with the widget; it then signs in to this account', async () => {
    const provider = await providerWithService(t.app);
    const user = telegramUser();
    const linked = await provider.client.post('/api/user/telegram', widgetAnswer(user, BOT_TOKEN));
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({
      id: provider.user.id,
      telegramSignIn: true,
      telegramLinked: true,
      telegramUsername: user.username,
    });
    const phone = t.app.client();
    const signedIn = await signIn(widgetAnswer(user, BOT_TOKEN), phone);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ id: provider.user.id, email: provider.email, registered: false });
  });

  it('refuses with 409 a Telegram that signs in to another account, and a forged or used answer with 401', async () => {
    const user = telegramUser();
    await signIn(widgetAnswer(user, BOT_TOKEN));
    const provider = await providerWithService(t.app);
    const taken = await provider.client.post('/api/user/telegram', widgetAnswer(user, BOT_TOKEN));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'conflict', message: 'Bu Telegram hisobi boshqa Qabul hisobiga ulangan' });
    const forged = await provider.client.post('/api/user/telegram', { ...widgetAnswer(telegramUser(), BOT_TOKEN), first_name: 'X' });
    expect(forged.status).toBe(401);
    expect((await t.app.client().post('/api/user/telegram', widgetAnswer(telegramUser(), BOT_TOKEN))).status).toBe(401);
    expect((await provider.client.get('/api/user')).body.telegramSignIn).toBe(false);
  });

  it('checks a linking answer as a sign-in: one over 24 hours old or used once already links nothing (401)', async () => {
    const provider = await providerWithService(t.app);
    const user = telegramUser();
    const old = await provider.client.post(
      '/api/user/telegram',
      widgetAnswer(user, BOT_TOKEN, new Date(Date.now() - 24 * 3_600_000 - 60_000)),
    );
    expect(old.status).toBe(401);
    expect(old.body.message).toBe("Telegram orqali kirish muddati o'tgan. Qaytadan urinib ko'ring");
    // An answer that signed someone in already cannot be replayed to link that Telegram to another account.
    const answer = widgetAnswer(user, BOT_TOKEN);
    expect((await signIn(answer)).status).toBe(201);
    const replayed = await provider.client.post('/api/user/telegram', answer);
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe("Bu Telegram kirishi allaqachon ishlatilgan. Qaytadan urinib ko'ring");
    expect((await provider.client.get('/api/user')).body).toMatchObject({ id: provider.user.id, telegramSignIn: false });
  });

  it('unlinks only while the account keeps another way in', async () => {
    const provider = await providerWithService(t.app);
    const user = telegramUser();
    await provider.client.post('/api/user/telegram', widgetAnswer(user, BOT_TOKEN));
    expect((await provider.client.delete('/api/user/telegram')).status).toBe(204);
    expect((await provider.client.get('/api/user')).body).toMatchObject({ telegramSignIn: false, telegramLinked: false });
    // That Telegram now signs in to nobody's account: it would register its own.
    expect((await signIn(widgetAnswer(user, BOT_TOKEN))).body).toMatchObject({ registered: true });

    const only = t.app.client();
    await signIn(widgetAnswer(telegramUser(), BOT_TOKEN), only);
    const refused = await only.delete('/api/user/telegram');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("email va parol qo'shing");
    expect((await only.get('/api/user')).body.telegramSignIn).toBe(true);
    expect((await t.app.client().delete('/api/user/telegram')).status).toBe(401);
  });
});

describe('a Telegram-only account adds an e-mail and a password', () => {
  it('keeps the e-mail waiting until its link is opened; only then does it sign in', async () => {
    const client = t.app.client();
    await signIn(widgetAnswer(telegramUser(), BOT_TOKEN), client);
    const email = `tg-owner-${nextId}@example.uz`;
    const added = await client.put('/api/user/credentials', { email, password: 'yangi-parol-1' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ email: null, pendingEmail: email, emailLogin: true, emailVerified: false });
    // Not proven yet: the address signs nobody in, and nobody else is kept from registering it.
    expect((await t.app.client().post('/api/login', { username: email, password: 'yangi-parol-1' })).status).toBe(401);

    const proved = await t.app.client().post('/api/auth/verify-email', { token: await verificationToken(smtp, email) });
    expect(proved.status).toBe(200);
    expect((await client.get('/api/user')).body).toMatchObject({ email, pendingEmail: null, emailVerified: true });
    const login = await t.app.client().post('/api/login', { username: email, password: 'yangi-parol-1' });
    expect(login.status).toBe(200);
    expect(login.body.telegramSignIn).toBe(true);
    // Now Telegram may go: the account keeps its e-mail and password.
    expect((await client.delete('/api/user/telegram')).status).toBe(204);
  });

  it('refuses a second password (409), a missing e-mail (400), an address another account holds (409), a short password (400)', async () => {
    const client = t.app.client();
    await signIn(widgetAnswer(telegramUser(), BOT_TOKEN), client);
    const noEmail = await client.put('/api/user/credentials', { password: 'yangi-parol-1' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors).toHaveProperty('email');
    expect((await client.put('/api/user/credentials', { email: `x${nextId}@example.uz`, password: 'short' })).status).toBe(400);
    const provider = await providerWithService(t.app);
    const taken = await client.put('/api/user/credentials', { email: provider.email, password: 'yangi-parol-1' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('email_taken');
    expect((await client.get('/api/user')).body).toMatchObject({ emailLogin: false, pendingEmail: null });
    expect((await provider.client.put('/api/user/credentials', { password: 'yangi-parol-1' })).status).toBe(409);
    expect((await t.app.client().put('/api/user/credentials', { email: 'a@example.uz', password: 'yangi-parol-1' })).status).toBe(401);
  });
});

describe('the bot’s "Kabinet" (POST /api/telegram/sign-in)', () => {
  const initData = (user: WidgetUser, authDate = new Date()) =>
    signInitData({ user: { id: user.id, first_name: user.first_name, username: user.username }, chat_type: 'sender' }, BOT_TOKEN, authDate);

  it('starts a web session for the account this Telegram user signs in to', async () => {
    const user = telegramUser();
    const registered = await signIn(widgetAnswer(user, BOT_TOKEN));
    const inTelegram = t.app.client();
    const reply = await inTelegram.post('/api/telegram/sign-in', { initData: initData(user) });
    expect(reply.status).toBe(200);
    expect(LoginResponse.safeParse(reply.body).success).toBe(true);
    expect(reply.body.id).toBe(registered.body.id);
    expect((await inTelegram.get('/api/user')).body.id).toBe(registered.body.id);
  });

  it('never makes an account (404), and refuses launch data that is forged or over an hour old (401)', async () => {
    const stranger = telegramUser();
    const none = await t.app.client().post('/api/telegram/sign-in', { initData: initData(stranger) });
    expect(none.status).toBe(404);
    expect(await sqlOf(t.app)('select id from users where telegram_user_id = ?', [stranger.id])).toEqual([]);
    const user = telegramUser();
    await signIn(widgetAnswer(user, BOT_TOKEN));
    const old = t.app.client();
    expect((await old.post('/api/telegram/sign-in', { initData: initData(user, new Date(Date.now() - 61 * 60_000)) })).status).toBe(401);
    expect((await old.get('/api/user')).status).toBe(401);
    const forged = initData(user).replace(/hash=[0-9a-f]+/, () => `hash=${'a'.repeat(64)}`);
    expect((await t.app.client().post('/api/telegram/sign-in', { initData: forged })).status).toBe(401);
  });

  it("signs in an account whose chat was linked with the profile's one-time link, as before this change", async () => {
    const provider = await providerWithService(t.app);
    const link = await provider.client.post('/api/telegram/link-token');
    const token = /start=p_([\w-]+)/.exec(link.body.link)?.[1];
    const user = telegramUser();
    const response = await t.deliver(
      commandUpdate({ id: user.id, first_name: user.first_name, username: user.username }, `/start p_${token}`),
    );
    expect(response.status).toBe(200);
    await t.fake.waitFor((c) => c.method === 'sendMessage' && Number(c.payload.chat_id) === user.id);
    const reply = await t.app.client().post('/api/telegram/sign-in', { initData: initData(user) });
    expect(reply.status).toBe(200);
    expect(reply.body.id).toBe(provider.user.id);
  });
});
