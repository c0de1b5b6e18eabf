import Router from '@koa/router';
import { uz } from '../../contracts/messages.uz.ts';
import type { AppContext } from '../../lib/context.ts';
import { actorOf } from '../../lib/context.ts';
import { requireMember, signedInUser } from '../../middleware/auth.ts';
import { input, validate } from '../../middleware/validate.ts';
import { presentAccount } from '../auth/index.ts';
import { PasswordChange, ProfileUpdate } from '../auth/index.ts';
import { changePassword, updateProfile } from './users.service.ts';

export const userRoutes = new Router<AppContext['state'], AppContext>();

userRoutes.put('/api/user/profile', requireMember, validate(ProfileUpdate), async (ctx) => {
  const user = await updateProfile(
    ctx.state.em,
    signedInUser(ctx),
    input(ctx, ProfileUpdate),
    actorOf(ctx),
    ctx.deps.config.rateLimitDisabled,
  );
  // A changed e-mail has a link to prove it waiting in the outbox.
  ctx.deps.notify();
  ctx.body = await presentAccount(ctx.state.em, user);
});

userRoutes.put('/api/user/password', requireMember, validate(PasswordChange), async (ctx) => {
  await changePassword(ctx.state.em, signedInUser(ctx), input(ctx, PasswordChange), actorOf(ctx));
  // The current device stays signed in, on a fresh session id.
  if (ctx.session) {
    ctx.session.userId = signedInUser(ctx).id;
    await ctx.session.regenerate();
  }
  ctx.body = { message: uz.auth.passwordChanged };
});
