import { randomUUID } from 'node:crypto';
import { BACKGROUND } from '../src/background.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../src/contracts/messages.uz.ts';
import { sqlOf } from './support/admin-fixtures.ts';
import { providerWithService } from './support/fixtures.ts';
import type { HttpClient } from './support/http-client.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { SmtpSink } from './notifications/support/smtp-sink.ts';
import { masterBody, salon } from './staff/support.ts';

// Every e-mail a user can make Qabul send is limited, so nobody turns it into a mail cannon: verification links
// (another one, or a changed address) and invitations (per master, per business, per address, and only for masters
// the plan allows). The whole app with its rate limits on and real SMTP on loopback.
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

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address)).length;

/** Waits until `count` e-mails reached `address`; then no more may come. */
async function received(address: string, count: number) {
  await smtp.waitFor(() => mailsTo(address) >= count);
  expect(mailsTo(address)).toBe(count);
}

function expectTooMany(reply: { status: number; body: any; headers: Headers }) {
  expect(reply.status).toBe(429);
  expect(reply.body).toEqual({ code: 'rate_limited', message: uz.rateLimit });
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('verification e-mails', () => {
  it('switching the profile e-mail back and forth counts against the resend limit: past it 429, the address unchanged, no e-mail', async () => {
    const first = `first-${randomUUID().slice(0, 8)}@example.uz`;
    const second = `second-${randomUUID().slice(0, 8)}@example.uz`;
    const client = app.client();
    const registered = await client.post('/api/register', {
      firstName: 'Malika',
      lastName: 'Rahimova',
      email: first,
      password: 'secret123',
    });
    expect(registered.status).toBe(201);
    await received(first, 1);
    const profile = (email: string) =>
      client.put('/api/user/profile', {
        firstName: 'Malika',
        lastName: 'Rahimova',
        username: registered.body.username,
        email,
        timezone: 'Asia/Tashkent',
      });

    // Three changes an hour, each with its link planned (the limit of "send the link again"); a link for an address
    // changed again before it left is not sent at all.
    expect((await profile(second)).status).toBe(200);
    expect((await profile(first)).status).toBe(200);
    expect((await profile(second)).status).toBe(200);

    expectTooMany(await profile(first));
    expect((await client.get('/api/user')).body).toMatchObject({ email: second, emailVerified: false });
    // The same limit: "send the link again" is refused too.
    expectTooMany(await client.post('/api/auth/verify-email/resend'));
    // Nothing more was planned to leave: the registration's link and the three changes' links, no more.
    const planned = await sqlOf(app)(
      `select count(*)::int as n from background_jobs where kind = 'email_verification' and payload->>'userId' = ?`,
      [registered.body.id],
    );
    expect(planned).toEqual([{ n: 4 }]);
  });
});

describe('invitations', () => {
  it("a Freemium business cannot invite a master beyond its plan's one (the owner): 409 with the reason, no e-mail", async () => {
    const provider = await providerWithService(app);
    const email = `stranger-${randomUUID().slice(0, 8)}@example.uz`;
    const created = await provider.client.post('/api/staff', masterBody('Begona', [], { isActive: false, email }));
    expect(created.status).toBe(201);
    const refused = await provider.client.post(`/api/staff/${created.body.id}/invite`, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 'plan_limit', message: uz.staff.inviteBeyondPlan.replace('{limit}', '1') });
    expect(mailsTo(email)).toBe(0);
  });

  it('a business sends at most 10 invitations an hour over all its masters; the next is 429', async () => {
    const shop = await salon(app, 4);
    for (const [i, master] of shop.masters.entries()) {
      const email = `team-${i}-${randomUUID().slice(0, 8)}@example.uz`;
      expect((await shop.client.put(`/api/staff/${master.id}`, masterBody(master.name, [shop.service.id], { email }))).status).toBe(200);
    }
    const invite = (master: { id: string }) => shop.client.post(`/api/staff/${master.id}/invite`, {});
    const [a, b, c, d] = shop.masters as Array<{ id: string }>;
    for (const master of [a, a, a, b, b, b, c, c, c, d]) expect((await invite(master as { id: string })).status).toBe(200);
    expectTooMany(await invite(d as { id: string }));
  });

  it('one address gets at most 5 invitations a day, from any business; the next is 429', async () => {
    const target = `wanted-${randomUUID().slice(0, 8)}@example.uz`;
    const invited = async (client: HttpClient, master: { id: string; name: string }, serviceId: number) => {
      expect((await client.put(`/api/staff/${master.id}`, masterBody(master.name, [serviceId], { email: target }))).status).toBe(200);
      return client.post(`/api/staff/${master.id}/invite`, {});
    };
    const one = await salon(app, 2);
    const other = await salon(app, 2);
    const [a, b] = one.masters as [{ id: string; name: string }, { id: string; name: string }];
    const [c, d] = other.masters as [{ id: string; name: string }, { id: string; name: string }];
    for (const master of [a, a, b]) expect((await invited(one.client, master, one.service.id)).status).toBe(200);
    for (const master of [c, c]) expect((await invited(other.client, master, other.service.id)).status).toBe(200);
    expectTooMany(await invited(other.client, d, other.service.id));
    await received(target, 5);
  });
});
