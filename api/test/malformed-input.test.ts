import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysAhead, providerWithService } from './support/fixtures.ts';
import type { HttpClient, Reply } from './support/http-client.ts';
import { startTelegramApp, type TelegramTestApp } from './telegram/support/telegram-app.ts';
import { writeRoutes } from './support/write-routes.ts';

// Malformed input never gives a 5xx, and every error answer is {message, code} in Uzbek.
let t: TelegramTestApp;
let signedIn: HttpClient;
let serviceId: number;
let bookingId: string;
let username: string;
beforeAll(async () => {
  t = await startTelegramApp();
  const provider = await providerWithService(t.app);
  signedIn = provider.client;
  serviceId = provider.service.id;
  username = provider.user.username;
  bookingId = (await signedIn.post('/api/bookings', bookingBody(serviceId, daysAhead(5), '10:00'))).body.id;
});
afterAll(() => t.close());

function expectCleanError(reply: Reply, what: string) {
  expect(reply.status, `${what}: ${JSON.stringify(reply.body)}`).toBeLessThan(500);
  if (reply.status >= 400 && what.includes('/api/')) {
    expect(typeof reply.body?.message, what).toBe('string');
    expect(typeof reply.body?.code, what).toBe('string');
    expect(JSON.stringify(reply.body), what).not.toMatch(/\bat \S+\.(ts|js):\d+/);
  }
}

const writes = () => writeRoutes(serviceId, bookingId);

describe('malformed input', () => {
  it('NUL characters in an otherwise valid JSON body are a 400, never a 500', async () => {
    const cases: [string, string, Record<string, unknown>][] = [
      [
        'POST',
        '/api/public/bookings',
        bookingBody(serviceId, daysAhead(6), '11:00', { name: 'Ali\u0000 Valiyev', phone: '+998901110000' }),
      ],
      [
        'POST',
        '/api/public/bookings',
        bookingBody(serviceId, daysAhead(6), '11:30', { notes: 'eshik\u0000 oldida', phone: '+998901110001' }),
      ],
      ['POST', '/api/services', { name: 'Soch\u0000 olish', description: 'Klassik', price: "80 000 so'm", duration: 30 }],
      ['POST', '/api/register', { firstName: 'Az\u0000iz', lastName: 'Karimov', email: 'nul.case@example.uz', password: 'secret123' }],
    ];
    for (const [method, path, body] of cases) {
      const reply = await signedIn.request(method, path, body);
      expectCleanError(reply, `${method} /api/ ${path}`);
      expect(reply.status, path).toBe(400);
      expect(reply.body.code).toBe('validation');
    }
  });

  it('%00 and broken escapes in any path or query are a 4xx with the error shape', async () => {
    const paths = [
      '/api/public/user/%00',
      '/api/public/services/ab%00cd',
      `/api/booking-details/%00?token=%00`,
      `/api/time-slots?date=2026-12-01%00&serviceId=${serviceId}`,
      `/api/time-slots?date=%00&serviceId=%00`,
      '/api/public/user/%E0%A4%A',
      '/%00',
      `/${username}%00`,
      '/u/%00',
      '/assets/%00.js',
      '/miniapp/%00',
      '/%E0%A4%A',
    ];
    for (const path of paths) expectCleanError(await t.app.client().get(path), path.startsWith('/api/') ? `/api/ ${path}` : path);
  });

  it('a Content-Encoding that does not match the body is refused cleanly', async () => {
    const json = JSON.stringify(bookingBody(serviceId, daysAhead(6), '12:00'));
    const cases: [string, string | Buffer][] = [
      ['gzip', json],
      ['deflate', json],
      ['br', json],
      ['x-unknown', json],
      ['gzip', gzipSync(json).subarray(0, 20)],
    ];
    for (const [encoding, body] of cases) {
      const reply = await fetch(`${t.app.url}/api/public/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        body,
      });
      const parsed = (await reply.json()) as { message?: unknown; code?: unknown };
      expect(reply.status, encoding).toBeGreaterThanOrEqual(400);
      expect(reply.status, encoding).toBeLessThan(500);
      expect(typeof parsed.message).toBe('string');
      expect(typeof parsed.code).toBe('string');
    }
  });

  it('library answers (unknown method, webhook secret, unknown route) have the error shape', async () => {
    const unknownMethod = await signedIn.request('PATCH', '/api/health');
    expect(unknownMethod.status).toBe(405);
    expect(unknownMethod.body).toMatchObject({ code: 'method_not_allowed' });
    const webhook = await t.app.client().post('/api/telegram/webhook', { update_id: 1 }, { 'x-telegram-bot-api-secret-token': 'wrong' });
    expect(webhook.status).toBe(401);
    expect(webhook.body).toMatchObject({ code: 'unauthorized', message: 'Tizimga kirish talab qilinadi' });
    expect((await t.app.client().delete('/api/nope')).body).toMatchObject({ code: 'not_found' });
  });

  it("zod's own messages, unknown keys included, are Uzbek", async () => {
    const reply = await signedIn.put(`/api/service-availability/${serviceId}`, { availability: { Funday: ['10:00'] } });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).not.toMatch(/expected|invalid|unrecognized|key in record/i);
  });

  it('fuzzed JSON bodies and paths never give a 5xx', async () => {
    const text = fc.oneof(fc.string(), fc.constantFrom('\u0000', '%00', '\uD800', '🙂', "'; drop table users; --", 'a'.repeat(5000)));
    const value = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 3 }));
    const route = fc.constantFrom(...writes());
    await fc.assert(
      fc.asyncProperty(
        route,
        fc.dictionary(
          fc.constantFrom(
            'name',
            'phone',
            'email',
            'date',
            'timeSlot',
            'serviceId',
            'username',
            'password',
            'price',
            'duration',
            'availability',
            'confirmationNumber',
            'initData',
            text.toString(),
          ),
          value,
        ),
        async ([method, path], body) => {
          const reply = await signedIn.request(method, path, body);
          expectCleanError(reply, `${method} /api/ ${path} ${JSON.stringify(body).slice(0, 200)}`);
        },
      ),
      { numRuns: 300 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.string(),
        fc.constantFrom('/api/public/user/', '/api/public/services/', '/api/booking-details/', '/', '/u/', '/api/bookings/'),
        async (segment, prefix) => {
          const reply = await signedIn.get(`${prefix}${encodeURIComponent(segment)}`);
          expectCleanError(reply, `${prefix} ${JSON.stringify(segment)}`);
        },
      ),
      { numRuns: 200 },
    );
  });
});
