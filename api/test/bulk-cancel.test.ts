import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from './support/http-client.ts';
import { bookingBody, daysAhead, providerWithService } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.qabul.database.orm.em.getConnection().execute<T[]>(query, params, 'all');

/** Dashboard bookings on one day, each with its own phone so no per-phone rule gets in the way. */
async function book(client: HttpClient, serviceId: number, date: string, times: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, time] of times.entries()) {
    const reply = await client.post('/api/bookings', bookingBody(serviceId, date, time, { phone: `+99890111220${i}` }));
    if (reply.status !== 201) throw new Error(`booking failed: ${JSON.stringify(reply.body)}`);
    ids.push(reply.body.id);
  }
  return ids;
}

const statuses = async (ids: string[]) =>
  (await sql<{ status: string }>('select status from bookings where id in (?) order by id', [ids])).map((r) => r.status);

describe('POST /api/bookings/bulk-cancel', () => {
  it('cancels the batch in one go: history rows, client notices, freed slots; already cancelled ones are skipped', async () => {
    const { client, service } = await providerWithService(app);
    const date = daysAhead(5);
    const [a, b, c] = await book(client, service.id, date, ['10:00', '10:30', '11:00']);
    const ids = [a, b, c] as string[];
    expect((await client.post(`/api/bookings/${c}/cancel`, {})).status).toBe(200);
    // Ask for the slots first so a cached answer would show them still taken.
    const before = await app.client().get(`/api/time-slots?date=${date}&serviceId=${service.id}&clientTimezone=Asia/Tashkent`);
    expect(before.body.find((s: { time: string }) => s.time === '10:00').isAvailable).toBe(false);

    const reply = await client.post('/api/bookings/bulk-cancel', { ids, reason: 'Shubhali bronlar' });
    expect(reply.status).toBe(200);
    expect([...reply.body.cancelled].sort()).toEqual([a, b].sort());
    expect(await statuses(ids)).toEqual(['cancelled', 'cancelled', 'cancelled']);

    const history = await sql(
      `select booking_id, reason, performed_by from booking_history where action = 'cancelled' and booking_id in (?) order by created_at`,
      [ids],
    );
    expect(history).toHaveLength(3);
    expect(
      history
        .filter((h) => h.reason === 'Shubhali bronlar')
        .map((h) => h.booking_id)
        .sort(),
    ).toEqual([a, b].sort());
    expect(history.every((h) => h.performed_by === 'provider')).toBe(true);
    const notices = await sql(
      `select booking_id, recipient_type from reminder_schedules where reminder_type = 'booking_cancelled' and booking_id in (?)`,
      [[a, b]],
    );
    expect(notices.map((n) => `${n.booking_id}:${n.recipient_type}`).sort()).toEqual([`${a}:client`, `${b}:client`].sort());
    const timed = await sql(
      `select 1 from reminder_schedules where booking_id in (?) and status = 'pending' and reminder_type in ('24h', '1h')`,
      [ids],
    );
    expect(timed).toHaveLength(0);

    const after = await app.client().get(`/api/time-slots?date=${date}&serviceId=${service.id}&clientTimezone=Asia/Tashkent`);
    expect(after.body.find((s: { time: string }) => s.time === '10:00').isAvailable).toBe(true);
    expect((await app.client().post('/api/public/bookings', bookingBody(service.id, date, '10:30'))).status).toBe(201);

    const again = await client.post('/api/bookings/bulk-cancel', { ids: [a] });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ cancelled: [] });
  });

  it('requires sign-in', async () => {
    const reply = await app.client().post('/api/bookings/bulk-cancel', { ids: [randomUUID()] });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('unauthorized');
  });

  it("answers 404 and changes nothing when one id is another provider's or unknown", async () => {
    const owner = await providerWithService(app);
    const intruder = await providerWithService(app);
    const date = daysAhead(6);
    const theirs = await book(owner.client, owner.service.id, date, ['10:00', '10:30']);
    const [mine] = await book(intruder.client, intruder.service.id, date, ['10:00']);

    const foreign = await intruder.client.post('/api/bookings/bulk-cancel', { ids: [mine, ...theirs] });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'not_found', message: 'Uchrashuv topilmadi' });
    const unknown = await owner.client.post('/api/bookings/bulk-cancel', { ids: [...theirs, randomUUID()] });
    expect(unknown.status).toBe(404);

    const left = await statuses([...theirs, mine as string]);
    expect(left).toHaveLength(3);
    expect(left).not.toContain('cancelled');
    const history = await sql(`select 1 from booking_history where action = 'cancelled' and booking_id in (?)`, [[...theirs, mine]]);
    expect(history).toHaveLength(0);
  });

  it('refuses bad input with 400 {message, code}', async () => {
    const { client, service } = await providerWithService(app);
    const [id] = await book(client, service.id, daysAhead(7), ['10:00']);
    const bodies = [
      {},
      { ids: [] },
      { ids: Array.from({ length: 201 }, () => randomUUID()) },
      { ids: ['not-a-uuid'] },
      { ids: id },
      { ids: [id], reason: 'x'.repeat(501) },
    ];
    for (const body of bodies) {
      const reply = await client.post('/api/bookings/bulk-cancel', body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(reply.body.code).toBe('validation');
      expect(typeof reply.body.message).toBe('string');
      expect(reply.body.message.length).toBeGreaterThan(0);
    }
    const empty = await client.post('/api/bookings/bulk-cancel', { ids: [] });
    expect(empty.body.message).toBe('Bekor qilish uchun 1 tadan 200 tagacha uchrashuv tanlang');
    expect(await statuses([id as string])).not.toContain('cancelled');
  });
});
