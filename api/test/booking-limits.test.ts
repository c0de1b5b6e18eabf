import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysAhead, providerWithService } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp & { databaseUrl: string };
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
});
afterAll(() => app.close());

describe('one phone, at most three upcoming bookings per provider', () => {
  it('refuses the fourth, however the number is written, and counts only upcoming, live bookings', async () => {
    const { client, service } = await providerWithService(app);
    const writings = ['+998 90 555 12 34', '905551234', '998905551234', '(90) 555-12-34'];
    const replies = [];
    for (const [index, phone] of writings.entries()) {
      replies.push(await app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(3), `1${index}:00`, { phone })));
    }
    expect(replies.slice(0, 3).map((reply) => reply.status)).toEqual([201, 201, 201]);
    expect(replies[3]!.status).toBe(409);
    expect(replies[3]!.body.code).toBe('too_many_bookings');
    expect(replies[3]!.body.message).toContain('3 ta');
    // Another number is another client.
    expect(
      (await app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(3), '14:00', { phone: '+998905551235' }))).status,
    ).toBe(201);
    // A cancelled booking frees a place.
    await client.post(`/api/bookings/${replies[0]!.body.id}/cancel`, { reason: null });
    expect(
      (await app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(3), '15:00', { phone: '905551234' }))).status,
    ).toBe(201);
  });

  it('holds under concurrency: ten simultaneous bookings of one phone, exactly three go in', async () => {
    const { service } = await providerWithService(app);
    const replies = await Promise.all(
      ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'].map((time) =>
        app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(4), time, { phone: '+998 93 777 00 11' })),
      ),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(3);
    expect(replies.filter((reply) => reply.status === 409 && reply.body.code === 'too_many_bookings')).toHaveLength(7);
  });

  it('counts only after the lock: ten bookings started together and held at the lock, exactly three go in', async () => {
    // Every booking statement takes its snapshot before it reaches the lock. Holding the lock from outside
    // until all ten wait there makes the race certain: a count on the statement's own snapshot would let all
    // ten in; the admission function counts on a fresh snapshot after the lock and lets three in.
    const { service, user } = await providerWithService(app);
    const holder = new pg.Client({ connectionString: app.databaseUrl });
    await holder.connect();
    try {
      // Freemium: the monthly cap puts all of this provider's public bookings in one line, keyed by the provider.
      await holder.query('select pg_advisory_lock(hashtextextended($1, 7))', [user.id]);
      let settled = false;
      const replies = Promise.all(
        ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'].map((time) =>
          app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(4), time, { phone: '+998 93 777 00 22' })),
        ),
      ).finally(() => {
        settled = true;
      });
      // Without the lock nothing waits and the replies settle: the loop ends and the counts below fail.
      for (;;) {
        const { rows } = await holder.query<{ n: number }>(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
        );
        if (rows[0]!.n >= 10 || settled) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      await holder.query('select pg_advisory_unlock_all()');
      const statuses = (await replies).map((reply) => reply.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    } finally {
      await holder.end();
    }
  });

  it("never applies to the provider's own dashboard bookings", async () => {
    const { client, service } = await providerWithService(app);
    const statuses = [];
    for (const time of ['09:00', '10:00', '11:00', '12:00', '13:00']) {
      statuses.push(
        (await client.post('/api/bookings', bookingBody(service.id, daysAhead(5), time, { phone: '+998 94 111 22 33' }))).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
  });
});
