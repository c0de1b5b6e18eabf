import type { Next } from 'koa';
import { uz } from '../contracts/messages.uz.ts';
import { AppError } from '../lib/app-error.ts';
import type { AppContext } from '../lib/context.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a state-changing request that carries our session cookie must come
 * from our own origin (Origin, else Referer). Telegram Mini App calls carry init data instead of a cookie.
 */
export function sameOrigin(publicUrl: string | undefined) {
  return async (ctx: AppContext, next: Next) => {
    const hasSession = Boolean(ctx.cookies.get('qabul.sid'));
    if (SAFE.has(ctx.method) || !hasSession || ctx.get('authorization').startsWith('tma ')) return next();
    const allowed = publicUrl ? new URL(publicUrl).origin : `${ctx.protocol}://${ctx.host}`;
    const claimed = ctx.get('origin') || originOf(ctx.get('referer'));
    if (claimed !== allowed) throw new AppError('forbidden', uz.auth.badOrigin);
    return next();
  };
}

function originOf(referer: string): string {
  try {
    return new URL(referer).origin;
  } catch {
    return '';
  }
}
