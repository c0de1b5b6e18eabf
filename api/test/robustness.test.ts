import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerWithService } from './support/fixtures.ts';
import type { HttpClient } from './support/http-client.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { writeRoutes } from './support/write-routes.ts';

let app: TestApp;
let signedIn: HttpClient;
let serviceId: number;
let bookingId: string;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
  const provider = await providerWithService(app);
  signedIn = provider.client;
  serviceId = provider.service.id;
  const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  bookingId = (await signedIn.post('/api/bookings', { name: 'Ali Valiyev', phone: '+998901234567', date, timeSlot: '10:00', serviceId }))
    .body.id;
});
afterAll(() => app.close());

const writes = () => writeRoutes(serviceId, bookingId);

function expectClientError(reply: { status: number; body: unknown }, what: string) {
  expect(reply.status, what).toBeGreaterThanOrEqual(400);
  expect(reply.status, what).toBeLessThan(500);
  expect(typeof (reply.body as { message?: unknown }).message, what).toBe('string');
  expect(JSON.stringify(reply.body), what).not.toMatch(/at .*\.ts:\d+|stack/i);
}

describe('malformed input never causes a 5xx', () => {
  it('answers malformed JSON with 400 and an Uzbek message on every write', async () => {
    for (const [method, path] of writes()) {
      const reply = await signedIn.request(method, path, '{"name": ', { 'content-type': 'application/json' });
      expect(reply.status, `${method} ${path}`).toBe(400);
      expect(reply.body.message).toBe("So'rov tanasi noto'g'ri JSON");
    }
  });

  it('answers wrong types with 4xx on every write', async () => {
    const bodies = [[], 42, 'text', null, true];
    const wrongFields = {
      name: 1,
      phone: true,
      email: 5,
      date: [],
      timeSlot: {},
      newDate: 1,
      newTimeSlot: [],
      serviceId: 'x',
      planId: -1,
      availability: [1],
      username: 7,
      password: {},
      reason: 5,
      confirmationNumber: 1,
    };
    for (const [method, path] of writes()) {
      for (const body of [...bodies, wrongFields]) {
        const reply = await signedIn.request(method, path, JSON.stringify(body), { 'content-type': 'application/json' });
        expectClientError(reply, `${method} ${path} ${JSON.stringify(body)}`);
      }
    }
  });

  it('survives arbitrary JSON bodies on the booking endpoints (fuzz)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(...writes()), async (body, [method, path]) => {
        const reply = await signedIn.request(method, path, JSON.stringify(body), { 'content-type': 'application/json' });
        expect(reply.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('answers odd ids and query strings with 4xx', async () => {
    for (const path of [
      '/api/services/9999999999999',
      '/api/services/-1',
      '/api/service-availability/%00',
      '/api/bookings/%E0%A4%A',
      "/api/booking-details/1' or '1'='1",
      `/api/public/user/${'x'.repeat(5000)}`,
      '/api/time-slots?date[]=1&serviceId=1',
      '/api/bookings?from=2026-02-30',
    ]) {
      const reply = await signedIn.get(path);
      expectClientError(reply, path);
    }
  });

  it('refuses oversized bodies with 413', async () => {
    const reply = await signedIn.post('/api/services', { name: 'x'.repeat(200_000) });
    expect(reply.status).toBe(413);
  });
});
