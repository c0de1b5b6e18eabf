import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSink } from '../notifications/support/smtp-sink.ts';
import { sqlOf } from '../support/admin-fixtures.ts';
import { FakeGoogle, googleEnv } from '../support/fake-google.ts';
import { googleRoundTrip } from '../support/google-fixtures.ts';
import type { HttpClient } from '../support/http-client.ts';
import { readMail, verificationToken } from '../support/identity-mail.ts';
import { widgetAnswer, type WidgetUser } from '../support/telegram-login.ts';
import { BOT_TOKEN, startTelegramApp, type TelegramTestApp } from '../telegram/support/telegram-app.ts';

// No way to take over another person's account (last turn's Google pre-registration fault, now with Telegram and
// password reset beside it): an address nobody proved brings nobody into an account, and whoever proves a mailbox
// gets the account of that address with nothing of the one who registered it without proving it.
let smtp: SmtpSink;
let google: FakeGoogle;
let t: TelegramTestApp;
beforeAll(async () => {
  smtp = await new SmtpSink().start();
  google = await new FakeGoogle().start();
  t = await startTelegramApp({ SMTP_URL: smtp.url, ...googleEnv(google) });
});
afterAll(async () => {
  await t.close();
  await google.stop();
  await smtp.stop();
});

let nextId = 620_000;
const telegramUser = (): WidgetUser => ({ id: ++nextId, first_name: 'Jasur', username: `jasur_${nextId}` });
const victimEmail = () => `victim-${randomUUID().slice(0, 8)}@example.uz`;
const widgetSignIn = (user: WidgetUser, client: HttpClient = t.app.client()) =>
  client.post('/api/auth/telegram', widgetAnswer(user, BOT_TOKEN));

/** The attacker registers the victim's address (never proven) and links their own Telegram to that account. */
async function plantedAccount(email: string) {
  const attacker = t.app.client();
  const planted = await attacker.post('/api/register', { firstName: 'Hujumchi', lastName: 'Aliyev', email, password: 'attacker-pw1' });
  expect(planted.status).toBe(201);
  expect(planted.body.emailVerified).toBe(false);
  const attackerTelegram = telegramUser();
  expect((await attacker.post('/api/user/telegram', widgetAnswer(attackerTelegram, BOT_TOKEN))).status).toBe(200);
  return { attacker, id: planted.body.id as string, attackerTelegram };
}

async function resetToken(email: string): Promise<string> {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && readMail(m.raw).subject === 'Qabul: parolni tiklash');
  return /reset-password\?token=([\w-]+)/.exec(readMail(mail.raw).text)![1]!;
}

describe('an address registered by someone who never proved it', () => {
  it("is the mailbox owner's after a password reset: the planter's password, sessions and Telegram are gone", async () => {
    const email = victimEmail();
    const { attacker, id, attackerTelegram } = await plantedAccount(email);
    expect((await t.app.client().post('/api/auth/password-reset', { email })).status).toBe(202);
    const owner = t.app.client();
    const reset = await owner.post('/api/auth/password-reset/confirm', { token: await resetToken(email), password: 'owner-pw-123' });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ id, email, emailVerified: true, telegramSignIn: false, telegramLinked: false });

    expect((await attacker.get('/api/user')).status).toBe(401);
    expect((await t.app.client().post('/api/login', { username: email, password: 'attacker-pw1' })).status).toBe(401);
    // The attacker's Telegram reaches the account no more: it would register an account of its own.
    const again = await widgetSignIn(attackerTelegram, t.app.client());
    expect(again.body).toMatchObject({ registered: true });
    expect(again.body.id).not.toBe(id);
  });

  it("is the Google user's after a Google sign-in, and the planter's Telegram goes with the rest", async () => {
    const email = victimEmail();
    const { id, attackerTelegram } = await plantedAccount(email);
    const owner = t.app.client();
    expect(await googleRoundTrip(owner, google, { email, email_verified: true, given_name: 'Egasi' })).toBe('/subscription-selection');
    expect((await owner.get('/api/user')).body).toMatchObject({ id, emailVerified: true, telegramSignIn: false });
    const again = await widgetSignIn(attackerTelegram, t.app.client());
    expect(again.body.id).not.toBe(id);
    const [row] = await sqlOf(t.app)('select telegram_user_id, telegram_chat_id from users where id = ?', [id]);
    expect(row).toEqual({ telegram_user_id: null, telegram_chat_id: null });
  });
});

describe('a Telegram account that gives someone else’s e-mail', () => {
  it('never holds it: the owner still registers it, and the pending link, even opened, cannot take it', async () => {
    const email = victimEmail();
    const attacker = t.app.client();
    await widgetSignIn(telegramUser(), attacker);
    expect((await attacker.put('/api/user/credentials', { email, password: 'attacker-pw1' })).status).toBe(200);
    // The link for the attacker's account goes to the owner's mailbox (the first one to arrive there).
    const pendingLink = await verificationToken(smtp, email, 1);
    // The attacker's password does not open anything with that address.
    expect((await t.app.client().post('/api/login', { username: email, password: 'attacker-pw1' })).status).toBe(401);
    // The owner is not kept from their own address.
    const owner = t.app.client();
    const registered = await owner.post('/api/register', { firstName: 'Egasi', lastName: 'Karimova', email, password: 'owner-pw-123' });
    expect(registered.status).toBe(201);
    // Opened (by mistake, or by the owner), that link gives the attacker nothing.
    const opened = await t.app.client().post('/api/auth/verify-email', { token: pendingLink });
    expect(opened.status).toBe(409);
    expect((await attacker.get('/api/user')).body).toMatchObject({ email: null });
    expect((await owner.get('/api/user')).status).toBe(200);
    expect((await t.app.client().post('/api/login', { username: email, password: 'owner-pw-123' })).body.id).toBe(registered.body.id);
  });

  it('cannot ask for an address another account holds (409), nor link a Telegram it cannot sign as (401)', async () => {
    const email = victimEmail();
    const owner = t.app.client();
    await owner.post('/api/register', { firstName: 'Egasi', lastName: 'Karimova', email, password: 'owner-pw-123' });
    const ownerTelegram = telegramUser();
    expect((await owner.post('/api/user/telegram', widgetAnswer(ownerTelegram, BOT_TOKEN))).status).toBe(200);

    const attacker = t.app.client();
    await widgetSignIn(telegramUser(), attacker);
    expect((await attacker.put('/api/user/credentials', { email, password: 'attacker-pw1' })).status).toBe(409);
    // Claiming the owner's Telegram needs Telegram's signature over it: a forged one, or the owner's used answer, fail.
    const forged = { ...widgetAnswer(telegramUser(), BOT_TOKEN), id: ownerTelegram.id };
    expect((await attacker.post('/api/user/telegram', forged)).status).toBe(401);
    const ownersAnswer = widgetAnswer(ownerTelegram, BOT_TOKEN);
    expect((await t.app.client().post('/api/auth/telegram', ownersAnswer)).status).toBe(200);
    expect((await attacker.post('/api/user/telegram', ownersAnswer)).status).toBe(401);
    expect((await owner.get('/api/user')).body.telegramSignIn).toBe(true);
  });
});

describe('a proven account', () => {
  it('keeps its Telegram through a password reset by its owner', async () => {
    const email = victimEmail();
    const owner = t.app.client();
    await owner.post('/api/register', { firstName: 'Egasi', lastName: 'Karimova', email, password: 'owner-pw-123' });
    expect((await t.app.client().post('/api/auth/verify-email', { token: await verificationToken(smtp, email) })).status).toBe(200);
    const ownerTelegram = telegramUser();
    await owner.post('/api/user/telegram', widgetAnswer(ownerTelegram, BOT_TOKEN));
    await t.app.client().post('/api/auth/password-reset', { email });
    const reset = await t.app
      .client()
      .post('/api/auth/password-reset/confirm', { token: await resetToken(email), password: 'new-owner-pw-1' });
    expect(reset.body).toMatchObject({ telegramSignIn: true });
    expect((await widgetSignIn(ownerTelegram, t.app.client())).body.id).toBe(reset.body.id);
  });
});
