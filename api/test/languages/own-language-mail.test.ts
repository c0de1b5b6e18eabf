import { randomUUID } from 'node:crypto';
import { BACKGROUND } from '../../src/background.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client.ts';
import { readMail } from '../support/identity-mail.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { SmtpSink } from '../notifications/support/smtp-sink.ts';
import { masterBody, salon } from '../staff/support.ts';

// The whole app with real SMTP on loopback: a provider's and a master's e-mails follow their own profile language.
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

const mailTo = async (email: string, subject: RegExp) =>
  readMail((await smtp.waitFor((m) => m.to.includes(email) && subject.test(readMail(m.raw).subject))).raw);

async function setLanguage(client: HttpClient, language: string) {
  const me = (await client.get('/api/user')).body;
  const profile = { firstName: me.firstName, lastName: me.lastName, username: me.username, email: me.email, timezone: me.timezone };
  const reply = await client.put('/api/user/profile', { ...profile, language });
  expect(reply.body.language).toBe(language);
  return profile;
}

describe("e-mails in their reader's own language", () => {
  it("a provider who reads Russian gets the new address's proof link in Russian", async () => {
    const client = app.client();
    const first = `ru-${randomUUID().slice(0, 8)}@example.uz`;
    expect((await client.post('/api/register', { firstName: 'Olga', lastName: 'Kim', email: first, password: 'secret123' })).status).toBe(
      201,
    );
    // The first link went out in Uzbek (Latin), the language every account starts with.
    expect((await mailTo(first, /^Qabul:/)).subject).toBe('Qabul: email manzilingizni tasdiqlang');
    const profile = await setLanguage(client, 'ru');
    const second = `ru-${randomUUID().slice(0, 8)}@example.uz`;
    expect((await client.put('/api/user/profile', { ...profile, email: second })).status).toBe(200);
    const mail = await mailTo(second, /^Qabul:/);
    expect(mail.subject).toBe('Qabul: подтвердите ваш email');
    expect(mail.text).toContain('Здравствуйте, Olga Kim!');
    expect(mail.text).toContain('Ссылка действует 24 часа');
    expect(mail.text).toContain('Это письмо отправлено Qabul автоматически.');
  });

  it("a master's invitation speaks the owner's language; the master's account then keeps a language of its own", async () => {
    const shop = await salon(app, 1);
    await setLanguage(shop.client, 'uz-Cyrl');
    const [master] = shop.masters as [{ id: string; name: string }];
    const masterEmail = `usta-${randomUUID().slice(0, 8)}@example.uz`;
    expect(
      (await shop.client.put(`/api/staff/${master.id}`, masterBody(master.name, [shop.service.id], { email: masterEmail }))).status,
    ).toBe(200);
    expect((await shop.client.post(`/api/staff/${master.id}/invite`, {})).status).toBe(200);
    const invitation = await mailTo(masterEmail, /таклиф қилди/);
    expect(invitation.subject).toMatch(/^Aziz Karimov сизни Qabul’даги жамоасига таклиф қилди$/);
    expect(invitation.text).toContain(`Ассалому алайкум, ${master.name}!`);
    const token = /\/auth\/staff-invite\?token=([\w-]+)/.exec(invitation.text)?.[1];

    const account = app.client();
    await account.post('/api/register', { firstName: 'Sardor', lastName: 'Usmonov', email: masterEmail, password: 'secret123' });
    expect((await account.post('/api/staff/invitations/accept', { token })).status).toBe(200);
    expect((await account.get('/api/user')).body.language).toBe('uz');
    await setLanguage(account, 'ru');
    expect((await account.get('/api/user')).body.language).toBe('ru');
    expect((await shop.client.get('/api/user')).body.language).toBe('uz-Cyrl');
  });
});
