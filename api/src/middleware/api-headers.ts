import { randomUUID } from 'node:crypto';
import type { AppContext } from '../lib/context.ts';

/** JSON answers need only a few of helmet's headers; setting them directly keeps the API's hot paths lean. */
export const API_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
} as const;

/**
 * Hashed build files (/assets/, /miniapp/assets/: scripts, styles) need only the headers that act on a subresource:
 * helmet's document headers (the CSP, COOP, the frame and referrer policies...) do nothing on them and cost about
 * 700 bytes a response, most of what a small chunk weighs (the public page's first-screen budget counts them).
 */
export const ASSET_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

/** A hashed build file's path (web or Mini App). */
export const ASSET_PATH = /^\/(?:miniapp\/)?assets\//;

/**
 * One id per request, in every log line about it and in the answer, to find a user's report in the logs:
 * the caller's own `X-Request-Id` when it looks like one, else a new one.
 */
export function assignRequestId(ctx: AppContext): void {
  const given = ctx.get('x-request-id');
  ctx.state.requestId = /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
  ctx.set('X-Request-Id', ctx.state.requestId);
}
