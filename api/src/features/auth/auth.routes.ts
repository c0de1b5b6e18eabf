import { fill } from '../../contracts/messages.uz.ts';
import type { AppContext } from '../../lib/context.ts';
import { actorOf } from '../../lib/context.ts';
import { sessionCookieOf, sessionIdOf } from '../../lib/session-id.ts';
import { loadUser, requireMember, signedInUser } from '../../middleware/auth.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import { activeSubscription } from '../subscriptions/index.ts';
import * as api from './auth.contract.ts';
import { presentAccount, presentUser } from './auth.presenter.ts';
import { authenticate, register } from './auth.service.ts';
import { identityMessages } from './messages.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.ts';
import { signInWithTelegram, verifiedTelegramLogin } from './telegram-sign-in.ts';
import { requestLanguage } from '../../lib/i18n/request-language.ts';
import { confirmEmail, resendVerification } from './email-verification.ts';
import { identityText } from './messages.uz.ts';
import { startSession } from './start-session.ts';

export const authRoutes = new ContractRouter();

authRoutes.mount(api.register, async (ctx, { body }) => {
  const user = await register(ctx.state.em, body, actorOf(ctx), {
    rateLimitOff: ctx.deps.config.rateLimitDisabled,
    language: requestLanguage(ctx),
  });
  await startSession(ctx, user.id);
  // The link to prove the e-mail is in the outbox: send it now.
  ctx.deps.notify();
  return presentUser(user, null);
});

authRoutes.mount(api.verifyEmail, async (ctx, { body }) => {
  const user = await confirmEmail(ctx.state.em, body.token, actorOf(ctx), new Date());
  return { message: identityText.verified, email: user.email ?? '' };
});

authRoutes.mount(api.resendVerification, requireMember, async (ctx) => {
  const user = signedInUser(ctx);
  await resendVerification(ctx.state.em, user, ctx.deps.config.rateLimitDisabled);
  ctx.deps.notify();
  return { message: fill(identityText.resent, { email: user.pendingEmail ?? user.email ?? '' }) };
});

authRoutes.mount(api.login, async (ctx, { body }) => {
  const user = await authenticate(ctx.state.em, body, actorOf(ctx), ctx.deps.config.rateLimitDisabled);
  await startSession(ctx, user.id);
  const subscription = await activeSubscription(ctx.state.em, user.id);
  return { ...presentUser(user, subscription), requiresSubscriptionSelection: subscription === null };
});

/**
 * Sign in with Telegram (the Login Widget on /auth): the widget's answer as it came. Signs in the account this Telegram
 * user signs in to (200), or registers a provider account that signs in with Telegram only (201); either way a
 * fresh session, and the same answer as login with `registered`.
 */
authRoutes.mount(api.telegramSignIn, async (ctx, { body }) => {
  const login = await verifiedTelegramLogin(ctx.state.em, body, ctx.deps.config.telegram.token);
  const { user, registered } = await signInWithTelegram(ctx.state.em, login, actorOf(ctx), {
    language: requestLanguage(ctx),
    rateLimitOff: ctx.deps.config.rateLimitDisabled,
  });
  await startSession(ctx, user.id);
  const subscription = await activeSubscription(ctx.state.em, user.id);
  ctx.status = registered ? 201 : 200;
  return { ...presentUser(user, subscription), requiresSubscriptionSelection: subscription === null, registered };
});

/**
 * "Parolni unutdingizmi?": always 202 with the same words, whether an account has the address or not; a link that
 * works once within an hour goes to an account's own address. Limited per address and per e-mail (429 beyond).
 */
authRoutes.mount(api.requestPasswordReset, async (ctx, { body }) => {
  await requestPasswordReset(ctx.state.em, body.email, actorOf(ctx), ctx.deps.config.rateLimitDisabled);
  // The link is in the outbox: send it now.
  ctx.deps.notify();
  return { message: identityMessages[requestLanguage(ctx)].reset.sent };
});

/**
 * The reset page posts the link's token with the new password: every session of the account ends, and this device
 * is signed in afresh (it has just proven the mailbox and chosen the password), answered like a login.
 */
authRoutes.mount(api.confirmPasswordReset, async (ctx, { body }) => {
  const user = await confirmPasswordReset(ctx.state.em, body.token, body.password, actorOf(ctx), new Date());
  await startSession(ctx, user.id);
  const subscription = await activeSubscription(ctx.state.em, user.id);
  return { ...presentUser(user, subscription), requiresSubscriptionSelection: subscription === null };
});

authRoutes.mount(api.loginPage, (ctx) => ctx.redirect('/auth'));

/** Signs out: the session goes, and what this instance remembers of it (open calendars, its calendar reads) at once. */
function endSession(ctx: AppContext): void {
  const sid = sessionIdOf(ctx);
  const cookie = sessionCookieOf(ctx);
  ctx.session = null;
  if (sid) ctx.deps.sessionEnded({ sid, cookie });
}

authRoutes.mount(api.logout, async (ctx) => {
  endSession(ctx);
});

authRoutes.mount(api.logoutPage, async (ctx) => {
  endSession(ctx);
  ctx.redirect('/');
});

authRoutes.mount(api.getUser, requireMember, (ctx) => presentAccount(ctx.state.em, signedInUser(ctx)));
authRoutes.mount(api.getAuthUser, requireMember, (ctx) => presentAccount(ctx.state.em, signedInUser(ctx)));

authRoutes.mount(api.getSession, async (ctx) => {
  await loadUser(ctx);
  return { user: ctx.state.user ? await presentAccount(ctx.state.em, ctx.state.user) : null };
});
