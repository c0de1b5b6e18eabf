import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysAhead, providerWithService } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ METRICS_TOKEN: TOKEN, RATE_LIMIT_DISABLED: '1' });
});
afterAll(() => app.close());

describe('operations', () => {
  it('GET /api/metrics speaks Prometheus, only with the token', async () => {
    const { service } = await providerWithService(app);
    await app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(3), '10:00'));
    expect((await app.client().get('/api/metrics')).status).toBe(401);
    expect((await app.client().get('/api/metrics', { authorization: 'Bearer wrong-token-wrong-token-12' })).status).toBe(401);
    const reply = await fetch(`${app.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(reply.status).toBe(200);
    const text = await reply.text();
    expect(text).toMatch(/qabul_bookings_created_total\{by="client"\} [1-9]/);
    expect(text).toContain('qabul_http_request_duration_seconds_count{method="POST",route="/api/public/bookings",status="201"}');
    expect(text).toContain('qabul_db_pool_connections{state="total"}');
    expect(text).toContain('qabul_dispatcher_lag_seconds');
    expect(text).not.toMatch(/route="\/api\/booking-details\/[0-9a-f-]{36}"/);
  });

  it('tells liveness from readiness and gives every answer a request id', async () => {
    const live = await app.client().get('/api/health/live');
    expect(live.body).toEqual({ status: 'ok' });
    expect((await app.client().get('/api/health/ready')).body).toEqual({ status: 'ok' });
    expect(live.headers.get('x-request-id')).toMatch(/^[\w-]{8,64}$/);
    expect((await app.client().get('/api/health', { 'x-request-id': 'trace-abc-123' })).headers.get('x-request-id')).toBe('trace-abc-123');
  });
});
