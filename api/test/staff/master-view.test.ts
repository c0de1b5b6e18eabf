import { randomUUID } from 'node:crypto';
import { BACKGROUND } from '../../src/background.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/cli/api-reference.ts';
import { StaffResponse } from '../../src/contracts/responses.ts';
import { bookingBody, daysAhead } from '../support/fixtures.ts';
import { readMail } from '../support/identity-mail.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { SmtpSink } from '../notifications/support/smtp-sink.ts';
import { inviteAndSignIn, masterBody, registered, salon } from './support.ts';

// The whole app with real SMTP on loopback: an owner invites a master by e-mail, the master signs in to their own view.
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

/** A salon with two added masters, one booking each (and one for the owner), and the first master invited and signed in. */
async function salonWithSignedInMaster() {
  const shop = await salon(app, 2);
  const [mine, other] = shop.masters as [{ id: string; name: string }, { id: string; name: string }];
  const date = daysAhead(5);
  const book = async (staffId: string, time: string) => {
    const reply = await shop.client.post('/api/bookings', bookingBody(shop.service.id, date, time, { staffId }));
    expect(reply.status).toBe(201);
    return reply.body as { id: string };
  };
  const own = await book(mine.id, '10:00');
  const others = await book(other.id, '10:00');
  const owners = await book(shop.owner.id, '10:00');

  const { client, token } = await inviteAndSignIn(app, smtp, shop.client, mine, [shop.service.id]);
  expect(StaffResponse.parse((await client.get('/api/staff/me')).body)).toMatchObject({ id: mine.id, accepted: true });
  return { shop, mine, other, master: client, token, bookings: { own, others, owners }, date };
}

describe("a master's own view", () => {
  it('an invited master accepts by e-mail and sees only their own bookings, calendar and hours', async () => {
    const { shop, mine, master, token, bookings, date } = await salonWithSignedInMaster();
    expect((await master.get('/api/staff/me')).body).toMatchObject({ id: mine.id, name: mine.name });
    const listed = await master.get('/api/bookings');
    expect(listed.status).toBe(200);
    expect(listed.body.map((b: { id: string }) => b.id)).toEqual([bookings.own.id]);
    // Asking for another master's list still gives only their own.
    const asked = await master.get(`/api/bookings?staffId=${shop.owner.id}`);
    expect(asked.body.map((b: { id: string }) => b.id)).toEqual([bookings.own.id]);
    // The day grid shows their own bookings only: 10:00 is taken for them, and nothing else.
    const grid = await master.get(`/api/time-slots?date=${date}`);
    expect(grid.body.filter((s: { isAvailable: boolean }) => !s.isAvailable).map((s: { time: string }) => s.time)).toEqual(['10:00']);
    // Their own hours: the public list for them follows.
    const hours = await master.put('/api/staff/me/hours', { availability: { [weekday(date)]: ['15:00', '15:30'] } });
    expect(hours.status).toBe(200);
    const slots = await app.client().get(`/api/time-slots?date=${date}&serviceId=${shop.service.id}&staffId=${mine.id}`);
    expect(slots.body.map((s: { time: string }) => s.time)).toEqual(['15:00', '15:30']);
    // The link works once: another account is told it was accepted already.
    expect((await (await registered(app, 'late')).client.post('/api/staff/invitations/accept', { token })).status).toBe(409);
  });

  it('confirms, reschedules and cancels their own bookings; another master’s are 404', async () => {
    const { master, bookings, date } = await salonWithSignedInMaster();
    const details = { name: 'Dilnoza Yusupova', phone: '+998 90 123 45 67', email: null, telegramUsername: null, notes: null };
    const confirmed = await master.put(`/api/bookings/${bookings.own.id}`, { ...details, status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
    const marked = await master.put(`/api/bookings/${bookings.own.id}/status`, { status: 'pending' });
    expect(marked.status).toBe(200);
    expect(marked.body.status).toBe('pending');
    const moved = await master.post(`/api/bookings/${bookings.own.id}/reschedule`, { newDate: date, newTimeSlot: '12:00' });
    expect(moved.status).toBe(200);
    expect(moved.body.timeSlot).toBe('12:00');
    const cancelled = await master.post(`/api/bookings/${bookings.own.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    for (const id of [bookings.others.id, bookings.owners.id]) {
      expect((await master.put(`/api/bookings/${id}`, { ...details, status: 'confirmed' })).status).toBe(404);
      expect((await master.put(`/api/bookings/${id}/status`, { status: 'confirmed' })).status).toBe(404);
      expect((await master.post(`/api/bookings/${id}/reschedule`, { newDate: date, newTimeSlot: '13:00' })).status).toBe(404);
      expect((await master.post(`/api/bookings/${id}/cancel`, {})).status).toBe(404);
    }
  });

  it('refuses what cannot be: no e-mail to invite, the owner accepting their own, a stranger’s token', async () => {
    const shop = await salon(app, 1);
    const master = shop.masters[0] as { id: string };
    const noEmail = await shop.client.post(`/api/staff/${master.id}/invite`, {});
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors.email).toBe('Taklif yuborish uchun ustaning emailini kiriting');
    expect((await shop.client.post('/api/staff/invitations/accept', { token: 'x'.repeat(32) })).status).toBe(404);
    expect((await app.client().post('/api/staff/invitations/accept', { token: 'x'.repeat(32) })).status).toBe(401);
    expect((await app.client().get('/api/staff/me')).status).toBe(401);
  });
});

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
function weekday(date: string): string {
  return WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] as string;
}

describe('the access matrix', () => {
  it('every owner-scoped route is 404 to a master of the same business and to a master of another one', async () => {
    const same = await salonWithSignedInMaster();
    const elsewhere = await salonWithSignedInMaster();
    const ids: Record<string, string> = {
      id: same.bookings.others.id,
      serviceId: String(same.shop.service.id),
      userId: same.shop.user.id,
      orderId: '1',
    };
    const routes = (await apiRoutes()).filter((route) => route.guards.includes('requireUser'));
    expect(routes.length).toBeGreaterThan(20);
    const staffRoutes = routes.filter((route) => route.path.startsWith('/api/staff'));
    expect(staffRoutes.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/staff');
    for (const { master, label } of [
      { master: same.master, label: 'same business' },
      { master: elsewhere.master, label: 'another business' },
    ]) {
      for (const route of routes) {
        const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
          // A staff id of the business: its owner's own master.
          if (route.path.startsWith('/api/staff/')) return same.shop.owner.id;
          return ids[name] ?? '1';
        });
        const reply = await master.request(route.method, path, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
        expect({ call: `${label}: ${route.method} ${path}`, status: reply.status }).toEqual({
          call: `${label}: ${route.method} ${path}`,
          status: 404,
        });
      }
    }
    // Shared routes (bookings of the business) hold per master: the other business's master sees none of these.
    for (const booking of Object.values(same.bookings)) {
      expect((await elsewhere.master.post(`/api/bookings/${booking.id}/cancel`, {})).status).toBe(404);
    }
    const list = await elsewhere.master.get('/api/bookings');
    expect(list.body.map((b: { id: string }) => b.id)).toEqual([elsewhere.bookings.own.id]);
  });
});

describe('invitations are rate limited', () => {
  it('sends at most three invitations an hour to one master, then 429 with Retry-After', async () => {
    const shop = await salon(app, 1);
    const master = shop.masters[0] as { id: string; name: string };
    const email = `limit-${randomUUID().slice(0, 8)}@example.uz`;
    await shop.client.put(`/api/staff/${master.id}`, masterBody(master.name, [shop.service.id], { email }));
    for (let i = 0; i < 3; i += 1) expect((await shop.client.post(`/api/staff/${master.id}/invite`, {})).status).toBe(200);
    const refused = await shop.client.post(`/api/staff/${master.id}/invite`, {});
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});

describe('notices about a booking go to its master and to the owner', () => {
  it("a client's booking is told to the master's own e-mail and to the owner's", async () => {
    const shop = await salon(app, 1);
    const master = shop.masters[0] as { id: string; name: string };
    const email = `notice-${randomUUID().slice(0, 8)}@example.uz`;
    await shop.client.put(`/api/staff/${master.id}`, masterBody(master.name, [shop.service.id], { email }));
    const booked = await app
      .client()
      .post('/api/public/bookings', bookingBody(shop.service.id, daysAhead(6), '11:00', { staffId: master.id, email: 'mijoz@example.uz' }));
    expect(booked.status).toBe(201);
    const toMaster = await smtp.waitFor((m) => m.to.includes(email));
    const toOwner = await smtp.waitFor((m) => m.to.includes(shop.email) && /Dilnoza/.test(readMail(m.raw).text));
    expect(readMail(toMaster.raw).text).toContain(master.name);
    expect(readMail(toMaster.raw).text).toContain('Dilnoza Yusupova');
    expect(readMail(toOwner.raw).text).toContain('Dilnoza Yusupova');
    // A master without any address is not planned a notice that could never leave.
    const silent = await salon(app, 1);
    const quiet = silent.masters[0] as { id: string };
    await app.client().post('/api/public/bookings', bookingBody(silent.service.id, daysAhead(6), '11:00', { staffId: quiet.id }));
    const rows = await app.qabul.deps.pool.query(
      `select count(*)::int as n from reminder_schedules r join bookings b on b.id = r.booking_id where b.staff_id = $1 and r.recipient_type = 'master'`,
      [quiet.id],
    );
    expect(rows.rows[0].n).toBe(0);
  });
});
