import { freePort } from '@qabul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND } from '../src/background.ts';
import { adminAccount, adminPanelClient, bareBooking, bareUser, sqlOf, userWithRole } from './support/admin-fixtures.ts';
import { bookingBody, daysAhead, providerWithService } from './support/fixtures.ts';
import { SmtpSink } from './notifications/support/smtp-sink.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// The whole app with its notification dispatcher and real SMTP on loopback: a deleted provider's clients must
// actually receive the cancel notice.
let smtp: SmtpSink;
let app: TestApp;
beforeAll(async () => {
  smtp = await new SmtpSink().start();
  const port = await freePort();
  app = await startTestApp(
    { PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, SMTP_URL: smtp.url, RATE_LIMIT_DISABLED: '1' },
    { background: BACKGROUND },
  );
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
});

const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) => sqlOf(app)<T>(query, params);

describe('destructive rules', () => {
  it('nobody deletes or demotes a platform admin, through either door', async () => {
    const platform = await userWithRole(app, 'platform_admin');
    const { client: panel } = await adminPanelClient(app);
    const target = await bareUser(app, { role: 'platform_admin' });
    for (const [client, root] of [
      [platform.client, '/api/platform-admin'],
      [panel, '/api/admin'],
    ] as const) {
      const demote = await client.put(`${root}/users/${target}/role`, { role: 'user' });
      expect(demote.status).toBe(403);
      expect(demote.body.message).toBe("Platforma administratorini o'chirib yoki rolini o'zgartirib bo'lmaydi");
      expect((await client.delete(`${root}/users/${target}`)).status).toBe(403);
    }
    // Not themselves either.
    expect((await platform.client.put(`/api/platform-admin/users/${platform.id}/role`, { role: 'user' })).status).toBe(403);
    expect((await platform.client.delete(`/api/platform-admin/users/${platform.id}`)).status).toBe(403);
    const [row] = await sql<{ n: number }>(`select count(*)::int as n from users where id in (?, ?) and role = 'platform_admin'`, [
      target,
      platform.id,
    ]);
    expect(row!.n).toBe(2);
  });

  it('the last active admin-panel account can be neither switched off nor removed, whatever writes the table', async () => {
    const keep = await adminAccount(app);
    await sql('update admin_users set is_active = false where id <> ?', [keep.id]);
    await expect(sql('update admin_users set is_active = false where id = ?', [keep.id])).rejects.toThrow(
      /last active admin-panel account/,
    );
    await expect(sql('delete from admin_users where id = ?', [keep.id])).rejects.toThrow(/last active admin-panel account/);
    const other = await adminAccount(app);
    await sql('delete from admin_users where id = ?', [keep.id]);
    const [left] = await sql<{ n: number }>('select count(*)::int as n from admin_users where is_active');
    expect(left!.n).toBe(1);
    expect((await app.client().post('/api/admin/login', { username: other.username, password: other.password })).status).toBe(200);
  });

  it('deletes a provider with services, hours and bookings in one go, and their clients still get the cancel notice', async () => {
    const platform = await userWithRole(app, 'platform_admin');
    const provider = await providerWithService(app);
    const booked = await app
      .client()
      .post('/api/public/bookings', bookingBody(provider.service.id, daysAhead(4), '11:00', { email: 'farewell@example.uz' }));
    expect(booked.status).toBe(201);
    await bareBooking(app, provider.user.id, provider.service.id, { daysAhead: -5, email: 'past@example.uz' });

    const preview = await platform.client.get(`/api/platform-admin/users/${provider.user.id}/delete-preview`);
    expect(preview.body).toEqual({ services: 1, bookings: 2, upcomingBookings: 1, availability: 1 });

    const deleted = await platform.client.delete(`/api/platform-admin/users/${provider.user.id}`);
    expect(deleted.status).toBe(204);
    const [left] = await sql<Record<string, number>>(
      `select (select count(*) from users where id = ?)::int as users, (select count(*) from services where user_id = ?)::int as services,
         (select count(*) from service_availability where service_id = ?)::int as hours, (select count(*) from bookings where user_id = ?)::int as bookings`,
      [provider.user.id, provider.user.id, provider.service.id, provider.user.id],
    );
    expect(left).toEqual({ users: 0, services: 0, hours: 0, bookings: 0 });

    const mail = await smtp.waitFor(
      (m) => m.to.includes('farewell@example.uz') && m.raw.includes(booked.body.confirmationNumber) && /bekor qilindi/.test(m.raw),
    );
    expect(mail.raw).toContain('Aziz Karimov');
    expect(smtp.received.some((m) => m.to.includes('past@example.uz'))).toBe(false);

    const audit = await sql<{ action: string; user_id: string }>(
      `select action, user_id from platform_activity where entity_id in (?, ?) order by id`,
      [provider.user.id, booked.body.id],
    );
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['booking_cancelled', 'user_deleted']));
    expect(audit.filter((a) => a.action !== 'registered').every((a) => a.user_id === platform.id)).toBe(true);
  });

  it("an operator's change to another provider's booking frees the slot on the public page at once", async () => {
    const { client: panel } = await adminPanelClient(app);
    const provider = await providerWithService(app);
    const date = daysAhead(6);
    const booked = await app.client().post('/api/public/bookings', bookingBody(provider.service.id, date, '10:00'));
    const slotAt10 = async () =>
      (await app.client().get(`/api/time-slots?date=${date}&serviceId=${provider.service.id}`)).body.find(
        (s: { time: string }) => s.time === '10:00',
      );
    expect((await slotAt10()).isAvailable).toBe(false);
    expect((await slotAt10()).isAvailable).toBe(false);
    expect((await panel.put(`/api/admin/bookings/${booked.body.id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect((await slotAt10()).isAvailable).toBe(true);
  });
});
