import type { Server } from 'node:http';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerApiCatalogues } from '../src/api-catalogues.ts';
import { endpoint, noContent } from '../src/contracts/endpoint.ts';
import { idField } from '../src/contracts/fields.ts';
import { uz } from '../src/contracts/messages.uz.ts';
import { uzRu } from '../src/contracts/messages.ru.ts';
import type { AppContext, AppState } from '../src/lib/context.ts';
import { ContractRouter } from '../src/middleware/contract-router.ts';
import { logger } from '../src/lib/logger.ts';
import { errorBoundary } from '../src/middleware/errors.ts';
import { jsonBody } from '../src/middleware/json-body.ts';
import { compressResponses } from '../src/middleware/compress.ts';
import { HttpClient } from './support/http-client.ts';

// The router helper on a bare Koa app (its error boundary and JSON parsing, nothing else): what every mounted
// contract gets, checked once here rather than per feature.
const Thing = z.strictObject({
  id: z.number(),
  name: z.string(),
  at: z.codec(z.iso.datetime(), z.date(), { decode: (t) => new Date(t), encode: (d) => d.toISOString() }),
});
const make = endpoint({
  method: 'POST',
  path: '/api/things/:id',
  params: z.object({ id: idField }),
  query: z.object({ dry: z.enum(['0', '1']).default('0') }),
  body: z.object({ name: z.string({ error: uz.validation.name }).min(2, uz.validation.name) }),
  response: Thing,
  status: 201,
});
const drifted = endpoint({ method: 'GET', path: '/api/drifted', response: Thing });
const remove = endpoint({ method: 'DELETE', path: '/api/things/:id', response: noContent });
const nothing = endpoint({ method: 'GET', path: '/api/nothing', response: Thing.nullable() });

function guard(order: string[]) {
  return async function requireWitness(_ctx: AppContext, next: () => Promise<void>) {
    order.push('guard');
    await next();
  };
}

registerApiCatalogues();
// The drift below is logged as the error it is; the log is not what this file checks.
logger.level = process.env.TEST_LOG_LEVEL ?? 'silent';

async function serve(checkAnswers: boolean) {
  const order: string[] = [];
  const app = new Koa<AppState, AppContext>();
  app.context.deps = { config: { checkAnswers } } as never;
  app.use(errorBoundary);
  app.use(jsonBody);
  const router = new ContractRouter();
  router.mount(make, guard(order), async (_ctx, { params, query, body }) => {
    order.push('handler');
    return { id: params.id, name: `${body.name}${query.dry === '1' ? ' (dry)' : ''}`, at: new Date('2026-11-28T10:00:00Z') };
  });
  // A field gone from the answer: what a presenter drifting from its contract looks like.
  router.mount(drifted, async () => ({ id: 1, name: 'x' }) as never);
  router.mount(remove, async () => undefined);
  router.mount(nothing, async () => null);
  app.use(router.routes()).use(router.allowedMethods());
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address() as { port: number };
  return { order, client: new HttpClient(`http://127.0.0.1:${address.port}`), close: () => new Promise((r) => server.close(r)) };
}

let checked: Awaited<ReturnType<typeof serve>>;
let unchecked: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  checked = await serve(true);
  unchecked = await serve(false);
});
afterAll(async () => {
  await checked.close();
  await unchecked.close();
});

describe('a mounted contract', () => {
  it("runs the guards, checks the input, and sends the handler's answer with the contract's status", async () => {
    const reply = await checked.client.post('/api/things/7?dry=1', { name: 'Aziz' });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ id: 7, name: 'Aziz (dry)', at: '2026-11-28T10:00:00.000Z' });
    expect(checked.order).toEqual(['guard', 'handler']);
  });

  it('refuses bad input with 400 and a message per field in the reader’s language, before the handler', async () => {
    checked.order.length = 0;
    const reply = await checked.client.post('/api/things/7', { name: 'A' }, { 'accept-language': 'ru' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: uzRu.validation.name, code: 'validation', errors: { name: uzRu.validation.name } });
    const badId = await checked.client.post('/api/things/abc', { name: 'Aziz' });
    expect(badId.status).toBe(400);
    expect(Object.keys(badId.body.errors)).toEqual(['id']);
    const array = await checked.client.post('/api/things/7', [1, 2]);
    expect(array.body).toMatchObject({ code: 'validation', message: uz.validation.invalid });
    expect(checked.order).toEqual(['guard', 'guard', 'guard']);
  });

  it('answers 204 for no content, and a JSON null for a null answer', async () => {
    const removed = await checked.client.delete('/api/things/7');
    expect(removed.status).toBe(204);
    const none = await checked.client.get('/api/nothing');
    expect(none.status).toBe(200);
    expect(none.headers.get('content-type')).toMatch(/^application\/json/);
    expect(none.body).toBeNull();
  });

  it('fails an answer that drifted from its contract where answers are checked (development, tests), sends it otherwise', async () => {
    const failing = await checked.client.get('/api/drifted');
    expect(failing.status).toBe(500);
    expect(failing.body.code).toBe('internal');
    const sent = await unchecked.client.get('/api/drifted');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ id: 1, name: 'x' });
  });
});

describe('a JSON answer behind compression', () => {
  it('is serialised once per request, compressed or not, with the same bytes and type', async () => {
    let serialised = 0;
    const counted = endpoint({ method: 'GET', path: '/api/counted', response: z.object({ id: z.number(), text: z.string() }) });
    const app = new Koa<AppState, AppContext>();
    app.context.deps = { config: { checkAnswers: false } } as never;
    app.use(compressResponses());
    app.use(errorBoundary);
    const router = new ContractRouter();
    // Large enough (over 1 KB) for compression to consider it; `toJSON` counts each serialisation.
    const text = 'x'.repeat(2000);
    router.mount(
      counted,
      () =>
        ({
          toJSON() {
            serialised += 1;
            return { id: 1, text };
          },
        }) as never,
    );
    app.use(router.routes());
    const server: Server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    try {
      const client = new HttpClient(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
      for (const encoding of ['identity', 'gzip']) {
        serialised = 0;
        const reply = await client.get('/api/counted', { 'accept-encoding': encoding });
        expect(reply.status).toBe(200);
        expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(reply.body).toEqual({ id: 1, text });
        expect(serialised).toBe(1);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
