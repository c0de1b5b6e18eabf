import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../src/contracts/messages.uz.ts';
import { sqlOf } from '../support/admin-fixtures.ts';
import type { FakeGoogle } from '../support/fake-google.ts';
import { planId } from '../support/fixtures.ts';
import { googleRoundTrip, useGoogleApp } from '../support/google-fixtures.ts';
import type { HttpClient } from '../support/http-client.ts';
import type { TestApp } from '../support/test-app.ts';
import { SmtpSink } from '../notifications/support/smtp-sink.ts';
import { invitationToken, masterBody, registered, salon } from './support.ts';

// Invitations as attackers and impatient people use them: one link opened by several accounts at once, one account
// opening several links at once, a link found weeks later, and an account a squatter made before its owner came
// with Google. The whole app with real SMTP on loopback (the links come from the e-mails) and a fake Google.
const smtp = new SmtpSink();
beforeAll(async () => {
  await smtp.start();
});
afterAll(() => smtp.stop());
const world = useGoogleApp(() => ({ SMTP_URL: smtp.url }));
let app: TestApp;
let google: FakeGoogle;
beforeAll(() => {
  ({ app, google } = world);
});

/** The owner gives the master an address and invites them; answers the link's token from the e-mail. */
async function invite(owner: HttpClient, master: { id: string; name: string }, serviceIds: number[]): Promise<string> {
  const email = `usta-${randomUUID().slice(0, 8)}@example.uz`;
  expect((await owner.put(`/api/staff/${master.id}`, masterBody(master.name, serviceIds, { email }))).status).toBe(200);
  expect((await owner.post(`/api/staff/${master.id}/invite`, {})).status).toBe(200);
  return invitationToken(smtp, email);
}

const accept = (client: HttpClient, token: string) => client.post('/api/staff/invitations/accept', { token });

describe('one invitation link, several accounts at once', () => {
  it('lets exactly one account join; the others are told it was accepted already (409), and only one really joined', async () => {
    const shop = await salon(app, 1);
    const master = shop.masters[0] as { id: string; name: string };
    const token = await invite(shop.client, master, [shop.service.id]);
    const accounts = await Promise.all([1, 2, 3, 4].map((i) => registered(app, `racer${i}`)));

    const replies = await Promise.all(accounts.map((account) => accept(account.client, token)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of replies.filter((r) => r.status === 409)) {
      expect(refused.body).toEqual({ code: 'conflict', message: uz.staff.invitationUsed });
    }
    // The one told "joined" is the one the master's row names, and the only one working as that master (the others
    // are each the master of their own business, as every owner is).
    const views = await Promise.all(accounts.map((account) => account.client.get('/api/staff/me')));
    const joined = replies.findIndex((r) => r.status === 200);
    expect(views.map((v) => v.body.id === master.id)).toEqual(accounts.map((_, i) => i === joined));
    const [row] = await sqlOf(app)('select member_user_id from staff where id = ?', [master.id]);
    const me = await accounts[joined]?.client.get('/api/user');
    expect(row?.member_user_id).toBe(me?.body.id);
    // The same account opening its link again changes nothing and is not refused.
    expect((await accept(accounts[joined]?.client as HttpClient, token)).status).toBe(200);
  });
});

describe('one account, several invitations at once', () => {
  it('joins one business as one master; every other answer is 409 with the reason, none a 500', async () => {
    const shop = await salon(app, 6);
    const tokens: string[] = [];
    for (const master of shop.masters) tokens.push(await invite(shop.client, master, [shop.service.id]));
    const account = await registered(app, 'greedy');

    const replies = await Promise.all(tokens.map((token) => accept(account.client, token)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of replies.filter((r) => r.status === 409)) {
      expect(refused.body).toEqual({ code: 'conflict', message: uz.staff.alreadyMember });
    }
    const me = await account.client.get('/api/user');
    const rows = await sqlOf(app)('select id from staff where member_user_id = ?', [me.body.id]);
    expect(rows).toHaveLength(1);
  });
});

describe('an invitation link runs out', () => {
  it('works for 7 days after its e-mail left; a later one answers 409 with what to do, and nobody joins', async () => {
    const shop = await salon(app, 2);
    const [fresh, old] = shop.masters as [{ id: string; name: string }, { id: string; name: string }];
    const freshToken = await invite(shop.client, fresh, [shop.service.id]);
    const oldToken = await invite(shop.client, old, [shop.service.id]);
    // The e-mails left long ago: one a minute short of 7 days, the other a minute past them.
    await sqlOf(app)(`update staff set invited_at = now() - interval '7 days' + interval '1 minute' where id = ?`, [fresh.id]);
    await sqlOf(app)(`update staff set invited_at = now() - interval '7 days' - interval '1 minute' where id = ?`, [old.id]);

    const late = await accept((await registered(app, 'late')).client, oldToken);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ code: 'conflict', message: uz.staff.invitationExpired });
    const [row] = await sqlOf(app)('select member_user_id from staff where id = ?', [old.id]);
    expect(row?.member_user_id).toBeNull();
    expect((await accept((await registered(app, 'intime')).client, freshToken)).status).toBe(200);
  });

  it('says in the e-mail how long the link works', async () => {
    const shop = await salon(app, 1);
    const master = shop.masters[0] as { id: string; name: string };
    const email = `usta-${randomUUID().slice(0, 8)}@example.uz`;
    expect((await shop.client.put(`/api/staff/${master.id}`, masterBody(master.name, [shop.service.id], { email }))).status).toBe(200);
    expect((await shop.client.post(`/api/staff/${master.id}/invite`, {})).status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.raw).toContain('7 kun');
  });
});

describe("a squatter's account taken over with Google", () => {
  it('loses the team it joined as a master and the invitations it sent', async () => {
    const victim = `victim-${randomUUID().slice(0, 8)}@example.uz`;
    const squatter = app.client();
    const planted = await squatter.post('/api/register', {
      firstName: 'Bosqinchi',
      lastName: 'Yomon',
      email: victim,
      password: 'attacker-pw1',
    });
    expect(planted.status).toBe(201);
    // The squatter, as a business of its own, invites a master (the plan allows it) ...
    const business = await squatter.post('/api/select-subscription-plan', { planId: await planId(squatter, 'business') });
    expect([200, 201]).toContain(business.status);
    const created = await squatter.post('/api/staff', masterBody('Yordamchi', []));
    expect(created.status).toBe(201);
    const pendingToken = await invite(squatter, created.body, []);
    // ... and joins someone's team as a master.
    const shop = await salon(app, 1);
    const joined = shop.masters[0] as { id: string; name: string };
    expect((await accept(squatter, await invite(shop.client, joined, [shop.service.id]))).status).toBe(200);

    // The owner signs in with Google: the account (with the plan the squatter picked) is theirs now.
    expect(await googleRoundTrip(app.client(), google, { email: victim, email_verified: true, given_name: 'Egasi' })).toBe('/');
    const [row] = await sqlOf(app)('select member_user_id from staff where id = ?', [joined.id]);
    expect(row?.member_user_id).toBeNull();
    const team = await shop.client.get('/api/staff');
    expect(team.body.find((m: { id: string }) => m.id === joined.id)).toMatchObject({ accepted: false });
    expect((await accept((await registered(app, 'helper')).client, pendingToken)).status).toBe(404);
  });
});
