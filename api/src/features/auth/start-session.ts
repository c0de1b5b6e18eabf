import type { AppContext } from '../../lib/context.ts';

/** A fresh session id at every sign-in, so a planted or stolen pre-login id is worthless. */
export async function startSession(ctx: AppContext, userId: string): Promise<void> {
  if (!ctx.session) return;
  ctx.session.userId = userId;
  await ctx.session.regenerate();
}
