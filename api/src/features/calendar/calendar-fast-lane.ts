import type { Next } from 'koa';
import type { AppContext } from '../../lib/context.ts';
import type { ProviderCache } from '../../lib/provider-cache.ts';
import { sessionCookieOf } from '../../lib/session-id.ts';
import { type SharedAnswer, sendShared } from '../../lib/shared-answer.ts';
import { API_HEADERS, assignRequestId } from '../../middleware/api-headers.ts';
import { httpRequests } from '../metrics/index.ts';
import { type CalendarScope, calendarAskKey, calendarReaderKey } from './calendar.service.ts';

/**
 * Every open calendar of a salon reads the day again after each change (the live line), so the same read comes many
 * times. A repeat that the full route has just answered for this session is sent from here, ahead of the middleware
 * chain: the session cookie as sent (value and signature, which the full route verified) names the session; who it
 * reads as was remembered by the full route for a few seconds (`rememberAsk`), and so was which kept calendar its
 * query string names. Anything else (a first ask, a
 * session not seen lately, a calendar dropped by a change) goes down the chain, which checks the session in the
 * database as always.
 */
export function calendarFastLane(cache: ProviderCache<unknown>) {
  const measured = httpRequests.labels({ method: 'GET', route: '/api/calendar', status: '200' });
  return (ctx: AppContext, next: Next) => {
    if (ctx.method !== 'GET' || ctx.path !== '/api/calendar') return next();
    const started = performance.now();
    const cookie = sessionCookieOf(ctx);
    const reader = cookie ? (cache.get(calendarReaderKey(cookie)) as CalendarScope | undefined) : undefined;
    const key = reader ? (cache.get(calendarAskKey(reader, ctx.querystring)) as string | undefined) : undefined;
    const answer = key ? (cache.get(key) as SharedAnswer | undefined) : undefined;
    if (!answer) return next();
    assignRequestId(ctx);
    ctx.set(API_HEADERS);
    sendShared(ctx, answer);
    measured.observe((performance.now() - started) / 1000);
    return Promise.resolve();
  };
}
