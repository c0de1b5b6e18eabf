import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientDetailsResponse, ClientResponse } from '../src/contracts/responses.ts';
import { foldClientNotes } from '../src/lib/clients-keeper.ts';
import { bookingBody, daysAhead, providerWithService } from './support/fixtures.ts';
import { moveVisitIntoPast } from './support/past-visit.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1', REMINDERS_DISABLED: '1' });
});
afterAll(() => app.close());

async function book(provider: Awaited<ReturnType<typeof providerWithService>>, day: number, time: string, client: Record<string, unknown>) {
  const made = await provider.client.post('/api/bookings', bookingBody(provider.service.id, daysAhead(day), time, client));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

describe('clients', () => {
  it('are phones within the business: one client however the number is written, with visits, cancellations and no-shows', async () => {
    const provider = await providerWithService(app);
    const past = await book(provider, 3, '10:00', { name: 'Dilnoza Yusupova', phone: '+998 90 123 45 67', email: null });
    const missed = await book(provider, 3, '11:00', { name: 'Dilnoza', phone: '90 123-45-67', email: 'dilnoza@example.uz' });
    const cancelled = await book(provider, 4, '10:00', { name: 'Dilnoza Y.', phone: '998901234567' });
    const next = await book(provider, 6, '10:00', { name: 'Dilnoza Yusupova', phone: '+998901234567' });
    await book(provider, 6, '11:00', { name: 'Jasur Aliyev', phone: '+998 93 765 43 21', email: 'jasur@example.uz' });
    await moveVisitIntoPast(app, past.id, 48 * 60);
    await moveVisitIntoPast(app, missed.id, 24 * 60);
    expect((await provider.client.put(`/api/bookings/${missed.id}/status`, { status: 'no_show' })).status).toBe(200);
    expect((await provider.client.post(`/api/bookings/${cancelled.id}/cancel`, {})).status).toBe(200);

    const list = await provider.client.get('/api/clients');
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('2');
    for (const row of list.body) ClientResponse.parse(row);
    const dilnoza = list.body.find((c: { phone: string }) => c.phone === '+998901234567');
    expect(dilnoza).toMatchObject({
      name: 'Dilnoza Yusupova',
      email: 'dilnoza@example.uz',
      visits: 1,
      cancellations: 1,
      noShows: 1,
      nextBookingAt: new Date(next.dateTimeUtc).toISOString(),
    });
    // The visit two days ago is the last; the no-show yesterday is not a visit.
    expect(Date.now() - new Date(dilnoza.lastVisitAt).getTime()).toBeGreaterThan(47 * 3_600_000);

    const card = await provider.client.get(`/api/clients/${dilnoza.id}`);
    expect(card.status).toBe(200);
    ClientDetailsResponse.parse(card.body);
    expect(card.body.note).toBeNull();
    expect(card.body.bookings.map((b: { id: string }) => b.id)).toEqual([next.id, cancelled.id, missed.id, past.id]);
    expect(card.body.bookings.map((b: { status: string }) => b.status)).toEqual(['pending', 'cancelled', 'no_show', 'pending']);
  });

  it('are found by name or by any digits of the phone, and page with X-Total-Count and a next link', async () => {
    const provider = await providerWithService(app);
    for (const [i, name] of ['Aziza Karimova', 'Bobur Toshev', 'Aziz Rahimov'].entries()) {
      await book(provider, 5 + i, '10:00', { name, phone: `+998 90 55${i} 11 2${i}` });
    }
    const byName = await provider.client.get('/api/clients?search=aziz');
    expect(byName.body.map((c: { name: string }) => c.name).sort()).toEqual(['Aziz Rahimov', 'Aziza Karimova']);
    const byDigits = await provider.client.get('/api/clients?search=551%2011');
    expect(byDigits.body.map((c: { name: string }) => c.name)).toEqual(['Bobur Toshev']);
    expect((await provider.client.get('/api/clients?search=%2B99890552')).body.map((c: { name: string }) => c.name)).toEqual([
      'Aziz Rahimov',
    ]);
    expect((await provider.client.get('/api/clients?search=yo%27q')).body).toEqual([]);

    const first = await provider.client.get('/api/clients?limit=2');
    expect(first.body).toHaveLength(2);
    expect(first.headers.get('x-total-count')).toBe('3');
    expect(first.headers.get('link')).toContain('offset=2');
    const rest = await provider.client.get('/api/clients?limit=2&offset=2');
    expect(rest.body).toHaveLength(1);
    expect(rest.headers.get('link')).toBeNull();
    expect(new Set([...first.body, ...rest.body].map((c: { id: string }) => c.id)).size).toBe(3);
    const beyond = await provider.client.get('/api/clients?limit=2&offset=10');
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe('3');
    const bad = await provider.client.get('/api/clients?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation');
  });

  it("keeps the provider's private note, and another provider's client is a 404", async () => {
    const provider = await providerWithService(app);
    await book(provider, 5, '12:00', { name: 'Malika Saidova', phone: '+998 97 111 22 33' });
    const [malika] = (await provider.client.get('/api/clients')).body;
    const saved = await provider.client.put(`/api/clients/${malika.id}`, { note: '  Allergiyasi bor: lak ishlatmang  ' });
    expect(saved.status).toBe(200);
    expect(saved.body.note).toBe('Allergiyasi bor: lak ishlatmang');
    expect((await provider.client.get(`/api/clients/${malika.id}`)).body.note).toBe('Allergiyasi bor: lak ishlatmang');
    expect((await provider.client.put(`/api/clients/${malika.id}`, { note: '' })).body.note).toBeNull();
    expect((await provider.client.put(`/api/clients/${malika.id}`, { note: 'x'.repeat(2001) })).status).toBe(400);

    const other = await providerWithService(app);
    for (const response of [
      await other.client.get(`/api/clients/${malika.id}`),
      await other.client.put(`/api/clients/${malika.id}`, { note: 'begona' }),
      await other.client.get('/api/clients/not-a-uuid'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'not_found', message: 'Mijoz topilmadi' });
    }
    expect((await other.client.get('/api/clients')).body).toEqual([]);
    expect((await app.client().get('/api/clients')).status).toBe(401);
    // Her own provider's note is untouched by the stranger's attempt.
    expect((await provider.client.get(`/api/clients/${malika.id}`)).body.note).toBeNull();
  });

  it('moves a booking to the client of its new number when the provider corrects the phone', async () => {
    const provider = await providerWithService(app);
    const booking = await book(provider, 8, '10:00', { name: 'Nodira Karimova', phone: '+998 90 111 22 33' });
    const corrected = await provider.client.put(`/api/bookings/${booking.id}`, { name: 'Nodira Karimova', phone: '90 444 55 66' });
    expect(corrected.status).toBe(200);
    const clients = (await provider.client.get('/api/clients')).body as Array<{ phone: string; nextBookingAt: string | null }>;
    const byPhone = Object.fromEntries(clients.map((c) => [c.phone, c.nextBookingAt]));
    expect(byPhone['+998904445566']).toBe(new Date(booking.dateTimeUtc).toISOString());
    expect(byPhone['+998901112233']).toBeNull();
  });

  it('keeps clients of bookings made before the clients list existed (the migration backfills them)', async () => {
    const provider = await providerWithService(app);
    const booking = await book(provider, 7, '10:00', { name: 'Eski Mijoz', phone: '+998 91 000 00 01' });
    const db = app.qabul.database.orm.em.getConnection();
    // The booking's client is kept after its commit (ADR 036): kept first, so the delete below takes it away.
    await foldClientNotes(app.qabul.database.pool);
    await db.execute('delete from clients where user_id = ?', [provider.user.id], 'run');
    expect((await provider.client.get('/api/clients')).body).toEqual([]);
    // What the migration runs for the bookings already there.
    const { Migration20261128040000_clients_no_show_reviews: Migration } = await import(
      '../../db/src/migrations/Migration20261128040000_clients_no_show_reviews.ts'
    );
    const backfill = new Migration({} as never, {} as never);
    await backfill.up();
    const statements = backfill.getQueries().map((query) => (typeof query === 'string' ? query : query.toString()));
    await db.execute(String(statements.find((statement) => statement.startsWith('insert into clients'))), [], 'run');
    const [restored] = (await provider.client.get('/api/clients')).body;
    expect(restored).toMatchObject({
      name: 'Eski Mijoz',
      phone: '+998910000001',
      nextBookingAt: new Date(booking.dateTimeUtc).toISOString(),
    });
  });
});
