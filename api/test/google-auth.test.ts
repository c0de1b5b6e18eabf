import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND } from '../src/background.ts';
import type { FakeGoogle } from './support/fake-google.ts';
import { providerWithService } from './support/fixtures.ts';
import { googleRoundTrip, pathOf, useGoogleApp } from './support/google-fixtures.ts';
import { sqlOf } from './support/admin-fixtures.ts';
import { TAKEOVER_SUBJECT, readMail, takeoverNotice, verificationToken } from './support/identity-mail.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { SmtpSink } from './notifications/support/smtp-sink.ts';

// Real SMTP on loopback: the e-mails proving an address and telling an owner of a takeover.
const smtp = new SmtpSink();
beforeAll(async () => {
  await smtp.start();
});
afterAll(() => smtp.stop());
const world = useGoogleApp(() => ({ SMTP_URL: smtp.url }));
let google: FakeGoogle;
let app: TestApp;
beforeAll(() => {
  ({ google, app } = world);
});

const sessionsOf = async (userId: string) =>
  Number((await sqlOf(app)(`select count(*)::int as n from sessions where sess->>'userId' = ?`, [userId]))[0]!.n);

const someone = (name: string) => ({
  email: `${name}-${Date.now()}@example.uz`,
  email_verified: true,
  given_name: 'Sardor',
  family_name: 'Aliyev',
});

describe('signing in with Google', () => {
  it('tells the browser apps that Google is set up', async () => {
    expect((await app.client().get('/api/config')).body.googleEnabled).toBe(true);
  });

  it('sends the browser to Google with a state and an S256 PKCE challenge', async () => {
    const start = await app.client().get('/api/auth/google');
    expect(start.status).toBe(302);
    const consent = new URL(start.headers.get('location')!);
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consent.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(consent.searchParams.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(consent.searchParams.get('access_type')).toBe('offline');
    expect(consent.searchParams.get('redirect_uri')).toBe(`${app.url}/api/auth/google/callback`);
  });

  it('registers a new user by their verified e-mail, signs them in and connects their calendar', async () => {
    const client = app.client();
    const identity = someone('new');
    expect(await googleRoundTrip(client, google, identity)).toBe('/subscription-selection');
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: identity.email,
      firstName: 'Sardor',
      lastName: 'Aliyev',
      googleConnected: true,
      googleEmail: identity.email,
      // Google vouched for the address: nothing left to prove.
      emailVerified: true,
    });
    expect(JSON.stringify(me.body)).not.toContain('refresh');
    // The refresh token is sealed at rest: not the token Google issued, and it opens nothing as it is.
    const [row] = await sqlOf(app)('select google_refresh_token as token from users where id = ?', [me.body.id]);
    expect(row?.token).toBeTruthy();
    expect(row?.token).not.toContain('1//refresh');
  });

  it('signs an existing account whose e-mail is proven in by exact e-mail, without registering another', async () => {
    const provider = await providerWithService(app);
    const proved = await app.client().post('/api/auth/verify-email', { token: await verificationToken(smtp, provider.email) });
    expect(proved.status).toBe(200);
    const client = app.client();
    expect(await googleRoundTrip(client, google, { email: provider.email, email_verified: true })).toBe('/');
    expect((await client.get('/api/user')).body.id).toBe(provider.user.id);
    // A look-alike (an underscore is no wildcard) is a different person.
    const lookalike = provider.email.replace(/^p/, '_');
    const other = app.client();
    await googleRoundTrip(other, google, { email: lookalike, email_verified: true });
    expect((await other.get('/api/user')).body.id).not.toBe(provider.user.id);
  });

  it('refuses an e-mail Google has not verified', async () => {
    const client = app.client();
    expect(await googleRoundTrip(client, google, { email: 'unverified@example.uz', email_verified: false })).toBe(
      '/google-auth-error?error=email_not_verified',
    );
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('refuses a callback with a wrong state, a replayed callback, and one without a consent started here', async () => {
    const client = app.client();
    const start = await client.get('/api/auth/google');
    const back = new URL(google.approve(start.headers.get('location')!));
    const good = pathOf(back.toString());
    back.searchParams.set('state', 'forged-state-forged-state-forged-state');
    expect((await client.get(pathOf(back.toString()))).headers.get('location')).toBe('/google-auth-error?error=invalid_state');
    // The forged try used the pending consent up: the genuine answer is now a replay too.
    expect((await client.get(good)).headers.get('location')).toBe('/google-auth-error?error=invalid_state');
    expect((await app.client().get(good)).headers.get('location')).toBe('/google-auth-error?error=invalid_state');
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('lands on the error page when the user declines at Google', async () => {
    const client = app.client();
    const start = await client.get('/api/auth/google');
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    const reply = await client.get(`/api/auth/google/callback?error=access_denied&state=${state}`);
    expect(reply.headers.get('location')).toBe('/google-auth-error?error=access_denied');
  });

  it('lands on the error page when Google fails to exchange the code, never a 5xx', async () => {
    // Google's client library itself retries a failed exchange a few times: fail more often than that.
    google.fail((call) => call.path === '/token', 500, 10);
    const client = app.client();
    try {
      expect(await googleRoundTrip(client, google, someone('exchange'))).toBe('/google-auth-error?error=exchange_failed');
      expect((await client.get('/api/user')).status).toBe(401);
    } finally {
      google.clearFaults();
    }
  });
});

/** What an attacker registers with the e-mail of someone who has not signed up yet. */
const plantedAccount = (email: string) => ({ firstName: 'Bosqinchi', lastName: 'Yomon', email, password: 'attacker-pw1' });

describe("an account registered with someone else's e-mail (pre-hijacking)", () => {
  it("is taken over at the owner's Google sign-in: the pre-registered password no longer works, its sessions end, the owner is told", async () => {
    const victim = `victim-${Date.now()}@example.uz`;
    const attacker = app.client();
    const planted = await attacker.post('/api/register', plantedAccount(victim));
    expect(planted.status).toBe(201);
    // A second device of the attacker, signed in with the password.
    const attackerLaptop = app.client();
    expect((await attackerLaptop.post('/api/login', { username: victim, password: 'attacker-pw1' })).status).toBe(200);
    expect(await sessionsOf(planted.body.id)).toBe(2);

    const owner = app.client();
    expect(await googleRoundTrip(owner, google, { email: victim, email_verified: true, given_name: 'Egasi' })).toBe(
      '/subscription-selection',
    );
    // Every way the attacker had in is gone: both sessions, and the password.
    expect((await attacker.get('/api/user')).status).toBe(401);
    expect((await attackerLaptop.get('/api/user')).status).toBe(401);
    expect((await app.client().post('/api/login', { username: victim, password: 'attacker-pw1' })).status).toBe(401);
    expect(await sessionsOf(planted.body.id)).toBe(1);
    const [row] = await sqlOf(app)('select password from users where id = ?', [planted.body.id]);
    expect(row?.password).toBeNull();

    const me = await owner.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: planted.body.id, email: victim, emailVerified: true, googleConnected: true });

    const notice = await takeoverNotice(smtp, victim);
    expect(notice.text).toContain(victim);
    expect(notice.text).toContain("avvalgi parol o'chirildi");
  });

  it("makes the link the attacker's registration sent worthless once the owner has signed in with Google", async () => {
    const victim = `unopened-${Date.now()}@example.uz`;
    const attacker = app.client();
    const planted = await attacker.post('/api/register', plantedAccount(victim));
    expect(planted.body.emailVerified).toBe(false);
    // The link went to the owner's inbox, where it lies unopened.
    const unopened = await verificationToken(smtp, victim);
    await googleRoundTrip(app.client(), google, { email: victim, email_verified: true });
    const stale = await app.client().post('/api/auth/verify-email', { token: unopened });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ code: 'validation', message: 'Tasdiqlash havolasi yaroqsiz yoki allaqachon ishlatilgan' });
  });

  it('signs a proven password account in as it is: the password and the other sessions keep working, no notice', async () => {
    const email = `proven-${Date.now()}@example.uz`;
    const owner = app.client();
    const registered = await owner.post('/api/register', { firstName: 'Nodir', lastName: 'Qodirov', email, password: 'owner-pw12' });
    expect((await app.client().post('/api/auth/verify-email', { token: await verificationToken(smtp, email) })).status).toBe(200);
    expect((await owner.get('/api/user')).body.emailVerified).toBe(true);

    const phone = app.client();
    expect(await googleRoundTrip(phone, google, { email, email_verified: true })).toBe('/subscription-selection');
    expect((await phone.get('/api/user')).body.id).toBe(registered.body.id);
    expect((await owner.get('/api/user')).status).toBe(200);
    expect((await app.client().post('/api/login', { username: email, password: 'owner-pw12' })).status).toBe(200);
    const activity = await sqlOf(app)(`select action from platform_activity where user_id = ? and action = 'account_taken_over'`, [
      registered.body.id,
    ]);
    expect(activity).toEqual([]);
    expect(smtp.received.some((mail) => mail.to.includes(email) && readMail(mail.raw).subject === TAKEOVER_SUBJECT)).toBe(false);
  });
});

describe('connecting and disconnecting Google from the profile', () => {
  it('connects the signed-in provider, then disconnects, revoking the token at Google', async () => {
    const provider = await providerWithService(app);
    expect((await provider.client.get('/api/user')).body.googleConnected).toBe(false);
    expect(await googleRoundTrip(provider.client, google, { email: 'malika.calendar@example.uz', email_verified: true })).toBe(
      '/user/profile?google=connected',
    );
    const me = (await provider.client.get('/api/user')).body;
    expect(me).toMatchObject({
      id: provider.user.id,
      email: provider.email,
      googleConnected: true,
      googleEmail: 'malika.calendar@example.uz',
    });

    const revokedBefore = google.revoked.length;
    const off = await provider.client.post('/api/auth/google/disconnect');
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ googleConnected: false });
    expect(google.revoked.length).toBe(revokedBefore + 1);
    expect(google.revoked.at(-1)).toMatch(/^1\/\/refresh-/);
    const [row] = await sqlOf(app)('select google_refresh_token as token, google_connected as connected from users where id = ?', [
      provider.user.id,
    ]);
    expect(row).toEqual({ token: null, connected: false });
  });

  it('disconnects even when Google does not answer the revoke', async () => {
    const provider = await providerWithService(app);
    await googleRoundTrip(provider.client, google, someone('revoke'));
    google.fail((call) => call.path === '/revoke', 503);
    expect((await provider.client.post('/api/auth/google/disconnect')).body).toEqual({ googleConnected: false });
    expect((await provider.client.get('/api/user')).body.googleConnected).toBe(false);
  });

  it('needs a session to disconnect or to switch calendar sync', async () => {
    expect((await app.client().post('/api/auth/google/disconnect')).status).toBe(401);
    expect((await app.client().put('/api/user/google-calendar-sync', { enabled: true })).status).toBe(401);
  });

  it('refuses calendar sync before Google is connected, with a clear message', async () => {
    const provider = await providerWithService(app);
    const reply = await provider.client.put('/api/user/google-calendar-sync', { enabled: true });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'google_not_connected', message: 'Avval Google hisobingizni ulang' });
    expect((await provider.client.put('/api/user/google-calendar-sync', { enabled: 'yes' })).status).toBe(400);
  });
});

describe('GET /api/auth/google/test', () => {
  it("gives a user their own consent URL; another user's only to a platform admin", async () => {
    const provider = await providerWithService(app);
    const other = await providerWithService(app);
    const own = await provider.client.get(`/api/auth/google/test?userId=${provider.user.id}`);
    expect(own.status).toBe(200);
    expect(own.body.authUrl.startsWith(`${google.url}/o/oauth2/v2/auth?`)).toBe(true);
    expect((await provider.client.get(`/api/auth/google/test?userId=${other.user.id}`)).status).toBe(403);
    expect((await app.client().get(`/api/auth/google/test?userId=${provider.user.id}`)).status).toBe(401);

    await sqlOf(app)(`update users set role = 'platform_admin' where id = ?`, [other.user.id]);
    const forOther = await other.client.get(`/api/auth/google/test?userId=${provider.user.id}`);
    expect(forOther.status).toBe(200);
    expect(forOther.body.authUrl).toContain('code_challenge=');
    expect((await other.client.get('/api/auth/google/test?userId=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await other.client.get('/api/auth/google/test?userId=nonsense')).status).toBe(404);
  });
});

describe('without Google configured', () => {
  it('says so: the test call answers a message and sign-in lands on the error page', async () => {
    const bare = await startTestApp({}, { background: BACKGROUND });
    try {
      const provider = await providerWithService(bare);
      const test = await provider.client.get(`/api/auth/google/test?userId=${provider.user.id}`);
      expect(test.body).toEqual({ authUrl: null, message: 'Google bilan ulanish bu serverda hali sozlanmagan' });
      const start = await provider.client.get('/api/auth/google');
      expect(start.headers.get('location')).toBe('/google-auth-error');
      expect((await bare.client().get('/api/auth/google/callback?code=x&state=y')).headers.get('location')).toBe('/google-auth-error');
      expect((await bare.client().get('/api/config')).body.googleEnabled).toBeUndefined();
      expect((await provider.client.get('/api/user')).body).toMatchObject({ googleConnected: false, googleCalendarSync: false });
    } finally {
      await bare.close();
    }
  });
});
