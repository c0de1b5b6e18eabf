import { uz } from '../../contracts/messages.uz.ts';
import { actorOf } from '../../lib/context.ts';
import { requireMember, signedInUser } from '../../middleware/auth.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import { presentAccount } from '../auth/index.ts';
import * as api from './users.contract.ts';
import { changePassword, updateProfile } from './users.service.ts';

export const userRoutes = new ContractRouter();

userRoutes.mount(api.updateProfile, requireMember, async (ctx, { body }) => {
  const user = await updateProfile(ctx.state.em, signedInUser(ctx), body, actorOf(ctx), ctx.deps.config.rateLimitDisabled);
  // A changed e-mail has a link to prove it waiting in the outbox.
  ctx.deps.notify();
  return presentAccount(ctx.state.em, user);
});

userRoutes.mount(api.changePassword, requireMember, async (ctx, { body }) => {
  await changePassword(ctx.state.em, signedInUser(ctx), body, actorOf(ctx));
  // The current device stays signed in, on a fresh session id.
  if (ctx.session) {
    ctx.session.userId = signedInUser(ctx).id;
    await ctx.session.regenerate();
  }
  return { message: uz.auth.passwordChanged };
});
