import Router from '@koa/router';
import { uz } from '../../contracts/messages.uz.ts';
import type { AppContext } from '../../lib/context.ts';
import { actorOf } from '../../lib/context.ts';
import { requireMember, signedInUser } from '../../middleware/auth.ts';
import { input, validate } from '../../middleware/validate.ts';
import {
  CredentialsInput,
  linkTelegram,
  PasswordChange,
  ProfileUpdate,
  presentAccount,
  TelegramLogin,
  unlinkTelegram,
  verifiedTelegramLogin,
} from '../auth/index.ts';
import { changePassword, setCredentials, updateProfile } from './users.service.ts';

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

/**
 * An account made with Telegram (or Google) adds a password, and an e-mail when it has none: the address waits for
 * the link sent to it (`pendingEmail`) before it signs anyone in.
 */
userRoutes.put('/api/user/credentials', requireMember, validate(CredentialsInput), async (ctx) => {
  const user = await setCredentials(ctx.state.em, signedInUser(ctx), input(ctx, CredentialsInput), actorOf(ctx));
  // The link proving the added address is in the outbox.
  ctx.deps.notify();
  ctx.body = await presentAccount(ctx.state.em, user);
});

/** Links Telegram to the signed-in account by signing in once with the Login Widget; 409 when it is another account's. */
userRoutes.post('/api/user/telegram', requireMember, validate(TelegramLogin), async (ctx) => {
  const login = await verifiedTelegramLogin(ctx.state.em, input(ctx, TelegramLogin), ctx.deps.config.telegram.token);
  const user = await linkTelegram(ctx.state.em, signedInUser(ctx), login, actorOf(ctx));
  ctx.body = await presentAccount(ctx.state.em, user);
});

/** Unlinks Telegram (sign-in and notices); 409 while it is the account's only way in. */
userRoutes.delete('/api/user/telegram', requireMember, async (ctx) => {
  await unlinkTelegram(ctx.state.em, signedInUser(ctx), actorOf(ctx));
  ctx.status = 204;
});
