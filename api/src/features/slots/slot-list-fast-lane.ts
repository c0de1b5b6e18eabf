import { randomUUID } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Next } from 'koa';
import type { AppContext } from '../../lib/context.ts';
import type { ProviderCache } from '../../lib/provider-cache.ts';
import { API_HEADERS } from '../../middleware/api-headers.ts';
import { chosenEncoding, compressOnce } from '../../middleware/compress.ts';
import { httpRequests } from '../metrics/index.ts';
import { type CachedSlotList, slotQueryKey } from './slots.service.ts';

/**
 * The public slot list is the most requested call, and most asks repeat one already answered (many clients
 * look at the same provider's day). A query string the full route has validated and answered is remembered
 * with its cache key; while that answer is cached, a repeat is sent from here, ahead of the middleware chain,
 * with the headers the chain would set and the body compressed once per answer rather than once per request.
 * Anything else (first asks, other routes, a dropped or expired answer) goes down the chain as before.
 * The remembered query strings live in the provider cache beside their answer (`serviceSlotsJson`), so they
 * share its byte budget, its expiry and the provider's invalidation.
 *
 * The answer is written straight to node's response in one `writeHead` and one `end` (Koa's own respond is
 * skipped): Koa's header setters and its body handling cost more than the rest of this lane (ADR 031). An
 * uncompressed answer goes out as the JSON string, so node sends its headers and body in one write, as bare Koa
 * does, instead of a header write and a buffer write.
 */
export function slotListFastLane(cache: ProviderCache<unknown>, draining: () => boolean = () => false) {
  const measured = httpRequests.labels({ method: 'GET', route: '/api/time-slots', status: '200' });
  return (ctx: AppContext, next: Next) => {
    if (ctx.method !== 'GET' || ctx.path !== '/api/time-slots') return next();
    const key = cache.get(slotQueryKey(ctx.querystring)) as string | undefined;
    if (key === undefined) return next();
    const started = performance.now();
    const now = Date.now();
    const answer = cache.get(key) as CachedSlotList | undefined;
    if (!answer || answer.validUntil <= now) return next();

    const { headers } = ctx.req;
    const given = headers['x-request-id'];
    const requestId = typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    ctx.state.requestId = requestId;
    answer.bytes ??= Buffer.byteLength(answer.json);
    const encoding = chosenEncoding(headers['accept-encoding'], answer.bytes);
    let body: string | Buffer = answer.json;
    if (encoding !== 'identity') {
      answer[encoding] ??= compressOnce(answer.json, encoding);
      body = answer[encoding];
    }
    // What the chain would set: its request id, the API's headers, compression's Vary and `ctx.type`'s type.
    const reply: OutgoingHttpHeaders = {
      'X-Request-Id': requestId,
      ...API_HEADERS,
      Vary: 'Accept-Encoding',
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': encoding === 'identity' ? answer.bytes : body.length,
    };
    if (encoding !== 'identity') reply['Content-Encoding'] = encoding;
    // A draining instance closes each connection after its answer (server.ts), this one's too.
    if (draining()) reply.Connection = 'close';
    ctx.respond = false;
    ctx.res.writeHead(200, reply);
    ctx.res.end(body);
    measured.observe((performance.now() - started) / 1000);
    return Promise.resolve();
  };
}
