import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { halfHours, providerWithService } from './support/fixtures.ts';
import type { HttpClient } from './support/http-client.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * An audit row commits with the change it records, or neither does. The database is made to refuse the
 * audit rows of one account (a trigger); every change that account makes must then leave nothing behind.
 */
let app: TestApp;
const sql = (query: string, params: unknown[] = []) => app.qabul.database.orm.em.getConnection().execute(query, params, 'all');

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
  await sql(`create table audit_refused (user_id uuid primary key)`);
  await sql(`create function refuse_audit() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from audit_refused where user_id = new.user_id) then raise exception 'audit refused'; end if;
      return new;
    end $$`);
  await sql(`create trigger refuse_audit before insert on platform_activity for each row execute function refuse_audit()`);
});
afterAll(() => app.close());

/** A provider whose audit rows the database refuses from now on. */
async function providerWithoutAudit() {
  const provider = await providerWithService(app);
  await sql(`insert into audit_refused (user_id) values (?)`, [provider.user.id]);
  return provider;
}

const auditRows = async (userId: string, action: string) =>
  (await sql(`select 1 from platform_activity where user_id = ? and action = ?`, [userId, action])).length;

function uploadImage(client: HttpClient, bytes: Buffer) {
  const form = new FormData();
  form.append('profileImage', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  return fetch(`${client.baseUrl}/api/user/profile-image`, {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookieHeader, origin: client.baseUrl, 'x-forwarded-for': client.ip },
  });
}

describe('a change whose audit row cannot be written', () => {
  it('profile: the new name is not kept', async () => {
    const { client, user } = await providerWithoutAudit();
    const before = (await client.get('/api/user')).body;
    const reply = await client.put('/api/user/profile', {
      firstName: 'Boshqa',
      lastName: before.lastName,
      username: before.username,
      email: before.email,
      timezone: before.timezone,
    });
    expect(reply.status).toBeGreaterThanOrEqual(500);
    expect((await client.get('/api/user')).body.firstName).toBe(before.firstName);
    expect(await auditRows(user.id, 'profile_updated')).toBe(0);
  });

  it('password: the old one still signs in, the new one does not', async () => {
    const { client, email, password } = await providerWithoutAudit();
    const reply = await client.put('/api/user/password', {
      currentPassword: password,
      newPassword: 'yangi-parol-123',
      confirmPassword: 'yangi-parol-123',
    });
    expect(reply.status).toBeGreaterThanOrEqual(500);
    expect((await app.client().post('/api/login', { username: email, password: 'yangi-parol-123' })).status).toBe(401);
    expect((await app.client().post('/api/login', { username: email, password })).status).toBe(200);
    // The other devices' sessions end only with a password that really changed.
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('weekly hours: the old hours stay', async () => {
    const { client, service, user } = await providerWithoutAudit();
    const audited = await auditRows(user.id, 'availability_updated');
    const reply = await client.put(`/api/service-availability/${service.id}`, { availability: { Monday: halfHours('10:00', '11:00') } });
    expect(reply.status).toBeGreaterThanOrEqual(500);
    const saved = (await client.get(`/api/service-availability/${service.id}`)).body.availability;
    expect(saved.Monday).toEqual(halfHours('09:00', '18:00'));
    expect(saved.Tuesday).toEqual(halfHours('09:00', '18:00'));
    expect(await auditRows(user.id, 'availability_updated')).toBe(audited);
  });

  it('profile picture: neither the picture nor its link is kept', async () => {
    const { client, user } = await providerWithoutAudit();
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const reply = await uploadImage(client, image);
    expect(reply.status).toBeGreaterThanOrEqual(500);
    expect((await client.get('/api/user')).body.profileImageUrl ?? null).toBeNull();
    expect(await sql(`select 1 from profile_images where user_id = ?`, [user.id])).toHaveLength(0);
  });

  it('an account whose audit rows are written changes as usual (the trigger refuses only the chosen one)', async () => {
    const { client, user } = await providerWithService(app);
    const reply = await client.put(`/api/service-availability/${(await client.get('/api/services')).body[0].id}`, {
      availability: { Monday: halfHours('10:00', '11:00') },
    });
    expect(reply.status).toBe(200);
    expect(await auditRows(user.id, 'availability_updated')).toBeGreaterThan(0);
  });
});
