import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMaster } from './provider-tools/support.ts';
import { salon } from './staff/support.ts';
import { bookingBody, daysAhead } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// GET /api/bookings as /user/bookings uses it: date range, master, one or several statuses, a search, pages.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

type Listed = { id: string; name: string; status: string; date: string; staff: { id: string } };

async function shop() {
  const s = await salon(app, 1);
  const master = s.masters[0] as { id: string; name: string };
  const book = async (date: string, time: string, name: string, phone: string, staffId: string) => {
    const reply = await s.client.post('/api/bookings', bookingBody(s.service.id, date, time, { name, phone, staffId }));
    expect(reply.status).toBe(201);
    return reply.body as { id: string; confirmationNumber: string };
  };
  const first = await book(daysAhead(3), '10:00', 'Dilnoza Yusupova', '+998 90 123 45 67', s.owner.id);
  const second = await book(daysAhead(4), '11:00', 'Jasur Aliyev', '+998 93 765 43 21', master.id);
  const third = await book(daysAhead(5), '12:00', 'Malika 100% Rahimova', '+998 97 555 11 22', master.id);
  const fourth = await book(daysAhead(6), '13:00', 'Dilshod Karimov', '+998 99 000 45 67', s.owner.id);
  expect((await s.client.put(`/api/bookings/${second.id}/status`, { status: 'confirmed' })).status).toBe(200);
  expect((await s.client.post(`/api/bookings/${fourth.id}/cancel`, {})).status).toBe(200);
  return { ...s, master, bookings: { first, second, third, fourth } };
}

const names = (body: Listed[]) => body.map((b) => b.name);

describe('GET /api/bookings filters', () => {
  it('filters by dates, master and one or several statuses, and searches name, phone digits and confirmation number', async () => {
    const s = await shop();
    const list = async (query: string) => {
      const reply = await s.client.get(`/api/bookings?${query}`);
      expect(reply.status, query).toBe(200);
      return { names: names(reply.body), total: reply.headers.get('x-total-count') };
    };
    expect((await list('')).names).toEqual(['Dilnoza Yusupova', 'Jasur Aliyev', 'Malika 100% Rahimova', 'Dilshod Karimov']);
    expect((await list(`from=${daysAhead(4)}&to=${daysAhead(5)}`)).names).toEqual(['Jasur Aliyev', 'Malika 100% Rahimova']);
    expect((await list(`staffId=${s.master.id}`)).names).toEqual(['Jasur Aliyev', 'Malika 100% Rahimova']);
    expect((await list('status=pending,confirmed')).names).toEqual(['Dilnoza Yusupova', 'Jasur Aliyev', 'Malika 100% Rahimova']);
    expect((await list('status=confirmed&status=cancelled')).names).toEqual(['Jasur Aliyev', 'Dilshod Karimov']);
    expect((await list('status=cancelled')).names).toEqual(['Dilshod Karimov']);
    // Search: any part of the name, whatever the case; the digits of the phone however it was typed; the number.
    expect((await list('search=dil')).names).toEqual(['Dilnoza Yusupova', 'Dilshod Karimov']);
    expect((await list(`search=${encodeURIComponent('45 67')}`)).names).toEqual(['Dilnoza Yusupova', 'Dilshod Karimov']);
    expect((await list('search=937654321')).names).toEqual(['Jasur Aliyev']);
    expect((await list(`search=${s.bookings.third.confirmationNumber.toLowerCase()}`)).names).toEqual(['Malika 100% Rahimova']);
    // A percent sign is a letter, not a pattern.
    expect((await list(`search=${encodeURIComponent('100%')}`)).names).toEqual(['Malika 100% Rahimova']);
    expect((await list(`search=${encodeURIComponent('%')}`)).names).toEqual(['Malika 100% Rahimova']);
    expect((await list('search=nobody')).names).toEqual([]);
    // Together, and paged with the whole count.
    const page = await list(`search=dil&status=pending&limit=1&offset=0`);
    expect(page).toEqual({ names: ['Dilnoza Yusupova'], total: '1' });
    const paged = await s.client.get('/api/bookings?search=dil&limit=1');
    expect(paged.headers.get('x-total-count')).toBe('2');
    expect(paged.headers.get('link')).toContain('search=dil');
    expect(paged.headers.get('link')).toContain('offset=1');
  });

  it('an invited master searches only their own bookings; another business sees none of them', async () => {
    const s = await shop();
    const master = await signedInMaster(app, s.master.id);
    const mine = await master.get('/api/bookings?search=a');
    expect(names(mine.body)).toEqual(['Jasur Aliyev', 'Malika 100% Rahimova']);
    const asked = await master.get(`/api/bookings?staffId=${s.owner.id}&search=dil`);
    expect(names(asked.body)).toEqual([]);
    const other = await salon(app, 0);
    const theirs = await other.client.get(`/api/bookings?search=${s.bookings.first.confirmationNumber}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
    expect((await app.client().get('/api/bookings?search=dil')).status).toBe(401);
  });

  it('refuses bad filters with 400 and a message', async () => {
    const s = await shop();
    for (const [query, field] of [
      ['status=bogus', 'status'],
      ['status=pending,bogus', 'status'],
      ['status=', 'status'],
      [`search=${'x'.repeat(101)}`, 'search'],
      ['from=2026-02-30', 'from'],
      ['limit=0', 'limit'],
    ] as const) {
      const reply = await s.client.get(`/api/bookings?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.code).toBe('validation');
      expect(typeof reply.body.errors[field], query).toBe('string');
    }
  });
});
