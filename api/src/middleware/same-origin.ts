import type { Next } from 'koa';
import { uz } from '../contracts/messages.uz.ts';
import { AppError } from '../lib/app-error.ts';
import type { AppContext } from '../lib/context.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SameOriginOptions {
  publicUrl: string | undefined;
  /** Every cookie that signs someone in (provider session, admin-panel session, ...), from configuration. */
  sessionCookies: readonly string[];
  /** True only for a request carrying valid Telegram init data (`Authorization: tma <initData>`). */
  isValidTelegram: (authorization: string) => boolean;
}

/**
 * Cross-site request forgery guard: a state-changing request that carries any of our session cookies must
 * come from our own origin (Origin, else Referer). A Telegram Mini App call is exempt only when its init data
 * is valid: the header's mere presence proves nothing, and a forged one must not carry a cookie past the check.
 */
export function sameOrigin({ publicUrl, sessionCookies, isValidTelegram }: SameOriginOptions) {
  return async (ctx: AppContext, next: Next) => {
    if (SAFE.has(ctx.method)) return next();
    const hasSession = sessionCookies.some((name) => Boolean(ctx.cookies.get(name)));
    if (!hasSession) return next();
    const authorization = ctx.get('authorization');
    if (authorization.startsWith('tma ') && isValidTelegram(authorization.slice(4))) return next();
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
