import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planId } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const person = (email: string) => ({ firstName: 'Malika', lastName: 'Rahimova', email, password: 'secret123' });

describe('registration', () => {
  it('creates the user, signs them in and derives a username from the e-mail', async () => {
    const client = app.client();
    const reply = await client.post('/api/register', person('Malika.R@Example.uz'));
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      email: 'malika.r@example.uz',
      username: 'malika_r',
      firstName: 'Malika',
      role: 'user',
      subscription: null,
      // Works at once; the e-mail is proven by the link sent to it.
      emailVerified: false,
    });
    expect(reply.body).not.toHaveProperty('password');
    const cookie = reply.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/qabul\.sid=/);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('malika.r@example.uz');
  });

  it('refuses a taken e-mail case-insensitively with 409', async () => {
    await app.client().post('/api/register', person('taken@example.uz'));
    const reply = await app.client().post('/api/register', person('TAKEN@example.uz'));
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('email_taken');
    // Said under the e-mail field, where the form shows it.
    expect(reply.body.errors).toEqual({ email: "Bu email bilan allaqachon ro'yxatdan o'tilgan" });
  });

  it('suffixes a username that is taken', async () => {
    const first = await app.client().post('/api/register', person('same@one.uz'));
    const second = await app.client().post('/api/register', person('same@two.uz'));
    expect(first.body.username).toBe('same');
    expect(second.body.username).toMatch(/^same_\d+$/);
  });

  it('answers bad input with 400 and Uzbek messages per field', async () => {
    const reply = await app.client().post('/api/register', { firstName: 'A', lastName: '', email: 'nope', password: '123' });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('validation');
    expect(reply.body.errors).toMatchObject({
      firstName: "Ism kamida 2 ta belgidan iborat bo'lishi kerak",
      lastName: "Familiya kamida 2 ta belgidan iborat bo'lishi kerak",
      email: "To'g'ri email kiriting",
      password: "Parol kamida 6 ta belgidan iborat bo'lishi kerak",
    });
  });
});

describe('login and sessions', () => {
  it('signs in, asks for a plan when there is none, and rotates the session id', async () => {
    await app.client().post('/api/register', person('login@example.uz'));
    const client = app.client();
    await client.get('/api/health');
    const before = client.cookieHeader;
    const reply = await client.post('/api/login', { username: 'login@example.uz', password: 'secret123' });
    expect(reply.status).toBe(200);
    expect(reply.body.requiresSubscriptionSelection).toBe(true);
    expect(client.cookieHeader).not.toBe(before);

    await client.post('/api/select-subscription-plan', { planId: await planId(client, 'freemium') });
    const again = app.client();
    const second = await again.post('/api/login', { username: 'LOGIN@example.uz', password: 'secret123' });
    expect(second.body.requiresSubscriptionSelection).toBe(false);
    expect(second.body.subscription.plan.name).toBe('Freemium');
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    await app.client().post('/api/register', person('wrong@example.uz'));
    const wrongPassword = await app.client().post('/api/login', { username: 'wrong@example.uz', password: 'badpass1' });
    const unknown = await app.client().post('/api/login', { username: 'ghost@example.uz', password: 'badpass1' });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknown.body);
    expect(wrongPassword.body.message).toBe("Login ma'lumotlari noto'g'ri");
  });

  it('limits failed logins to 10 per 15 minutes per (account, address) with Retry-After', async () => {
    await app.client().post('/api/register', person('brute@example.uz'));
    const guesser = app.client();
    for (let i = 0; i < 10; i += 1) {
      const reply = await guesser.post('/api/login', { username: 'brute@example.uz', password: `wrong${i}xx` });
      expect(reply.status).toBe(401);
    }
    const blocked = await guesser.post('/api/login', { username: 'brute@example.uz', password: 'secret123' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address (the owner's) is not locked out by the guesser.
    expect((await app.client().post('/api/login', { username: 'brute@example.uz', password: 'secret123' })).status).toBe(200);
  });

  it('a crowd of addresses reaches the looser per-account limit, which backs off', async () => {
    await app.client().post('/api/register', person('crowd@example.uz'));
    const statuses: number[] = [];
    for (let i = 0; i < 52; i += 1) {
      statuses.push((await app.client().post('/api/login', { username: 'crowd@example.uz', password: `wrong${i}xx` })).status);
    }
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(50)).toEqual([429, 429]);
  });

  it('validates the login form', async () => {
    const reply = await app.client().post('/api/login', { username: 'not-an-email', password: '1' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors.username).toBe("Email formatini to'g'ri kiriting");
  });

  it('logs out: POST answers 204 and GET redirects home; the session is gone', async () => {
    const client = app.client();
    await client.post('/api/register', person('bye@example.uz'));
    expect((await client.post('/api/logout')).status).toBe(204);
    expect((await client.get('/api/user')).status).toBe(401);
    const other = app.client();
    await other.post('/api/login', { username: 'bye@example.uz', password: 'secret123' });
    const redirect = await other.get('/api/logout');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/');
    expect((await other.get('/api/user')).status).toBe(401);
  });

  it('redirects GET /api/login to the sign-in page', async () => {
    const reply = await app.client().get('/api/login');
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/auth');
  });

  it('answers 401 to /api/user and /api/auth/user when not signed in', async () => {
    expect((await app.client().get('/api/user')).status).toBe(401);
    expect((await app.client().get('/api/auth/user')).status).toBe(401);
  });

  it('refuses a cookie-authenticated write from another origin', async () => {
    const client = app.client();
    await client.post('/api/register', person('csrf@example.uz'));
    const reply = await client.post('/api/services', { name: 'x' }, { origin: 'https://evil.example' });
    expect(reply.status).toBe(403);
  });
});

describe('profile and password', () => {
  it('updates the profile and refuses a taken username with 409', async () => {
    const client = app.client();
    const me = (await client.post('/api/register', person('profile@example.uz'))).body;
    await app.client().post('/api/register', person('other@example.uz'));
    const update = { firstName: 'Malika', lastName: 'Rahimova', username: 'malika_style', email: me.email, timezone: 'Asia/Almaty' };
    const reply = await client.put('/api/user/profile', update);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ username: 'malika_style', timezone: 'Asia/Almaty' });
    const clash = await client.put('/api/user/profile', { ...update, username: 'other' });
    expect(clash.status).toBe(409);
    expect((await client.put('/api/user/profile', { ...update, timezone: 'Mars/Base' })).status).toBe(400);
    expect((await app.client().put('/api/user/profile', update)).status).toBe(401);
  });

  it('changes the password after checking the current one', async () => {
    const client = app.client();
    await client.post('/api/register', person('pw@example.uz'));
    const mismatch = await client.put('/api/user/password', {
      currentPassword: 'secret123',
      newPassword: 'newsecret1',
      confirmPassword: 'different1',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors.confirmPassword).toBe('Yangi parollar mos emas');
    const short = await client.put('/api/user/password', { currentPassword: 'secret123', newPassword: 'short', confirmPassword: 'short' });
    expect(short.body.errors.newPassword).toBe("Parol kamida 8 ta belgidan iborat bo'lishi kerak");
    const wrong = await client.put('/api/user/password', {
      currentPassword: 'nope12345',
      newPassword: 'newsecret1',
      confirmPassword: 'newsecret1',
    });
    expect(wrong.status).toBe(400);
    const ok = await client.put('/api/user/password', {
      currentPassword: 'secret123',
      newPassword: 'newsecret1',
      confirmPassword: 'newsecret1',
    });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await app.client().post('/api/login', { username: 'pw@example.uz', password: 'newsecret1' })).status).toBe(200);
    expect((await app.client().post('/api/login', { username: 'pw@example.uz', password: 'secret123' })).status).toBe(401);
  });
});

describe('housekeeping', () => {
  it('sweeps expired sessions and finished rate-limit windows, and keeps live ones', async () => {
    const { sweepExpired } = await import('../src/lib/housekeeping.queries.ts');
    const pool = app.qabul.database.pool;
    await pool.query(
      `insert into sessions (sid, sess, expire) values ('old', '{}', now() - interval '1 day'), ('live', '{}', now() + interval '1 day')`,
    );
    await pool.query(
      `insert into rate_limits (key, hits, reset_at) values ('old', 3, now() - interval '1 minute'), ('live', 3, now() + interval '1 minute')`,
    );
    await sweepExpired(pool);
    const sessions = await pool.query(`select sid from sessions where sid in ('old', 'live')`);
    const limits = await pool.query(`select key from rate_limits where key in ('old', 'live')`);
    expect(sessions.rows).toEqual([{ sid: 'live' }]);
    expect(limits.rows).toEqual([{ key: 'live' }]);
  });
});
