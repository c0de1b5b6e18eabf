import { UserSchema } from '@qabul/db';
import type { Next } from 'koa';
import { uz } from '../contracts/messages.uz.ts';
import { AppError } from '../lib/app-error.ts';
import type { AppContext } from '../lib/context.ts';

/** Loads the signed-in user (if any) into ctx.state.user. */
export async function loadUser(ctx: AppContext): Promise<void> {
  if (ctx.state.user) return;
  const userId = ctx.session?.userId as string | undefined;
  if (!userId) return;
  const user = await ctx.state.em.findOne(UserSchema, { id: userId });
  if (user) ctx.state.user = user;
  else ctx.session = null;
}

export async function requireUser(ctx: AppContext, next: Next): Promise<void> {
  await loadUser(ctx);
  if (!ctx.state.user) throw new AppError('unauthorized', uz.auth.required);
  await next();
}

export function signedInUser(ctx: AppContext) {
  const user = ctx.state.user;
  if (!user) throw new AppError('unauthorized', uz.auth.required);
  return user;
}
