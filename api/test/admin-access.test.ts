import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROUTES } from '../src/routes.ts';
import { adminPanelClient, bareBooking, bareUser, sqlOf, userWithRole } from './support/admin-fixtures.ts';
import { planId, providerWithService } from './support/fixtures.ts';
import type { HttpClient } from './support/http-client.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * Every operator call against every kind of caller (DECISIONS.md, "Admin and platform admin"): the admin panel
 * needs its own session, the platform admin role platform_admin, the all-bookings and time-slot calls either an
 * admin-panel session or role admin/platform_admin. A hidden button is not a permission: the server decides.
 */
type Caller = 'nobody' | 'provider' | 'adminPanel' | 'roleAdmin' | 'platformAdmin';
type Door = 'panel' | 'operator' | 'platform';

const EXPECTED: Record<Door, Record<Caller, 'ok' | 401 | 403>> = {
  panel: { nobody: 401, provider: 401, adminPanel: 'ok', roleAdmin: 401, platformAdmin: 401 },
  operator: { nobody: 401, provider: 403, adminPanel: 'ok', roleAdmin: 'ok', platformAdmin: 'ok' },
  platform: { nobody: 401, provider: 403, adminPanel: 401, roleAdmin: 403, platformAdmin: 'ok' },
};

let app: TestApp;
let callers: Record<Caller, HttpClient>;
let provider: Awaited<ReturnType<typeof providerWithService>>;
let businessPlan: number;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1', REMINDERS_DISABLED: '1' });
  provider = await providerWithService(app);
  callers = {
    nobody: app.client(),
    provider: provider.client,
    adminPanel: (await adminPanelClient(app)).client,
    roleAdmin: (await userWithRole(app, 'admin')).client,
    platformAdmin: (await userWithRole(app, 'platform_admin')).client,
  };
  businessPlan = await planId(app.client(), 'business');
});
afterAll(() => app.close());

const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) => sqlOf(app)<T>(query, params);

async function freshPlan(): Promise<number> {
  const [row] = await sql<{ id: number }>(`insert into subscription_plans (name, price) values (?, 100000) returning id`, [
    `Sinov ${randomUUID().slice(0, 8)}`,
  ]);
  return row!.id;
}

interface Call {
  door: Door;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Builds the path (and fresh objects it names) for one caller, so writes never share a target. */
  path: () => Promise<string> | string;
  body?: () => unknown;
  ok: number;
}

const CALLS: Call[] = [
  { door: 'panel', method: 'GET', path: () => '/api/admin/me', ok: 200 },
  { door: 'panel', method: 'GET', path: () => '/api/admin/stats', ok: 200 },
  { door: 'panel', method: 'GET', path: () => '/api/admin/users?page=1&pageSize=5&sort=-createdAt', ok: 200 },
  { door: 'panel', method: 'GET', path: () => '/api/admin/users.csv', ok: 200 },
  { door: 'panel', method: 'GET', path: () => '/api/admin/bookings.csv', ok: 200 },
  { door: 'panel', method: 'GET', path: async () => `/api/admin/users/${await bareUser(app)}/delete-preview`, ok: 200 },
  {
    door: 'panel',
    method: 'PUT',
    path: async () => `/api/admin/users/${await bareUser(app)}/role`,
    body: () => ({ role: 'admin' }),
    ok: 200,
  },
  {
    door: 'panel',
    method: 'PUT',
    path: async () => `/api/admin/users/${await bareUser(app)}/subscription`,
    body: () => ({ planId: businessPlan }),
    ok: 200,
  },
  { door: 'panel', method: 'DELETE', path: async () => `/api/admin/users/${await bareUser(app)}`, ok: 204 },
  { door: 'panel', method: 'GET', path: () => '/api/admin/subscription-plans', ok: 200 },
  {
    door: 'panel',
    method: 'POST',
    path: () => '/api/admin/subscription-plans',
    body: () => ({ name: `Yangi ${randomUUID().slice(0, 8)}`, price: 990000, durationDays: 30, features: ['A'] }),
    ok: 201,
  },
  {
    door: 'panel',
    method: 'PUT',
    path: async () => `/api/admin/subscription-plans/${await freshPlan()}`,
    body: () => ({ price: 5000 }),
    ok: 200,
  },
  { door: 'panel', method: 'DELETE', path: async () => `/api/admin/subscription-plans/${await freshPlan()}`, ok: 204 },
  { door: 'panel', method: 'GET', path: () => '/api/admin/activity?page=1&pageSize=5', ok: 200 },
  { door: 'operator', method: 'GET', path: () => '/api/admin/bookings?status=pending&q=dilnoza', ok: 200 },
  {
    door: 'operator',
    method: 'PUT',
    path: async () => `/api/admin/bookings/${await bareBooking(app, provider.user.id, provider.service.id)}/status`,
    body: () => ({ status: 'confirmed' }),
    ok: 200,
  },
  { door: 'operator', method: 'GET', path: () => '/api/admin/time-slots', ok: 200 },
  {
    door: 'operator',
    method: 'PUT',
    path: async () => {
      const [slot] = await sql<{ id: number }>('select id from time_slots order by random() limit 1');
      return `/api/admin/time-slots/${slot!.id}`;
    },
    body: () => ({ isAvailable: false }),
    ok: 200,
  },
  { door: 'platform', method: 'GET', path: () => '/api/platform-admin/stats', ok: 200 },
  { door: 'platform', method: 'GET', path: () => '/api/platform-admin/users?q=nigora', ok: 200 },
  { door: 'platform', method: 'GET', path: async () => `/api/platform-admin/users/${await bareUser(app)}/delete-preview`, ok: 200 },
  {
    door: 'platform',
    method: 'PUT',
    path: async () => `/api/platform-admin/users/${await bareUser(app)}/role`,
    body: () => ({ role: 'admin' }),
    ok: 200,
  },
  {
    door: 'platform',
    method: 'PUT',
    path: async () => `/api/platform-admin/users/${await bareUser(app, { plan: 'freemium' })}/subscription`,
    body: () => ({ planId: businessPlan }),
    ok: 200,
  },
  {
    door: 'platform',
    method: 'POST',
    path: async () => `/api/platform-admin/users/${await bareUser(app, { plan: 'freemium' })}/subscription/cancel`,
    ok: 200,
  },
  { door: 'platform', method: 'DELETE', path: async () => `/api/platform-admin/users/${await bareUser(app)}`, ok: 204 },
];

const SECRETS = /password|refreshToken|linkToken|token_hash|tokenHash|scrypt\$/i;

describe('who may call what', () => {
  const cases = CALLS.flatMap((call) =>
    (Object.keys(EXPECTED[call.door]) as Caller[]).map((caller) => ({ call, caller, expected: EXPECTED[call.door][caller] })),
  );
  it.each(cases.map((c) => [`${c.call.method} ${c.call.door} call ${CALLS.indexOf(c.call) + 1} as ${c.caller}`, c] as const))(
    '%s',
    async (_name, { call, caller, expected }) => {
      const path = await call.path();
      const answer = await callers[caller].request(
        call.method,
        path,
        call.body?.() ?? (call.method === 'GET' || call.method === 'DELETE' ? undefined : {}),
      );
      if (expected === 'ok') {
        expect(answer.status, `${call.method} ${path}: ${JSON.stringify(answer.body)}`).toBe(call.ok);
        expect(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? '')).not.toMatch(SECRETS);
      } else {
        expect(answer.status, `${call.method} ${path}`).toBe(expected);
        expect(answer.body.code).toBe(expected === 401 ? 'unauthorized' : 'forbidden');
      }
    },
  );

  it('has a row above for every mounted operator route', async () => {
    // A new operator route without a row in the table would go untested for permissions.
    const samples = await Promise.all(CALLS.map(async (call) => ({ method: call.method, path: (await call.path()).split('?')[0]! })));
    const routes = OPERATOR_ROUTES.flatMap((router) =>
      router.stack.filter((layer) => layer.methods.length > 0).map((layer) => ({ methods: layer.methods, layer })),
    );
    // Open to anyone: signing in and out, and the session probe (null for a visitor; tested in admin-panel.test.ts).
    const open = ['/api/admin/login', '/api/admin/logout', '/api/admin/session'];
    const untested = routes.filter(
      ({ methods, layer }) =>
        !open.some((path) => layer.match(path)) && !samples.some((sample) => methods.includes(sample.method) && layer.match(sample.path)),
    );
    expect(untested.map(({ layer }) => layer.path)).toEqual([]);
    expect(routes.length).toBe(CALLS.length + open.length);
  });
});
