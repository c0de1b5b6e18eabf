import { bodyParser } from '@koa/bodyparser';
import type { Next } from 'koa';
import { uz } from '../contracts/messages.uz.ts';
import { AppError } from '../lib/app-error.ts';
import type { AppContext } from '../lib/context.ts';

const parse = bodyParser({ enableTypes: ['json'], jsonLimit: '100kb', encoding: 'utf-8' });

/** PostgreSQL text cannot hold NUL: refuse it here with a clear 400, not as a database error later. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(inner, depth + 1)) return true;
  }
  return false;
}

/** The API's JSON body parsing, in one place: used app-wide and by routes mounted ahead of it. */
export function jsonBody(ctx: AppContext, next: Next): Promise<void> {
  return parse(ctx as never, async () => {
    if (containsNul((ctx.request as { body?: unknown }).body)) throw new AppError('validation', uz.validation.nulCharacter);
    await next();
  });
}
