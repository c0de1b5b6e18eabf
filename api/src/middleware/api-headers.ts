import { randomUUID } from 'node:crypto';
import type { AppContext } from '../lib/context.ts';

/** JSON answers need only a few of helmet's headers; setting them directly keeps the API's hot paths lean. */
export const API_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
} as const;

/**
 * One id per request, in every log line about it and in the answer, to find a user's report in the logs:
 * the caller's own `X-Request-Id` when it looks like one, else a new one.
 */
export function assignRequestId(ctx: AppContext): void {
  const given = ctx.get('x-request-id');
  ctx.state.requestId = /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
  ctx.set('X-Request-Id', ctx.state.requestId);
}
