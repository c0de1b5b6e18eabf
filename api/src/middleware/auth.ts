import { StaffSchema, UserSchema } from '@qabul/db';
import type { Next } from 'koa';
import { uz } from '../contracts/messages.uz.ts';
import { AppError } from '../lib/app-error.ts';
import type { AppContext } from '../lib/context.ts';

/** Loads the signed-in user (if any) into ctx.state.user, and the master they work as (if any) into ctx.state.master. */
export async function loadUser(ctx: AppContext): Promise<void> {
  if (ctx.state.user) return;
  const userId = ctx.session?.userId as string | undefined;
  if (!userId) return;
  const user = await ctx.state.em.findOne(UserSchema, { id: userId });
  if (!user) {
    ctx.session = null;
    return;
  }
  ctx.state.user = user;
  const master = await ctx.state.em.findOne(StaffSchema, { memberUserId: user.id, deletedAt: null });
  if (master) ctx.state.master = master;
}

/**
 * The business's own routes: its owner only. A master of a business signs in to their own view; everything else
 * of the business (services, plans, payments, the team, settings) answers 404 to them, as if it did not exist.
 */
export async function requireUser(ctx: AppContext, next: Next): Promise<void> {
  await loadUser(ctx);
  if (!ctx.state.user) throw new AppError('unauthorized', uz.auth.required);
  if (ctx.state.master) throw new AppError('not_found', uz.notFound.route);
  await next();
}

/** Routes an owner and a master both use (their own account, their own bookings). */
export async function requireMember(ctx: AppContext, next: Next): Promise<void> {
  await loadUser(ctx);
  if (!ctx.state.user) throw new AppError('unauthorized', uz.auth.required);
  await next();
}

/** A master's own view only. */
export async function requireMaster(ctx: AppContext, next: Next): Promise<void> {
  await loadUser(ctx);
  if (!ctx.state.user) throw new AppError('unauthorized', uz.auth.required);
  if (!ctx.state.master) throw new AppError('not_found', uz.notFound.staff);
  await next();
}

export function signedInUser(ctx: AppContext) {
  const user = ctx.state.user;
  if (!user) throw new AppError('unauthorized', uz.auth.required);
  return user;
}

/**
 * Whose bookings the signed-in person works on: an owner all of their business's, a master only their own
 * (`staffId`) inside the business they work for.
 */
export function bookingScope(ctx: AppContext): { providerId: string; staffId: string | null } {
  const user = signedInUser(ctx);
  const master = ctx.state.master;
  return master ? { providerId: master.userId, staffId: master.id } : { providerId: user.id, staffId: null };
}
