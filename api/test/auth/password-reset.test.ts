import { randomUUID } from 'node:crypto';
import { BACKGROUND } from '../../src/background.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse } from '../../src/contracts/responses.ts';
import { SmtpSink } from '../notifications/support/smtp-sink.ts';
import { sqlOf } from '../support/admin-fixtures.ts';
import { readMail } from '../support/identity-mail.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// "Parolni unutdingizmi?" (DECISIONS.md, "The business on its page"): always 202, a link by real SMTP on loopback that
// works once within an hour, and a reset ends every session of the account. Rate limits are on, as in production.
let smtp: SmtpSink;
let app: TestApp;
beforeAll(async () => {
  smtp = await new SmtpSink().start();
  app = await startTestApp({ SMTP_URL: smtp.url }, { background: BACKGROUND });
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
});

const RESET_SUBJECT = { uz: 'Qabul: parolni tiklash', ru: 'Qabul: сброс пароля' };

async function account(tag: string, extra: Record<string, unknown> = {}) {
  const email = `${tag}-${randomUUID().slice(0, 8)}@example.uz`;
  const client = app.client();
  const reply = await client.post('/api/register', {
    firstName: 'Malika',
    lastName: 'Rahimova',
    email,
    password: 'eski-parol-1',
    ...extra,
  });
  expect(reply.status).toBe(201);
  return { client, email, id: reply.body.id as string };
}

/** The token of the `nth` reset e-mail that reached `email`. */
async function resetToken(email: string, nth = 1, subject = RESET_SUBJECT.uz): Promise<string> {
  const mails = () => smtp.received.filter((mail) => mail.to.includes(email) && readMail(mail.raw).subject === subject);
  if (mails().length < nth) await smtp.waitFor(() => mails().length >= nth);
  const { text } = readMail(mails()[nth - 1]!.raw);
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=([\w-]+)/.exec(text);
  if (!link) throw new Error(`no reset link in: ${text}`);
  return link[1]!;
}

const ask = (email: string, client = app.client()) => client.post('/api/auth/password-reset', { email });
const confirm = (token: string, password: string, client = app.client()) =>
  client.post('/api/auth/password-reset/confirm', { token, password });
const login = (email: string, password: string) => app.client().post('/api/login', { username: email, password });

describe('POST /api/auth/password-reset', () => {
  it('answers 202 with the same words whether the address has an account or not, and mails only an account', async () => {
    const known = await account('known');
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.uz`;
    const a = await ask(known.email);
    const b = await ask(unknown);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body).toEqual(b.body);
    expect(a.body).toEqual({ message: "Agar bu email bilan hisob bo'lsa, unga parolni tiklash havolasi yuborildi" });
    const token = await resetToken(known.email);
    expect(token.length).toBeGreaterThan(20);
    const mail = readMail(smtp.received.find((m) => m.to.includes(known.email) && readMail(m.raw).subject === RESET_SUBJECT.uz)!.raw);
    expect(mail.text).toContain(`${app.url}/auth/reset-password?token=${token}`);
    expect(mail.text).toContain('1 soat');
    expect(smtp.received.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it("writes the link in the account's own language", async () => {
    const known = await account('rus');
    await known.client.put('/api/user/profile', { ...(await known.client.get('/api/user')).body, language: 'ru' });
    await ask(known.email);
    const token = await resetToken(known.email, 1, RESET_SUBJECT.ru);
    const mail = smtp.received.map((m) => readMail(m.raw)).find((m) => m.text.includes(token))!;
    expect(mail.text).toContain('Ссылка действует 1 час');
  });

  it('writes the proof of the address and the reset in the language of the page the person registered on', async () => {
    const rus = await account('ru-page', { language: 'ru' });
    expect((await rus.client.get('/api/user')).body.language).toBe('ru');
    await smtp.waitFor((m) => m.to.includes(rus.email) && readMail(m.raw).subject === 'Qabul: подтвердите ваш email');
    await ask(rus.email);
    const token = await resetToken(rus.email, 1, RESET_SUBJECT.ru);
    expect(smtp.received.map((m) => readMail(m.raw)).find((m) => m.text.includes(token))!.text).toContain('Ссылка действует 1 час');

    // A client that names no language: the request's (the page's `lang` cookie, else Accept-Language) is kept.
    const email = `cyrl-${randomUUID().slice(0, 8)}@example.uz`;
    const client = app.client();
    const reply = await client.post(
      '/api/register',
      { firstName: 'Malika', lastName: 'Rahimova', email, password: 'eski-parol-1' },
      { cookie: 'lang=uz-Cyrl' },
    );
    expect(reply.status).toBe(201);
    expect(reply.body.language).toBe('uz-Cyrl');
    await ask(email);
    await resetToken(email, 1, 'Qabul: паролни тиклаш');

    const unknown = await app.client().post('/api/register', {
      firstName: 'Malika',
      lastName: 'Rahimova',
      email: `en-${randomUUID().slice(0, 8)}@example.uz`,
      password: 'eski-parol-1',
      language: 'en',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty('language');
  });

  it('keeps only a hash of the link at rest', async () => {
    const known = await account('hash');
    await ask(known.email);
    const token = await resetToken(known.email);
    const rows = await sqlOf(app)('select token_hash from password_resets where user_id = ?', [known.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(JSON.stringify(await sqlOf(app)(`select payload from background_jobs where kind = 'password_reset'`))).not.toContain(token);
  });

  it('limits asks per e-mail (3 an hour) and per address (10 an hour) with 429 and Retry-After', async () => {
    const known = await account('limit');
    for (let i = 0; i < 3; i += 1) expect((await ask(known.email)).status).toBe(202);
    const fourth = await ask(known.email);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    const sameAddress = app.client();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await ask(`spray-${i}-${randomUUID().slice(0, 6)}@example.uz`, sameAddress)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses[10]).toBe(429);
  });

  it('refuses a malformed address with 400', async () => {
    const reply = await app.client().post('/api/auth/password-reset', { email: 'not-an-email' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toHaveProperty('email');
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password once, ends every session, and signs this device in afresh', async () => {
    const owner = await account('once');
    const laptop = app.client();
    expect((await laptop.post('/api/login', { username: owner.email, password: 'eski-parol-1' })).status).toBe(200);
    await ask(owner.email);
    const token = await resetToken(owner.email);

    const device = app.client();
    const reset = await confirm(token, 'yangi-parol-2', device);
    expect(reset.status).toBe(200);
    expect(LoginResponse.safeParse(reset.body).success).toBe(true);
    expect(reset.body.id).toBe(owner.id);
    expect((await device.get('/api/user')).body.id).toBe(owner.id);
    // Every other session ended.
    expect((await owner.client.get('/api/user')).status).toBe(401);
    expect((await laptop.get('/api/user')).status).toBe(401);
    expect((await login(owner.email, 'eski-parol-1')).status).toBe(401);
    expect((await login(owner.email, 'yangi-parol-2')).status).toBe(200);
    // The link works once.
    const again = await confirm(token, 'uchinchi-parol-3');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Parolni tiklash havolasi yaroqsiz yoki allaqachon ishlatilgan');
    expect((await login(owner.email, 'uchinchi-parol-3')).status).toBe(401);
  });

  it('refuses a link older than an hour, and leaves the password as it was', async () => {
    const owner = await account('late');
    await ask(owner.email);
    const token = await resetToken(owner.email);
    await sqlOf(app)(`update password_resets set expires_at = now() - interval '1 second' where user_id = ?`, [owner.id]);
    const late = await confirm(token, 'yangi-parol-2');
    expect(late.status).toBe(400);
    expect(late.body.message).toBe("Parolni tiklash havolasining muddati o'tgan. Yangi havola so'rang");
    expect((await login(owner.email, 'eski-parol-1')).status).toBe(200);
    expect((await owner.client.get('/api/user')).status).toBe(200);
  });

  it('makes every other link of the account worthless once one is used', async () => {
    const owner = await account('two');
    await ask(owner.email);
    await ask(owner.email);
    const first = await resetToken(owner.email, 1);
    const second = await resetToken(owner.email, 2);
    expect((await confirm(second, 'yangi-parol-2')).status).toBe(200);
    expect((await confirm(first, 'boshqa-parol-3')).status).toBe(400);
  });

  it('refuses a link whose address is no longer the account’s', async () => {
    const owner = await account('moved');
    await ask(owner.email);
    const token = await resetToken(owner.email);
    const me = (await owner.client.get('/api/user')).body;
    const moved = await owner.client.put('/api/user/profile', { ...me, email: `moved-${randomUUID().slice(0, 8)}@example.uz` });
    expect(moved.status).toBe(200);
    expect((await confirm(token, 'yangi-parol-2')).status).toBe(400);
  });

  it('refuses a short password and a malformed token with 400', async () => {
    const owner = await account('bad');
    await ask(owner.email);
    const token = await resetToken(owner.email);
    const short = await confirm(token, '123');
    expect(short.status).toBe(400);
    expect(short.body.errors).toHaveProperty('password');
    expect((await confirm('x', 'yangi-parol-2')).status).toBe(400);
    // The short try did not use the link up.
    expect((await confirm(token, 'yangi-parol-2')).status).toBe(200);
  });
});
