import type { Next } from 'koa';
import type { AppContext } from '../../lib/context.ts';
import type { ProviderCache } from '../../lib/provider-cache.ts';
import { API_HEADERS, assignRequestId } from '../../middleware/api-headers.ts';
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
 */

export function slotListFastLane(cache: ProviderCache<unknown>) {
  const measured = httpRequests.labels({ method: 'GET', route: '/api/time-slots', status: '200' });
  return (ctx: AppContext, next: Next) => {
    if (ctx.method !== 'GET' || ctx.path !== '/api/time-slots') return next();
    const key = cache.get(slotQueryKey(ctx.querystring)) as string | undefined;
    if (key === undefined) return next();
    const started = performance.now();
    const now = Date.now();
    const answer = cache.get(key) as CachedSlotList | undefined;
    if (!answer || answer.validUntil <= now) return next();

    assignRequestId(ctx);
    ctx.set(API_HEADERS);
    // What the chain's compression and `ctx.type = 'application/json'` would set, without their look-ups.
    ctx.set('Vary', 'Accept-Encoding');
    ctx.set('Content-Type', 'application/json; charset=utf-8');
    // Encoded once per answer, not once per request: no string to bytes on every send.
    answer.utf8 ??= Buffer.from(answer.json);
    const encoding = chosenEncoding(ctx.get('accept-encoding'), answer.utf8.length);
    if (encoding === 'identity') ctx.body = answer.utf8;
    else {
      ctx.set('Content-Encoding', encoding);
      ctx.body = answer[encoding] ??= compressOnce(answer.json, encoding);
    }
    measured.observe((performance.now() - started) / 1000);
    return Promise.resolve();
  };
}
