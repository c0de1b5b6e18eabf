import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerWithService } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /api/bookings pages', () => {
  it('answers 200 a page with X-Total-Count and a Link to the next, instead of stopping silently', async () => {
    const { client, service } = await providerWithService(app, { duration: 15, timingInterval: 15 });
    await app.qabul.database.orm.em.getConnection().execute(
      `insert into bookings (user_id, service_id, date, time_slot, date_time_utc, ends_at, blocked_until, name, phone, telegram_token, confirmation_number)
       select s.user_id, s.id, (current_date + 30 + g)::date, '08:00', now() + (g || ' days')::interval + interval '30 days',
              now() + (g || ' days')::interval + interval '30 days 10 minutes', now() + (g || ' days')::interval + interval '30 days 10 minutes',
              'Mijoz ' || g, '99890' || lpad(g::text, 7, '0'), md5(random()::text), upper(substr(md5(random()::text), 1, 8))
       from services s, generate_series(1, 2100) g where s.id = ?`,
      [service.id],
    );
    const first = await client.get('/api/bookings');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(200);
    expect(first.headers.get('x-total-count')).toBe('2100');
    const next = first.headers.get('link')?.match(/<([^>]+)>; rel="next"/)?.[1];
    expect(next).toContain('offset=200');

    const all: string[] = [];
    let path: string | undefined = '/api/bookings?limit=1000';
    while (path) {
      const page: { body: { id: string }[]; headers: Headers } = await client.get(path);
      all.push(...page.body.map((booking: { id: string }) => booking.id));
      path = page.headers.get('link')?.match(/<([^>]+)>; rel="next"/)?.[1];
    }
    expect(all).toHaveLength(2100);
    expect(new Set(all).size).toBe(2100);

    expect((await client.get('/api/bookings?limit=0')).status).toBe(400);
    expect((await client.get('/api/bookings?limit=1001')).status).toBe(400);
    expect((await app.client().get('/api/bookings')).status).toBe(401);
  });
});
