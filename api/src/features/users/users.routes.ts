import { uz } from '../../contracts/messages.uz.ts';
import { actorOf } from '../../lib/context.ts';
import { requireMember, signedInUser } from '../../middleware/auth.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import { linkTelegram, presentAccount, unlinkTelegram, verifiedTelegramLogin } from '../auth/index.ts';
import * as api from './users.contract.ts';
import { changePassword, setCredentials, updateProfile } from './users.service.ts';

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

/**
 * An account made with Telegram (or Google) adds a password, and an e-mail when it has none: the address waits for
 * the link sent to it (`pendingEmail`) before it signs anyone in.
 */
userRoutes.mount(api.setCredentials, requireMember, async (ctx, { body }) => {
  const user = await setCredentials(ctx.state.em, signedInUser(ctx), body, actorOf(ctx));
  // The link proving the added address is in the outbox.
  ctx.deps.notify();
  return presentAccount(ctx.state.em, user);
});

/** Links Telegram to the signed-in account by signing in once with the Login Widget; 409 when it is another account's. */
userRoutes.mount(api.linkTelegram, requireMember, async (ctx, { body }) => {
  const login = await verifiedTelegramLogin(ctx.state.em, body, ctx.deps.config.telegram.token);
  const user = await linkTelegram(ctx.state.em, signedInUser(ctx), login, actorOf(ctx));
  return presentAccount(ctx.state.em, user);
});

/** Unlinks Telegram (sign-in and notices); 409 while it is the account's only way in. */
userRoutes.mount(api.unlinkTelegram, requireMember, async (ctx) => {
  await unlinkTelegram(ctx.state.em, signedInUser(ctx), actorOf(ctx));
});
