import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type AdminUser, AdminUserSchema } from '@qabul/db';
import { ADMIN_SESSION_COOKIE } from '../../config.ts';
import type { AppContext } from '../../lib/context.ts';

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
  const row: { admin_user_id: number } | undefined = await ctx.state.em.getConnection().execute<{ admin_user_id: number }>(
    `select s.admin_user_id from admin_sessions s join admin_users a on a.id = s.admin_user_id
       where s.token_hash = ? and s.expire > now() and a.is_active`,
    [hashOf(token)],
    'get',
  );
  const admin = row ? await ctx.state.em.findOne(AdminUserSchema, { id: row.admin_user_id }) : null;
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
  await em
    .getConnection()
    .execute(
      `insert into admin_sessions (token_hash, admin_user_id, expire) values (?, ?, now() + ? * interval '1 millisecond')`,
      [hashOf(token), adminId, ADMIN_SESSION_MS],
      'run',
    );
  ctx.cookies.set(ADMIN_SESSION_COOKIE, token, { ...cookieOptions(ctx), maxAge: ADMIN_SESSION_MS });
}

export async function endAdminSession(ctx: AppContext, em: EntityManager): Promise<void> {
  const token = ctx.cookies.get(ADMIN_SESSION_COOKIE, { signed: true });
  if (token) await em.getConnection().execute('delete from admin_sessions where token_hash = ?', [hashOf(token)], 'run');
  ctx.cookies.set(ADMIN_SESSION_COOKIE, null, cookieOptions(ctx));
  ctx.state.admin = undefined;
}
