import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type AdminUser, AdminUserSchema } from '@qabul/db';
import { ADMIN_SESSION_COOKIE } from '../../config.ts';
import type { AppContext } from '../../lib/context.ts';
import { adminIdOfSession, deleteAdminSession, insertAdminSession } from './admin-session.queries.ts';

/** An operator's session is shorter than a provider's: it is the key to every account. */
export const ADMIN_SESSION_MS = 12 * 60 * 60 * 1000;

/**
 * The admin panel's own session, beside koa-session's provider session (which can be mounted only once): a
 * signed cookie carrying a random token, and a row keyed by the token's hash, so the table alone opens nothing.
 */
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

function cookieOptions(ctx: AppContext) {
  return {
    signed: true,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.deps.config.production,
    overwrite: true,
    path: '/',
  };
}

/** Loads the signed-in admin-panel account (if any) into ctx.state.admin; a stale cookie is dropped. */
export async function loadAdmin(ctx: AppContext): Promise<AdminUser | undefined> {
  if (ctx.state.admin) return ctx.state.admin;
  const token = ctx.cookies.get(ADMIN_SESSION_COOKIE, { signed: true });
  if (!token) return undefined;
  const adminId = await adminIdOfSession(ctx.state.em, hashOf(token));
  const admin = adminId ? await ctx.state.em.findOne(AdminUserSchema, { id: adminId }) : null;
  if (!admin) {
    ctx.cookies.set(ADMIN_SESSION_COOKIE, null, cookieOptions(ctx));
    return undefined;
  }
  ctx.state.admin = admin;
  return admin;
}

/** A fresh token at every sign-in (the old one, if any, ends), so a planted or stolen earlier token is worthless. */
export async function startAdminSession(ctx: AppContext, em: EntityManager, adminId: number): Promise<void> {
  await endAdminSession(ctx, em);
  const token = randomBytes(32).toString('base64url');
  await insertAdminSession(em, hashOf(token), adminId, ADMIN_SESSION_MS);
  ctx.cookies.set(ADMIN_SESSION_COOKIE, token, { ...cookieOptions(ctx), maxAge: ADMIN_SESSION_MS });
}

export async function endAdminSession(ctx: AppContext, em: EntityManager): Promise<void> {
  const token = ctx.cookies.get(ADMIN_SESSION_COOKIE, { signed: true });
  if (token) await deleteAdminSession(em, hashOf(token));
  ctx.cookies.set(ADMIN_SESSION_COOKIE, null, cookieOptions(ctx));
  ctx.state.admin = undefined;
}
