import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

// Registration is limited to 20 per hour per client address (DECISIONS.md).
const register = (app: TestApp, forwardedFor: string) =>
  app
    .client()
    .post(
      '/api/register',
      { firstName: 'Aziz', lastName: 'Karimov', email: `x${randomUUID().slice(0, 8)}@example.uz`, password: 'secret123' },
      { 'x-forwarded-for': forwardedFor },
    );

describe('the client address behind our proxies', () => {
  let oneProxy: TestApp;
  let twoProxies: TestApp;
  beforeAll(async () => {
    [oneProxy, twoProxies] = await Promise.all([startTestApp({ TRUST_PROXY: '1' }), startTestApp({ TRUST_PROXY: '2' })]);
  });
  afterAll(async () => {
    await Promise.all([oneProxy.close(), twoProxies.close()]);
  });

  it('with one proxy, a forged leftmost X-Forwarded-For entry does not escape a per-address limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      // The client writes anything it likes on the left; our proxy appends the address it saw.
      statuses.push((await register(oneProxy, `203.0.113.${attempt}, 10.20.30.40`)).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another real client is not affected.
    expect((await register(oneProxy, '203.0.113.99, 10.20.30.41')).status).toBe(201);
  });

  it('with two proxies, the address the outer proxy saw counts', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await register(twoProxies, `198.51.100.${attempt}, 10.50.60.70, 172.16.0.2`)).status);
    }
    expect(statuses[20]).toBe(429);
    expect((await register(twoProxies, '198.51.100.1, 10.50.60.71, 172.16.0.2')).status).toBe(201);
  });
});
