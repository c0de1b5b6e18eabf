import type { AppContext } from './context.ts';

/** The signed-in session's id (the signed session cookie's value), or null without a valid one. */
export function sessionIdOf(ctx: AppContext): string | null {
  return ctx.cookies.get(ctx.deps.config.sessionCookies[0], { signed: true }) ?? null;
}

/**
 * The session cookie as sent (its value and signature, unverified): a key for what was remembered about a session
 * the full chain verified, so a repeat need not verify the signature again (HMACs on every request). A forged
 * signature names nothing remembered.
 */
export function sessionCookieOf(ctx: AppContext): string | null {
  const name = ctx.deps.config.sessionCookies[0];
  const value = ctx.cookies.get(name);
  const signature = ctx.cookies.get(`${name}.sig`);
  return value && signature ? `${value}.${signature}` : null;
}
