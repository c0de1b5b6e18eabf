import { randomUUID } from 'node:crypto';
import { BACKGROUND } from '../src/background.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailVerifiedResponse, VerificationSentResponse } from '../src/contracts/responses.ts';
import { sqlOf } from './support/admin-fixtures.ts';
import { readMail, verificationToken } from './support/identity-mail.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { SmtpSink } from './notifications/support/smtp-sink.ts';

// The whole app with real SMTP on loopback: a password registration proves its e-mail with a link sent to it.
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

async function registered(tag: string) {
  const email = `${tag}-${randomUUID().slice(0, 8)}@example.uz`;
  const client = app.client();
  const reply = await client.post('/api/register', { firstName: 'Malika', lastName: 'Rahimova', email, password: 'secret123' });
  expect(reply.status).toBe(201);
  return { client, email, id: reply.body.id as string, body: reply.body };
}

const confirm = (token: string) => app.client().post('/api/auth/verify-email', { token });

describe('proving the e-mail of a password registration', () => {
  it('sends a link; the account works meanwhile; opening it proves the address, once', async () => {
    const user = await registered('link');
    expect(user.body.emailVerified).toBe(false);
    expect((await user.client.get('/api/user')).status).toBe(200);
    const token = await verificationToken(smtp, user.email);
    const mail = readMail(smtp.received.find((m) => m.to.includes(user.email))!.raw);
    expect(mail.text).toContain(`${app.url}/auth/verify-email?token=${token}`);
    expect(mail.text).toContain('24 soat');

    const proved = await confirm(token);
    expect(proved.status).toBe(200);
    expect(proved.body).toEqual({ message: 'Email manzilingiz tasdiqlandi', email: user.email });
    expect(EmailVerifiedResponse.safeParse(proved.body).success).toBe(true);
    expect((await user.client.get('/api/user')).body.emailVerified).toBe(true);
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Tasdiqlash havolasi yaroqsiz yoki allaqachon ishlatilgan');
  });

  it('keeps only a hash of the link at rest', async () => {
    const user = await registered('hash');
    const token = await verificationToken(smtp, user.email);
    const rows = await sqlOf(app)('select token_hash from email_verifications where user_id = ?', [user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(JSON.stringify(await sqlOf(app)(`select payload from background_jobs where kind = 'email_verification'`))).not.toContain(token);
  });

  it('refuses a link older than 24 hours with its own message', async () => {
    const user = await registered('old');
    const token = await verificationToken(smtp, user.email);
    await sqlOf(app)(`update email_verifications set expires_at = now() - interval '1 second' where user_id = ?`, [user.id]);
    const late = await confirm(token);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: 'validation', message: expect.stringContaining("muddati o'tgan") });
    expect((await user.client.get('/api/user')).body.emailVerified).toBe(false);
  });

  it('is not proven by merely fetching the link (a mail scanner): the page asks for a click that posts', async () => {
    const user = await registered('scanner');
    const token = await verificationToken(smtp, user.email);
    // What a scanner does with a link: GET it (the page), and GET the API path for good measure.
    await app.client().get(`/auth/verify-email?token=${token}`);
    const api = await app.client().get(`/api/auth/verify-email?token=${token}`);
    expect(api.status).toBeGreaterThanOrEqual(400);
    expect(api.status).toBeLessThan(500);
    expect((await user.client.get('/api/user')).body.emailVerified).toBe(false);
    expect((await confirm(token)).status).toBe(200);
  });

  it('answers junk tokens with 400, never a 5xx', async () => {
    for (const body of [{}, { token: '' }, { token: 'x'.repeat(500) }, { token: 42 }, { token: 'a'.repeat(43) }]) {
      const reply = await app.client().post('/api/auth/verify-email', body);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBeTruthy();
    }
  });
});

describe('asking for another link', () => {
  it('sends a new one to a signed-in unproven user, a few an hour; not to a proven user or a visitor', async () => {
    const user = await registered('resend');
    await verificationToken(smtp, user.email);
    const resent = await user.client.post('/api/auth/verify-email/resend');
    expect(resent.status).toBe(202);
    expect(resent.body.message).toContain(user.email);
    expect(VerificationSentResponse.safeParse(resent.body).success).toBe(true);
    const second = await verificationToken(smtp, user.email, 2);
    expect((await user.client.post('/api/auth/verify-email/resend')).status).toBe(202);
    expect((await user.client.post('/api/auth/verify-email/resend')).status).toBe(202);
    const limited = await user.client.post('/api/auth/verify-email/resend');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();

    expect((await confirm(second)).status).toBe(200);
    const proven = await user.client.post('/api/auth/verify-email/resend');
    expect(proven.status).toBe(409);
    expect(proven.body.message).toBe('Email manzilingiz allaqachon tasdiqlangan');
    expect((await app.client().post('/api/auth/verify-email/resend')).status).toBe(401);
  });
});

describe('changing the e-mail on the profile', () => {
  it('makes it unproven again; links to the old address stop working and the new address gets one', async () => {
    const user = await registered('change');
    const oldLink = await verificationToken(smtp, user.email);
    const resent = await user.client.post('/api/auth/verify-email/resend');
    expect(resent.status).toBe(202);
    const unusedOldLink = await verificationToken(smtp, user.email, 2);
    expect((await confirm(oldLink)).status).toBe(200);

    const newEmail = `moved-${Date.now()}@example.uz`;
    const changed = await user.client.put('/api/user/profile', {
      firstName: 'Malika',
      lastName: 'Rahimova',
      username: user.body.username,
      email: newEmail,
      timezone: 'Asia/Tashkent',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: newEmail, emailVerified: false });
    expect((await confirm(unusedOldLink)).status).toBe(400);
    expect((await confirm(await verificationToken(smtp, newEmail))).status).toBe(200);
    expect((await user.client.get('/api/user')).body).toMatchObject({ email: newEmail, emailVerified: true });
  });
});
