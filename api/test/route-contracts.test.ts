import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import type { Contract } from '../src/contracts/endpoint.ts';
import { CONTRACTS } from '../src/endpoints.ts';
import { endpoint } from '../src/contracts/endpoint.ts';
import { HealthResponse } from '../src/features/health/health.contract.ts';
import { ContractRouter, mountedOf } from '../src/middleware/contract-router.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// No route goes without a contract: the app's own middleware is walked (whatever the route table says), and every
// route a router answers must end in a mounted contract of its method and path. Imports cannot show this (a route
// is a value), so it is a test rather than a dependency rule.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Layer = { methods: string[]; path: string; stack: unknown[] };

function mountedRoutes(koa: Koa): Array<{ layer: Layer; contract: Contract | null }> {
  const routers = koa.middleware.flatMap((middleware) => {
    const router = (middleware as { router?: { stack: Layer[] } }).router;
    return router ? [router] : [];
  });
  return routers.flatMap((router) =>
    router.stack
      .filter((layer) => layer.methods.length > 0)
      .map((layer) => ({ layer, contract: mountedOf(layer.stack.at(-1))?.contract ?? null })),
  );
}

describe('the route table', () => {
  it('is walked so that a route written without a contract shows', () => {
    const koa = new Koa();
    const router = new ContractRouter();
    router.mount(endpoint({ method: 'GET', path: '/api/with', response: HealthResponse }), () => ({ status: 'ok' as const }));
    router.get('/api/without', (ctx) => {
      ctx.body = { status: 'ok' };
    });
    koa.use(router.routes() as never);
    expect(mountedRoutes(koa).map(({ layer, contract }) => [layer.path, contract?.path ?? null])).toEqual([
      ['/api/with', '/api/with'],
      ['/api/without', null],
    ]);
  });

  it('mounts every route of the app with a contract of its own method and path', () => {
    const routes = mountedRoutes(createApp(app.qabul.deps) as unknown as Koa);
    expect(routes.length).toBeGreaterThan(100);
    const without = routes.filter(({ contract }) => !contract).map(({ layer }) => `${layer.methods.join(',')} ${layer.path}`);
    expect(without).toEqual([]);
    const mismatched = routes
      .filter(({ layer, contract }) => contract && (layer.path !== contract.path || !layer.methods.includes(contract.method)))
      .map(({ layer }) => layer.path);
    expect(mismatched).toEqual([]);
  });

  it('mounts every contract there is, and no two contracts name the same call', () => {
    const mounted = new Set(mountedRoutes(createApp(app.qabul.deps) as unknown as Koa).map(({ contract }) => contract));
    expect(CONTRACTS.filter((contract) => !mounted.has(contract)).map((contract) => `${contract.method} ${contract.path}`)).toEqual([]);
    const keys = CONTRACTS.map((contract) => `${contract.method} ${contract.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
