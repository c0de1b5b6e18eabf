import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysAhead, providerWithService } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /api/time-slots', () => {
  it('lists every candidate start with provider time, client time and availability', async () => {
    const { service } = await providerWithService(app, { duration: 60, timingInterval: 30 });
    const date = daysAhead(5);
    const reply = await app.client().get(`/api/time-slots?date=${date}&serviceId=${service.id}&clientTimezone=Europe/London`);
    expect(reply.status).toBe(200);
    // 09:00-18:00 window, 60-minute service every 30 minutes: 09:00 ... 17:00
    expect(reply.body).toHaveLength(17);
    // London is 5 h behind Tashkent in winter and 4 h in summer: the expectation follows the date, whenever this runs.
    const london = DateTime.fromISO(`${date}T09:00`, { zone: 'Asia/Tashkent' }).setZone('Europe/London');
    expect(reply.body[0]).toEqual({
      date,
      time: '09:00',
      clientTime: london.toFormat('HH:mm'),
      clientDate: date,
      isAvailable: true,
      timezone: 'Europe/London',
    });
    expect(reply.body.at(-1).time).toBe('17:00');
  });

  it('follows a DST-observing client zone across the change (New York, 2026-03-08)', async () => {
    const { service } = await providerWithService(app);
    // A date within the 90-day horizon is needed for availability, but conversion is shown for any date.
    const reply = await app.client().get(`/api/time-slots?date=2027-03-15&serviceId=${service.id}&clientTimezone=America/New_York`);
    expect(reply.body[0]).toMatchObject({ time: '09:00', clientTime: '00:00', clientDate: '2027-03-15' });
    const winter = await app.client().get(`/api/time-slots?date=2027-03-13&serviceId=${service.id}&clientTimezone=America/New_York`);
    expect(winter.body[0]).toMatchObject({ time: '09:00', clientTime: '23:00', clientDate: '2027-03-12' });
  });

  it('blocks slots overlapping any booking of the provider, from any of their services', async () => {
    const { client, service } = await providerWithService(app, { duration: 30, breakInterval: 15 });
    const other = await client.post('/api/services', { name: 'Soqol', description: 'Soqol olish', price: '50 000', duration: 30 });
    await client.put(`/api/service-availability/${other.body.id}`, {
      availability: {
        Monday: ['09:00'],
        Tuesday: ['09:00'],
        Wednesday: ['09:00'],
        Thursday: ['09:00'],
        Friday: ['09:00'],
        Saturday: ['09:00'],
        Sunday: ['09:00'],
      },
    });
    const date = daysAhead(6);
    expect((await app.client().post('/api/public/bookings', bookingBody(service.id, date, '11:00'))).status).toBe(201);
    const slots = await app.client().get(`/api/time-slots?date=${date}&serviceId=${service.id}`);
    const taken = slots.body.filter((s: { isAvailable: boolean }) => !s.isAvailable).map((s: { time: string }) => s.time);
    // 10:30 would run into 11:00 with its break; 11:00 is taken; 11:30 starts inside the booking's break.
    expect(taken).toEqual(['10:30', '11:00', '11:30']);
  });

  it('gives a signed-in provider the 09:00-17:00 day grid without serviceId', async () => {
    const { client, service } = await providerWithService(app);
    const date = daysAhead(7);
    await client.post('/api/bookings', bookingBody(service.id, date, '10:00'));
    const grid = await client.get(`/api/time-slots?date=${date}`);
    expect(grid.status).toBe(200);
    expect(grid.body).toHaveLength(17);
    expect(grid.body.find((s: { time: string }) => s.time === '10:00').isAvailable).toBe(false);
    expect(grid.body.find((s: { time: string }) => s.time === '10:30').isAvailable).toBe(true);
    expect((await app.client().get(`/api/time-slots?date=${date}`)).status).toBe(401);
  });

  it('answers bad queries with 400 and unknown services with 404', async () => {
    expect((await app.client().get('/api/time-slots?date=31-12-2026&serviceId=1')).status).toBe(400);
    expect((await app.client().get(`/api/time-slots?date=${daysAhead(1)}&serviceId=1&clientTimezone=Nowhere/Land`)).status).toBe(400);
    expect((await app.client().get(`/api/time-slots?date=${daysAhead(1)}&serviceId=abc`)).status).toBe(400);
    expect((await app.client().get(`/api/time-slots?date=${daysAhead(1)}&serviceId=987654`)).status).toBe(404);
  });

  it('answers a repeated ask from the cache exactly as the full route does, compressed or not, and never after a change', async () => {
    const { service } = await providerWithService(app);
    const date = daysAhead(7);
    const url = `${app.url}/api/time-slots?date=${date}&serviceId=${service.id}&clientTimezone=Asia/Samarkand`;
    // node:http sends exactly the headers given (fetch would add its own Accept-Encoding).
    const ask = (acceptEncoding?: string) =>
      new Promise<{ status: number; body: string; headers: unknown[]; requestId: unknown }>((resolve, reject) => {
        http
          .get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (reply) => {
            const chunks: Buffer[] = [];
            reply.on('data', (chunk: Buffer) => chunks.push(chunk));
            reply.on('end', () => {
              const raw = Buffer.concat(chunks);
              const encoding = reply.headers['content-encoding'];
              const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
              const h = (name: string) => reply.headers[name] ?? null;
              resolve({
                status: reply.statusCode ?? 0,
                body: body.toString('utf8'),
                headers: [
                  h('content-type'),
                  h('content-encoding'),
                  h('vary'),
                  h('cache-control'),
                  h('x-content-type-options'),
                  h('referrer-policy'),
                ],
                requestId: h('x-request-id'),
              });
            });
          })
          .on('error', reject);
      });
    // The first ask goes down the whole chain; the ones after it come from the cache.
    const first = await ask();
    expect(first.status).toBe(200);
    expect(first.headers).toEqual(['application/json; charset=utf-8', null, 'Accept-Encoding', 'no-store', 'nosniff', 'no-referrer']);
    const repeat = await ask();
    expect(repeat).toEqual({ ...first, requestId: expect.stringMatching(/^[\w-]{8,64}$/) });
    expect(repeat.requestId).not.toBe(first.requestId);
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['identity', null],
    ] as const) {
      const compressed = await ask(acceptEncoding);
      expect(compressed.status).toBe(200);
      expect(compressed.headers[1]).toBe(encoding);
      expect(compressed.body).toBe(first.body);
    }
    // A booking drops the cached answer at once: the next ask shows the time taken.
    expect(JSON.parse(repeat.body).find((slot: { time: string }) => slot.time === '10:00').isAvailable).toBe(true);
    expect((await app.client().post('/api/public/bookings', bookingBody(service.id, date, '10:00'))).status).toBe(201);
    const after = JSON.parse((await ask('br')).body);
    expect(after.find((slot: { time: string }) => slot.time === '10:00').isAvailable).toBe(false);
  });

  it('a flood of junk asks (unknown parameters, repeats, odd spellings of zones, far dates) leaves the cache bounded', async () => {
    const { service } = await providerWithService(app);
    const date = daysAhead(3);
    const base = `/api/time-slots?date=${date}&serviceId=${service.id}`;
    const cache = app.qabul.deps.cache;
    expect((await app.client().get(`${base}&clientTimezone=Asia/Tashkent`)).status).toBe(200);
    const before = cache.stats();
    const n = 150;
    const ask = async (url: string) => (await app.client().get(url)).status;
    const statuses: number[] = [];
    for (let i = 0; i < n; i += 1) {
      // Unknown parameters (a cache buster, a long one), a repeated parameter: refused, in Uzbek.
      statuses.push(await ask(`${base}&clientTimezone=Asia/Tashkent&_=${i}`));
      statuses.push(await ask(`${base}&pad=${'x'.repeat(2000)}${i}`));
      statuses.push(await ask(`${base}&serviceId=${service.id}&n=${i}`));
      // Answered, but not remembered: case spellings of a zone, and days nobody can book (far past and future).
      const zone = [...'asia/tashkent'].map((c, k) => ((i >> k) & 1 ? c.toUpperCase() : c)).join('');
      expect(await ask(`${base}&clientTimezone=${zone}`)).toBe(200);
      const far = DateTime.fromISO(date)
        .plus({ days: 200 + i })
        .toISODate();
      const past = DateTime.fromISO(date)
        .minus({ days: 30 + i })
        .toISODate();
      expect(await ask(`/api/time-slots?date=${far}&serviceId=${service.id}&clientTimezone=Europe/Berlin`)).toBe(200);
      expect(await ask(`/api/time-slots?date=${past}&serviceId=${service.id}`)).toBe(200);
    }
    // A spelling is computed as its zone and shown as sent.
    const canonical = (await app.client().get(`${base}&clientTimezone=Asia/Tashkent`)).body as { timezone: string }[];
    const shouted = (await app.client().get(`${base}&clientTimezone=ASIA/TASHKENT`)).body as { timezone: string }[];
    expect(shouted).toEqual(canonical.map((slot) => ({ ...slot, timezone: 'ASIA/TASHKENT' })));
    const after = cache.stats();
    // At most the canonical ask's own day, list and remembered query string (its first copy may have been
    // dropped by the new provider's change notice).
    expect(after.entries).toBeLessThanOrEqual(before.entries + 3);
    expect(after.bytes).toBeLessThanOrEqual(before.bytes + 64 * 1024);
    expect(statuses.every((status) => status === 400)).toBe(true);
    const refused = await app.client().get(`${base}&utm_source=x`);
    expect(refused.body).toMatchObject({ code: 'validation', errors: { utm_source: expect.any(String) } });
  });

  it('never remembers a query it refused', async () => {
    const bad = `/api/time-slots?date=${daysAhead(1)}&serviceId=1&clientTimezone=Nowhere/Land`;
    for (let i = 0; i < 3; i += 1) expect((await app.client().get(bad)).status).toBe(400);
  });

  it('a draining instance closes the connection after a repeated slot list too, as after any answer', async () => {
    const draining = await startTestApp({ SHUTDOWN_DRAIN_MS: '2000' });
    try {
      const { service } = await providerWithService(draining);
      const url = `${draining.url}/api/time-slots?date=${daysAhead(4)}&serviceId=${service.id}`;
      const agent = new http.Agent({ keepAlive: true });
      const ask = () =>
        new Promise<{ connection: string | undefined; body: string }>((resolve, reject) => {
          http
            .get(url, { agent }, (reply) => {
              let body = '';
              reply.on('data', (chunk: Buffer) => {
                body += chunk.toString('utf8');
              });
              reply.on('end', () => resolve({ connection: reply.headers.connection, body }));
            })
            .on('error', reject);
        });
      const first = await ask();
      expect(first.connection).toBe('keep-alive');
      // The repeat comes from the cache (the fast lane), after the drain has begun.
      const drained = draining.qabul.drain();
      const repeat = await ask();
      expect(repeat).toEqual({ connection: 'close', body: first.body });
      agent.destroy();
      await drained;
    } finally {
      await draining.close();
    }
  });
});
