import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { SmtpSink } from '../notifications/support/smtp-sink.ts';
import type { HttpClient } from '../support/http-client.ts';
import { readMail } from '../support/identity-mail.ts';
import { halfHours, planId, providerWithService, WEEK } from '../support/fixtures.ts';
import type { TestApp } from '../support/test-app.ts';

export const everyDay = (from: string, to: string) => Object.fromEntries(WEEK.map((day) => [day, halfHours(from, to)]));

export function masterBody(name: string, serviceIds: number[], extra: Record<string, unknown> = {}) {
  return { name, title: 'Usta', serviceIds, availability: {}, isActive: true, ...extra };
}

/** A salon on the Business plan (its trial) with one service and `count` masters besides the owner's own. */
export async function salon(app: TestApp, count: number, hours: Array<Record<string, string[]>> = []) {
  const provider = await providerWithService(app);
  const selected = await provider.client.post('/api/select-subscription-plan', { planId: await planId(provider.client, 'business') });
  if (selected.status !== 200 && selected.status !== 201) throw new Error(`plan: ${JSON.stringify(selected.body)}`);
  const team = await provider.client.get('/api/staff');
  const owner = team.body[0] as { id: string; name: string };
  const masters: Array<{ id: string; name: string }> = [];
  for (let i = 0; i < count; i += 1) {
    const created = await provider.client.post(
      '/api/staff',
      masterBody(`Usta ${i + 1} ${randomUUID().slice(0, 4)}`, [provider.service.id], { availability: hours[i] ?? {} }),
    );
    if (created.status !== 201) throw new Error(`master: ${JSON.stringify(created.body)}`);
    masters.push(created.body);
  }
  return { ...provider, owner, masters };
}

/** Takes the owner's own master off the service, so only the added masters do it. */
export async function ownerOffService(client: HttpClient, owner: { id: string; name: string }) {
  const reply = await client.put(`/api/staff/${owner.id}`, masterBody(owner.name, []));
  if (reply.status !== 200) throw new Error(`owner: ${JSON.stringify(reply.body)}`);
}

/** The token of the invitation e-mail that reached `email` (real SMTP on loopback). */
export async function invitationToken(smtp: SmtpSink, email: string): Promise<string> {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && /staff-invite/.test(readMail(m.raw).text));
  const { text, subject } = readMail(mail.raw);
  expect(subject).toContain('jamoasiga taklif qildi');
  const link = /https?:\/\/\S+\/auth\/staff-invite\?token=([\w-]+)/.exec(text);
  if (!link?.[1]) throw new Error(`no invitation link in: ${text}`);
  return link[1];
}

/** A new account, signed in. */
export async function registered(app: TestApp, tag: string): Promise<{ client: HttpClient; email: string }> {
  const email = `${tag}-${randomUUID().slice(0, 8)}@example.uz`;
  const client = app.client();
  const reply = await client.post('/api/register', { firstName: 'Sardor', lastName: 'Usmonov', email, password: 'secret123' });
  expect(reply.status).toBe(201);
  return { client, email };
}

/** The owner gives the master an e-mail and invites them; a new account accepts. Answers the master's client and the token. */
export async function inviteAndSignIn(
  app: TestApp,
  smtp: SmtpSink,
  owner: HttpClient,
  master: { id: string; name: string },
  serviceIds: number[],
): Promise<{ client: HttpClient; token: string }> {
  const masterEmail = `usta-${randomUUID().slice(0, 8)}@example.uz`;
  const withEmail = await owner.put(`/api/staff/${master.id}`, masterBody(master.name, serviceIds, { email: masterEmail }));
  expect(withEmail.status).toBe(200);
  expect((await owner.post(`/api/staff/${master.id}/invite`, {})).status).toBe(200);
  const token = await invitationToken(smtp, masterEmail);
  const account = await registered(app, 'usta');
  const accepted = await account.client.post('/api/staff/invitations/accept', { token });
  expect(accepted.status).toBe(200);
  expect(accepted.body).toMatchObject({ id: master.id, accepted: true });
  return { client: account.client, token };
}
