import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { ProviderCache } from '../../lib/provider-cache.ts';
import { API_HEADERS } from '../../middleware/api-headers.ts';
import { chosenEncoding, compressOnce } from '../../middleware/compress.ts';
import { httpRequests } from '../metrics/index.ts';
import { type CachedSlotList, slotQueryKey } from './slots.service.ts';

/**
 * The public slot list is the most requested call, and most asks repeat one already answered (many clients
 * look at the same provider's day). A query string the full route has validated and answered is remembered
 * with its cache key; while that answer is cached, a repeat is sent from here, ahead of Koa itself, with the
 * headers the chain would set and the body compressed once per answer rather than once per request.
 * Anything else (first asks, other routes, a dropped or expired answer) goes on to Koa as before.
 * The remembered query strings live in the provider cache beside their answer (`serviceSlotsJson`), so they
 * share its byte budget, its expiry and the provider's invalidation.
 *
 * It is the HTTP server's first listener step (server.ts), not a Koa middleware: a repeat needs none of Koa's
 * context, request and response objects, its middleware chain of promises or its respond, which together cost a
 * repeat as much CPU as the answer itself (ADR 040). The answer is written in one `writeHead` and one `end`; an
 * uncompressed answer goes out as the JSON string, so node joins headers and body in one write (ADR 031).
 *
 * Returns whether it answered.
 */
export function slotListRepeats(cache: ProviderCache<unknown>, draining: () => boolean = () => false) {
  const measured = httpRequests.labels({ method: 'GET', route: '/api/time-slots', status: '200' });
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url;
    // Koa's `ctx.path` and `ctx.querystring` of an origin-form URL, without parsing the rest of it.
    if (req.method !== 'GET' || url === undefined || !url.startsWith(PATH_AND_QUERY)) return false;
    const key = cache.get(slotQueryKey(url.slice(PATH_AND_QUERY.length))) as string | undefined;
    if (key === undefined) return false;
    const started = performance.now();
    const answer = cache.get(key) as CachedSlotList | undefined;
    if (!answer || answer.validUntil <= Date.now()) return false;

    const { headers } = req;
    const given = headers['x-request-id'];
    const requestId = typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
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
    res.writeHead(200, reply);
    res.end(body);
    measured.observe((performance.now() - started) / 1000);
    return true;
  };
}

/** The public slot list's path with its query string's `?` (a repeat always has a query: its serviceId). */
const PATH_AND_QUERY = '/api/time-slots?';
