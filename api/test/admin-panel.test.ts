import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from './support/csv-read.ts';
import { adminAccount, adminPanelClient, bareBooking, bareUser, sqlOf } from './support/admin-fixtures.ts';
import { planId, providerWithService } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ REMINDERS_DISABLED: '1' });
});
afterAll(() => app.close());

const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) => sqlOf(app)<T>(query, params);
const cookieLine = (headers: Headers, name: string) => headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? '';

describe('admin-panel sign-in', () => {
  it('signs in by username or e-mail with its own HttpOnly, SameSite=Lax cookie, separate from a provider session', async () => {
    const account = await adminAccount(app);
    const client = app.client();
    const byName = await client.post('/api/admin/login', { username: account.username, password: account.password });
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual({
      id: account.id,
      username: account.username,
      email: account.email,
      firstName: null,
      lastName: null,
      role: 'admin',
    });
    const cookie = cookieLine(byName.headers, 'qabul.admin.sid');
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/secure/i); // only in production
    expect(cookieLine(byName.headers, 'qabul.sid')).toBe('');
    expect((await client.get('/api/admin/me')).body.username).toBe(account.username);
    // The admin session is no provider session.
    expect((await client.get('/api/user')).status).toBe(401);

    const byEmail = await app.client().post('/api/admin/login', { username: account.email.toUpperCase(), password: account.password });
    expect(byEmail.status).toBe(200);
  });

  it('gives a new session id at every sign-in; the earlier one stops working', async () => {
    const account = await adminAccount(app);
    const client = app.client();
    await client.post('/api/admin/login', { username: account.username, password: account.password });
    const before = client.cookieHeader;
    const again = await client.post('/api/admin/login', { username: account.username, password: account.password });
    expect(again.status).toBe(200);
    expect(client.cookieHeader).not.toBe(before);
    const stale = await app.client().get('/api/admin/me', { cookie: before });
    expect(stale.status).toBe(401);
    expect((await client.get('/api/admin/me')).status).toBe(200);
  });

  it("answers the pages' session probe with 200 and null for a visitor, and the account once signed in", async () => {
    expect(await app.client().get('/api/admin/session')).toMatchObject({ status: 200, body: { admin: null } });
    const { client, account } = await adminPanelClient(app);
    const probe = await client.get('/api/admin/session');
    expect(probe.status).toBe(200);
    expect(probe.body.admin).toMatchObject({ id: account.id, username: account.username });
    expect(JSON.stringify(probe.body)).not.toMatch(/password|token|hash/i);
    // A provider session is no admin-panel session.
    const provider = await providerWithService(app);
    expect((await provider.client.get('/api/admin/session')).body).toEqual({ admin: null });
  });

  it('logs out: the cookie is cleared and the session ends on the server too', async () => {
    const { client } = await adminPanelClient(app);
    const held = client.cookieHeader;
    const out = await client.post('/api/admin/logout');
    expect(out.status).toBe(204);
    expect((await client.get('/api/admin/me')).status).toBe(401);
    expect((await app.client().get('/api/admin/me', { cookie: held })).status).toBe(401);
  });

  it('refuses a wrong password, an unknown account and a switched-off one alike, and a forged cookie', async () => {
    const account = await adminAccount(app);
    const wrong = await app.client().post('/api/admin/login', { username: account.username, password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'invalid_credentials', message: "Login yoki parol noto'g'ri" });
    expect((await app.client().post('/api/admin/login', { username: 'nobody_here', password: 'x' })).body.code).toBe('invalid_credentials');
    const off = await adminAccount(app);
    await sql('update admin_users set is_active = false where id = ?', [off.id]);
    expect((await app.client().post('/api/admin/login', { username: off.username, password: off.password })).status).toBe(401);
    expect((await app.client().get('/api/admin/me', { cookie: 'qabul.admin.sid=forged; qabul.admin.sid.sig=forged' })).status).toBe(401);
  });

  it('asks for both fields', async () => {
    const answer = await app.client().post('/api/admin/login', { username: '', password: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ username: 'Login kiriting', password: 'Parol kiriting' });
  });

  it('is rate-limited like provider login: the 11th wrong password from one address is refused with 429', async () => {
    const account = await adminAccount(app);
    const guesser = app.client();
    for (let i = 0; i < 10; i++)
      expect((await guesser.post('/api/admin/login', { username: account.username, password: `wrong${i}` })).status).toBe(401);
    const refused = await guesser.post('/api/admin/login', { username: account.username, password: account.password });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // The owner elsewhere is not locked out by someone else's guesses.
    expect((await app.client().post('/api/admin/login', { username: account.username, password: account.password })).status).toBe(200);
  });
});

describe('admin panel data', () => {
  it('pages, sorts and searches users on the server with X-Total-Count', async () => {
    const { client } = await adminPanelClient(app);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await bareUser(app));
    await sql(
      `update users set first_name = 'Sahifa', email = 'sahifa' || substr(id::text, 1, 8) || '@example.uz' where id = any(?::uuid[])`,
      [`{${ids.join(',')}}`],
    );
    const first = await client.get('/api/admin/users?q=SAHIFA&pageSize=2&page=1&sort=email');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe('5');
    expect(first.body).toHaveLength(2);
    const third = await client.get('/api/admin/users?q=sahifa&pageSize=2&page=3&sort=email');
    expect(third.body).toHaveLength(1);
    const all = await client.get('/api/admin/users?q=sahifa&pageSize=100&sort=-email');
    const emails = all.body.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    expect(new Set([...first.body, ...third.body].map((u: { id: string }) => u.id)).size).toBe(3);
    expect(all.body[0]).toMatchObject({ role: 'user', subscription: null, serviceCount: 0, bookingCount: 0 });
    // A search for LIKE's own wildcards matches them literally.
    expect((await client.get('/api/admin/users?q=%25')).headers.get('x-total-count')).toBe('0');
    expect((await client.get('/api/admin/users?pageSize=101')).status).toBe(400);
    expect((await client.get('/api/admin/users?sort=password')).status).toBe(400);
  });

  it('exports users and bookings as CSV, spreadsheet formulas defused', async () => {
    const { client } = await adminPanelClient(app);
    const provider = await providerWithService(app);
    await bareBooking(app, provider.user.id, provider.service.id, { name: '=HYPERLINK("x")', email: 'csv@example.uz' });
    const users = await client.get('/api/admin/users.csv?q=karimov');
    expect(users.status).toBe(200);
    expect(users.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(users.headers.get('content-disposition')).toMatch(/attachment/);
    const lines = readCsv(String(users.body).replace(/^\uFEFF/, ''), ',');
    expect(lines[0]).toEqual(
      'id,username,email,firstName,lastName,role,createdAt,subscriptionStatus,planId,planName,subscriptionStart,subscriptionEnd,serviceCount,bookingCount'.split(
        ',',
      ),
    );
    expect(lines.some((row) => row.includes(provider.email) && row[7] === 'active' && row.slice(-2).join() === '1,1')).toBe(true);
    const bookings = await client.get('/api/admin/bookings.csv?q=csv@example');
    const rows = readCsv(String(bookings.body).replace(/^\uFEFF/, ''), ',');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`'=HYPERLINK("x")`);
  });

  it('shows stats: totals, per-plan users and revenue (performed minus refunds), 30 days of bookings and 12 months of revenue', async () => {
    const { client } = await adminPanelClient(app);
    const business = await planId(app.client(), 'business');
    const payer = await bareUser(app);
    await sql(
      `insert into payment_transactions (user_id, plan_id, amount, type, status) values
         (?, ?, 9900000, 'subscription', 'performed'), (?, ?, 500000, 'refund', 'performed'),
         (?, ?, 7700000, 'subscription', 'pending'), (?, ?, 1200000, 'subscription', 'cancelled')`,
      [payer, business, payer, business, payer, business, payer, business],
    );
    const stats = await client.get('/api/admin/stats');
    expect(stats.status).toBe(200);
    const [counts] = await sql<{ users: number; bookings: number }>(
      'select (select count(*) from users)::int as users, (select count(*) from bookings)::int as bookings',
    );
    expect(stats.body.totalUsers).toBe(counts!.users);
    expect(stats.body.totalBookings).toBe(counts!.bookings);
    expect(stats.body.revenue).toBe(9_400_000);
    expect(stats.body.subscriptionStats.find((p: { planId: number }) => p.planId === business)).toMatchObject({
      planName: 'Business',
      revenue: 9_400_000,
    });
    expect(stats.body.bookingsPerDay).toHaveLength(30);
    expect(stats.body.bookingsPerDay.at(-1).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(stats.body.bookingsPerDay.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBeGreaterThan(0);
    expect(stats.body.revenuePerMonth).toHaveLength(12);
    expect(stats.body.revenuePerMonth.at(-1)).toMatchObject({ revenue: 9_400_000 });
    expect(stats.body.recentActivity.length).toBeGreaterThan(0);
  });

  it('creates, edits and deletes plans with the plan form rules; a held or built-in plan is not deleted', async () => {
    const { client } = await adminPanelClient(app);
    const bad = await client.post('/api/admin/subscription-plans', { name: ' ', price: -1, durationDays: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: 'Nom talab qilinadi',
      price: "Narx 0 dan katta bo'lishi kerak",
      durationDays: "Davomiyligi 1 kundan ko'p bo'lishi kerak",
    });
    const created = await client.post('/api/admin/subscription-plans', {
      name: 'Oltin',
      description: null,
      price: 15_000_000,
      duration: 90,
      features: ['Cheksiz xizmatlar', '  ', ''],
      maxBookingsPerMonth: 500,
      isActive: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Oltin',
      price: 15_000_000,
      durationDays: 90,
      duration: 90,
      features: ['Cheksiz xizmatlar'],
      maxMonthlyBookings: 500,
      currency: 'UZS',
    });
    expect((await client.post('/api/admin/subscription-plans', { name: 'Oltin', price: 1 })).status).toBe(409);
    const edited = await client.put(`/api/admin/subscription-plans/${created.body.id}`, { price: 12_000_000, isActive: false });
    expect(edited.body).toMatchObject({ price: 12_000_000, isActive: false, name: 'Oltin' });
    const listed = await client.get('/api/admin/subscription-plans');
    expect(listed.body.find((p: { id: number }) => p.id === created.body.id).isActive).toBe(false);
    // Inactive plans are no longer offered to providers.
    expect((await app.client().get('/api/subscription-plans')).body.some((p: { id: number }) => p.id === created.body.id)).toBe(false);

    const holder = await bareUser(app);
    await sql(`insert into user_subscriptions (user_id, plan_id, status) values (?, ?, 'cancelled')`, [holder, created.body.id]);
    const held = await client.delete(`/api/admin/subscription-plans/${created.body.id}`);
    expect(held.status).toBe(409);
    expect(held.body.message).toMatch(/nofaol/);
    const freemium = await planId(app.client(), 'freemium');
    expect((await client.delete(`/api/admin/subscription-plans/${freemium}`)).status).toBe(409);
    expect((await client.put('/api/admin/subscription-plans/999999', { price: 1 })).status).toBe(404);
    expect((await client.put('/api/admin/subscription-plans/abc', { price: 1 })).status).toBe(400);
  });

  it('assigns a plan only to users without one (409 otherwise), and the audit trail names the admin', async () => {
    const { client, account } = await adminPanelClient(app);
    const business = await planId(app.client(), 'business');
    const target = await bareUser(app);
    const given = await client.put(`/api/admin/users/${target}/subscription`, { planId: business });
    expect(given.status).toBe(200);
    expect(given.body.subscription).toMatchObject({ status: 'active', planId: business, planName: 'Business' });
    expect(new Date(given.body.subscription.endDate).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const again = await client.put(`/api/admin/users/${target}/subscription`, { planId: business });
    expect(again.status).toBe(409);
    expect((await client.put(`/api/admin/users/${target}/subscription`, { planId: 999999 })).status).toBe(404);
    expect((await client.put('/api/admin/users/not-a-uuid/subscription', { planId: business })).status).toBe(404);

    const activity = await client.get(`/api/admin/activity?userId=${target}&action=subscription_assigned`);
    expect(activity.headers.get('x-total-count')).toBe('1');
    expect(activity.body[0]).toMatchObject({ action: 'subscription_assigned', actorType: 'admin', actorName: account.username });
    const [row] = await sql('select admin_user_id, user_id from platform_activity where id = ?', [activity.body[0].id]);
    expect(row).toEqual({ admin_user_id: account.id, user_id: null });
    expect((await client.get('/api/admin/activity?userId=nope')).status).toBe(400);
    // Part of the name, any case, finds it; an underscore is an underscore, not "any character".
    const part = await client.get(`/api/admin/activity?userId=${target}&action=SUBSCRIPTION`);
    expect(part.body.map((r: { action: string }) => r.action)).toContain('subscription_assigned');
    expect((await client.get(`/api/admin/activity?userId=${target}&action=subscription_assigned`)).body).toHaveLength(1);
    expect((await client.get(`/api/admin/activity?userId=${target}&action=subscription%5Fassign%25`)).body).toHaveLength(0);
    // As a wildcard, "_" would match the "n" of "subscription"; taken literally, nothing has "subscriptio_".
    expect((await client.get(`/api/admin/activity?userId=${target}&action=subscriptio_`)).body).toHaveLength(0);
    expect(
      (await client.get(`/api/admin/activity?userId=${target}&action=subscription${encodeURIComponent('_')}assigned`)).body,
    ).toHaveLength(1);
  });
});

describe('all bookings and time slots', () => {
  it('filters by status and searches name, phone or e-mail in any case', async () => {
    const { client } = await adminPanelClient(app);
    const provider = await providerWithService(app);
    const a = await bareBooking(app, provider.user.id, provider.service.id, { name: 'Qidiruv Bir', email: 'qidiruv1@example.uz' });
    const b = await bareBooking(app, provider.user.id, provider.service.id, { name: 'Qidiruv Ikki', email: 'boshqa@example.uz' });
    await sql(`update bookings set status = 'confirmed', phone_e164 = '+998977771122' where id = ?`, [b]);
    const byName = await client.get('/api/admin/bookings?q=QIDIRUV');
    expect(byName.headers.get('x-total-count')).toBe('2');
    expect(byName.body[0]).toMatchObject({ providerId: provider.user.id, providerName: 'Aziz Karimov', serviceName: 'Soch olish' });
    const confirmed = await client.get('/api/admin/bookings?q=qidiruv&status=confirmed');
    expect(confirmed.body.map((x: { id: string }) => x.id)).toEqual([b]);
    expect((await client.get('/api/admin/bookings?q=QIDIRUV1@EXAMPLE')).body.map((x: { id: string }) => x.id)).toEqual([a]);
    expect((await client.get('/api/admin/bookings?q=97 777 11')).body.map((x: { id: string }) => x.id)).toEqual([b]);
    expect((await client.get('/api/admin/bookings?status=done')).status).toBe(400);
  });

  it('confirms and cancels through the usual rules (history, client notice); a cancelled booking is not reopened', async () => {
    const { client } = await adminPanelClient(app);
    const provider = await providerWithService(app);
    const id = await bareBooking(app, provider.user.id, provider.service.id, { email: 'holat@example.uz' });
    const confirmed = await client.put(`/api/admin/bookings/${id}/status`, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id, status: 'confirmed' });
    const back = await client.put(`/api/admin/bookings/${id}/status`, { status: 'pending' });
    expect(back.body.status).toBe('pending');
    const cancelled = await client.put(`/api/admin/bookings/${id}/status`, { status: 'cancelled' });
    expect(cancelled.body.status).toBe('cancelled');
    const notices = await sql<{ reminder_type: string }>(
      `select reminder_type from reminder_schedules where booking_id = ? and recipient_type = 'client' order by id`,
      [id],
    );
    expect(notices.map((n) => n.reminder_type)).toEqual(['booking_confirmed', 'booking_cancelled']);
    const history = await sql<{ action: string; performed_by: string }>(
      'select action, performed_by from booking_history where booking_id = ? order by id',
      [id],
    );
    expect(history).toEqual([
      { action: 'status_changed', performed_by: 'admin' },
      { action: 'cancelled', performed_by: 'admin' },
    ]);
    const reopen = await client.put(`/api/admin/bookings/${id}/status`, { status: 'confirmed' });
    expect(reopen.status).toBe(409);
    expect((await client.put(`/api/admin/bookings/${id}/status`, { status: 'gone' })).status).toBe(400);
    expect((await client.put('/api/admin/bookings/00000000-0000-4000-8000-000000000000/status', { status: 'confirmed' })).status).toBe(404);
  });

  it('lists time slots in order and switches one', async () => {
    const { client } = await adminPanelClient(app);
    const slots = await client.get('/api/admin/time-slots');
    expect(slots.body.length).toBeGreaterThan(0);
    const times = slots.body.map((s: { time: string }) => s.time);
    expect(times).toEqual([...times].sort());
    const slot = slots.body[0];
    const off = await client.put(`/api/admin/time-slots/${slot.id}`, { isAvailable: !slot.isAvailable });
    expect(off.body).toMatchObject({ id: slot.id, time: slot.time, isAvailable: !slot.isAvailable });
    expect((await client.get('/api/admin/time-slots')).body[0].isAvailable).toBe(!slot.isAvailable);
    expect((await client.put(`/api/admin/time-slots/${slot.id}`, { isAvailable: 'yes' })).status).toBe(400);
    expect((await client.put('/api/admin/time-slots/999999', { isAvailable: true })).status).toBe(404);
  });
});
