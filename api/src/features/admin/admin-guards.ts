import type { Next } from 'koa';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { loadUser } from '../../middleware/auth.ts';
import { loadAdmin } from './admin-session.ts';
import { adminText } from './messages.uz.ts';

/**
 * Who may do what (DECISIONS.md, "Admin and platform admin"), checked on the server for every call:
 * the admin panel needs its own session; the platform admin is a user with role platform_admin; the all-bookings
 * and time-slot pages take either an admin-panel session or a user with role admin or platform_admin.
 */
export async function requireAdminPanel(ctx: AppContext, next: Next): Promise<void> {
  if (!(await loadAdmin(ctx))) throw new AppError('unauthorized', adminText.adminRequired);
  await next();
}

export async function requireOperator(ctx: AppContext, next: Next): Promise<void> {
  const admin = await loadAdmin(ctx);
  await loadUser(ctx);
  if (!admin) {
    const user = ctx.state.user;
    if (!user) throw new AppError('unauthorized', uz.auth.required);
    if (user.role !== 'admin' && user.role !== 'platform_admin') throw new AppError('forbidden', adminText.operatorOnly);
  }
  await next();
}

export async function requirePlatformAdmin(ctx: AppContext, next: Next): Promise<void> {
  await loadUser(ctx);
  const user = ctx.state.user;
  if (!user) throw new AppError('unauthorized', uz.auth.required);
  if (user.role !== 'platform_admin') throw new AppError('forbidden', adminText.platformAdminOnly);
  await next();
}
