import Router from '@koa/router';
import type { AppContext } from '../../lib/context.ts';
import { actorOf } from '../../lib/context.ts';
import { sessionCookieOf, sessionIdOf } from '../../lib/session-id.ts';
import { loadUser, requireMember, signedInUser } from '../../middleware/auth.ts';
import { input, validate } from '../../middleware/validate.ts';
import { activeSubscription } from '../subscriptions/index.ts';
import { presentAccount, presentUser } from './auth.presenter.ts';
import { Login, PasswordResetConfirm, PasswordResetRequest, Register, TelegramLogin, VerifyEmail } from './auth.schema.ts';
import { identityMessages } from './messages.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.ts';
import { signInWithTelegram, verifiedTelegramLogin } from './telegram-sign-in.ts';
import { requestLanguage } from '../../lib/i18n/request-language.ts';
import { confirmEmail, resendVerification } from './email-verification.ts';
import { identityText } from './messages.uz.ts';
import { fill } from '../../contracts/messages.uz.ts';
import { authenticate, register } from './auth.service.ts';
import { startSession } from './start-session.ts';
import type {
  EmailVerifiedResponse,
  LoginResponse,
  MessageResponse,
  Presented,
  TelegramSignInResponse,
  VerificationSentResponse,
} from '../../contracts/responses.ts';

export const authRoutes = new Router<AppContext['state'], AppContext>();

authRoutes.post('/api/register', validate(Register), async (ctx) => {
  const user = await register(ctx.state.em, input(ctx, Register), actorOf(ctx), ctx.deps.config.rateLimitDisabled);
  await startSession(ctx, user.id);
  // The link to prove the e-mail is in the outbox: send it now.
  ctx.deps.notify();
  ctx.status = 201;
  ctx.body = presentUser(user, null);
});

/** The verify page posts the link's token (a GET would let a mail scanner's prefetch prove the address). */
authRoutes.post('/api/auth/verify-email', validate(VerifyEmail), async (ctx) => {
  const user = await confirmEmail(ctx.state.em, input(ctx, VerifyEmail).token, actorOf(ctx), new Date());
  const answer: Presented<typeof EmailVerifiedResponse> = { message: identityText.verified, email: user.email ?? '' };
  ctx.body = answer;
});

authRoutes.post('/api/auth/verify-email/resend', requireMember, async (ctx) => {
  const user = signedInUser(ctx);
  await resendVerification(ctx.state.em, user, ctx.deps.config.rateLimitDisabled);
  ctx.deps.notify();
  ctx.status = 202;
  const answer: Presented<typeof VerificationSentResponse> = {
    message: fill(identityText.resent, { email: user.pendingEmail ?? user.email ?? '' }),
  };
  ctx.body = answer;
});

authRoutes.post('/api/login', validate(Login), async (ctx) => {
  const user = await authenticate(ctx.state.em, input(ctx, Login), actorOf(ctx), ctx.deps.config.rateLimitDisabled);
  await startSession(ctx, user.id);
  const subscription = await activeSubscription(ctx.state.em, user.id);
  const answer: Presented<typeof LoginResponse> = {
    ...presentUser(user, subscription),
    requiresSubscriptionSelection: subscription === null,
  };
  ctx.body = answer;
});

/**
 * Sign in with Telegram (the Login Widget on /auth): the widget's answer as it came. Signs in the account this Telegram
 * user signs in to (200), or registers a provider account that signs in with Telegram only (201); either way a
 * fresh session, and the same answer as login with `registered`.
 */
authRoutes.post('/api/auth/telegram', validate(TelegramLogin), async (ctx) => {
  const login = await verifiedTelegramLogin(ctx.state.em, input(ctx, TelegramLogin), ctx.deps.config.telegram.token);
  const { user, registered } = await signInWithTelegram(ctx.state.em, login, actorOf(ctx), {
    language: requestLanguage(ctx),
    rateLimitOff: ctx.deps.config.rateLimitDisabled,
  });
  await startSession(ctx, user.id);
  const subscription = await activeSubscription(ctx.state.em, user.id);
  const answer: Presented<typeof TelegramSignInResponse> = {
    ...presentUser(user, subscription),
    requiresSubscriptionSelection: subscription === null,
    registered,
  };
  ctx.status = registered ? 201 : 200;
  ctx.body = answer;
});

/**
 * "Parolni unutdingizmi?": always 202 with the same words, whether an account has the address or not; a link that
 * works once within an hour goes to an account's own address. Limited per address and per e-mail (429 beyond).
 */
authRoutes.post('/api/auth/password-reset', validate(PasswordResetRequest), async (ctx) => {
  await requestPasswordReset(ctx.state.em, input(ctx, PasswordResetRequest).email, actorOf(ctx), ctx.deps.config.rateLimitDisabled);
  // The link is in the outbox: send it now.
  ctx.deps.notify();
  ctx.status = 202;
  const answer: Presented<typeof MessageResponse> = { message: identityMessages[requestLanguage(ctx)].reset.sent };
  ctx.body = answer;
});

/**
 * The reset page posts the link's token with the new password: every session of the account ends, and this device
 * is signed in afresh (it has just proven the mailbox and chosen the password), answered like a login.
 */
authRoutes.post('/api/auth/password-reset/confirm', validate(PasswordResetConfirm), async (ctx) => {
  const { token, password } = input(ctx, PasswordResetConfirm);
  const user = await confirmPasswordReset(ctx.state.em, token, password, actorOf(ctx), new Date());
  await startSession(ctx, user.id);
  const subscription = await activeSubscription(ctx.state.em, user.id);
  const answer: Presented<typeof LoginResponse> = {
    ...presentUser(user, subscription),
    requiresSubscriptionSelection: subscription === null,
  };
  ctx.body = answer;
});

authRoutes.get('/api/login', (ctx) => ctx.redirect('/auth'));

/** Signs out: the session goes, and what this instance remembers of it (open calendars, its calendar reads) at once. */
function endSession(ctx: AppContext): void {
  const sid = sessionIdOf(ctx);
  const cookie = sessionCookieOf(ctx);
  ctx.session = null;
  if (sid) ctx.deps.sessionEnded({ sid, cookie });
}

authRoutes.post('/api/logout', async (ctx) => {
  endSession(ctx);
  ctx.status = 204;
});

authRoutes.get('/api/logout', async (ctx) => {
  endSession(ctx);
  ctx.redirect('/');
});

const currentUser = async (ctx: AppContext) => {
  const user = signedInUser(ctx);
  ctx.body = await presentAccount(ctx.state.em, user);
};
authRoutes.get('/api/user', requireMember, currentUser);
authRoutes.get('/api/auth/user', requireMember, currentUser);

/**
 * The browser apps' "who is signed in" probe: 200 with `{user: null}` for a visitor, so a signed-out page load
 * has no failed request in the console (GET /api/user keeps its 401 for API clients).
 */
authRoutes.get('/api/session', async (ctx) => {
  await loadUser(ctx);
  ctx.body = { user: ctx.state.user ? await presentAccount(ctx.state.em, ctx.state.user) : null };
});
