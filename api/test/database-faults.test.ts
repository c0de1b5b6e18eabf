import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysAhead, halfHours, providerWithService } from './support/fixtures.ts';
import type { Reply } from './support/http-client.ts';
import { TcpProxy } from './support/tcp-proxy.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// The app reaches PostgreSQL only through a proxy this file controls; faults are real: backends terminated by
// PostgreSQL itself, connections cut, and a partition where packets go nowhere.
let proxy: TcpProxy;
let app: TestApp & { databaseUrl: string };
let admin: pg.Client;
let serviceId: number;
let provider: Awaited<ReturnType<typeof providerWithService>>;

beforeAll(async () => {
  const server = new URL((await import('vitest')).inject('pgServerUrl').replace(/^postgres(ql)?:/, 'http:'));
  proxy = await new TcpProxy(server.hostname, Number(server.port)).listen();
  app = await startTestApp(
    { RATE_LIMIT_DISABLED: '1', DB_CONNECT_TIMEOUT_MS: '1000', DB_STATEMENT_TIMEOUT_MS: '1500', DB_POOL_MAX: '8' },
    { route: (url) => proxy.urlFor(url) },
  );
  admin = new pg.Client({ connectionString: app.databaseUrl });
  await admin.connect();
  provider = await providerWithService(app);
  serviceId = provider.service.id;
}, 60_000);

afterAll(async () => {
  await admin.end();
  await app.close();
  await proxy.close();
});

const isCleanJson = (reply: Reply) =>
  typeof reply.body === 'object' &&
  reply.body !== null &&
  (reply.status < 500 ||
    (typeof reply.body.message === 'string' && typeof reply.body.code === 'string' && !/at .+\.ts/.test(JSON.stringify(reply.body))));

async function healthy(): Promise<void> {
  // Recovery is the app's own: poll until it says so (bounded by the test timeout).
  while ((await app.client().get('/api/health')).status !== 200) await new Promise((resolve) => setImmediate(resolve));
}

describe('a database that drops connections', () => {
  it('keeps the process up, answers clean JSON during the fault and recovers by itself', async () => {
    const date = daysAhead(3);
    const times = halfHours('09:00', '18:00');
    let faulting = true;
    let terminated = 0;
    const killer = (async () => {
      while (faulting) {
        const { rowCount } = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        terminated += rowCount ?? 0;
        proxy.cut();
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();
    const replies: Reply[] = [];
    const client = app.client();
    // Traffic for as long as it takes the fault to bite repeatedly (terminations every 150 ms).
    for (let round = 0; round < 6 || terminated < 20; round += 1) {
      const batch = await Promise.all([
        ...times
          .slice((round * 3) % 15, ((round * 3) % 15) + 3)
          .map((time) =>
            client.post(
              '/api/public/bookings',
              bookingBody(serviceId, date, time, { phone: `+99890${1000000 + round * 10 + times.indexOf(time)}` }),
            ),
          ),
        client.get(`/api/time-slots?date=${date}&serviceId=${serviceId}`),
        provider.client.get('/api/bookings'),
        app.client().post('/api/login', { username: provider.email, password: provider.password }),
      ]);
      replies.push(...batch);
    }
    faulting = false;
    await killer;
    expect(terminated).toBeGreaterThan(0);
    // Every answer during the fault was a proper one: no dropped socket, no stack trace, no HTML.
    for (const reply of replies) expect(isCleanJson(reply), JSON.stringify(reply.body)).toBe(true);
    expect(replies.some((reply) => reply.status === 503 && reply.body.code === 'database_unavailable')).toBe(true);

    await healthy();
    const after = await app
      .client()
      .post('/api/public/bookings', bookingBody(serviceId, daysAhead(4), '15:00', { phone: '+998907770001' }));
    expect(after.status).toBe(201);
  }, 60_000);
});

describe('a silent database (network partition)', () => {
  it('answers health with 503 within 2 s and other calls with 503 database_unavailable within seconds, then recovers', async () => {
    await healthy();
    proxy.blackhole();
    try {
      const started = Date.now();
      const health = await app.client().get('/api/health');
      expect(health.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(2000);

      const calls = await Promise.all(
        [
          () => app.client().get(`/api/time-slots?date=${daysAhead(5)}&serviceId=${serviceId}`),
          () => app.client().post('/api/public/bookings', bookingBody(serviceId, daysAhead(5), '11:00', { phone: '+998907770002' })),
          () => app.client().post('/api/login', { username: provider.email, password: provider.password }),
          () => provider.client.get('/api/bookings'),
        ].map(async (call) => {
          const begun = Date.now();
          const reply = await call();
          return { reply, took: Date.now() - begun };
        }),
      );
      for (const { reply, took } of calls) {
        expect(reply.status, JSON.stringify(reply.body)).toBe(503);
        expect(reply.body.code).toBe('database_unavailable');
        expect(took).toBeLessThan(6000);
      }
    } finally {
      proxy.heal();
    }
    await healthy();
    expect((await app.client().get(`/api/time-slots?date=${daysAhead(5)}&serviceId=${serviceId}`)).status).toBe(200);
  }, 60_000);
});
