import { UserSchema } from '@qabul/db';
import { isUuid } from '../../contracts/fields.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AppContext, actorOf } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { loadUser, requireUser, signedInUser } from '../../middleware/auth.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import { startSession } from '../auth/index.ts';
import { activeSubscription } from '../subscriptions/index.ts';
import { connectGoogle, disconnectGoogle, googleTokenBox, setCalendarSync, signInWithGoogle } from './google-account.service.ts';
import { planBusyRefresh } from './google-busy.ts';
import * as api from './google.contract.ts';
import { finishGoogleAuth, GoogleAuthError, type GoogleIntent, type PendingGoogleAuth, startGoogleAuth } from './google-oauth.ts';

/** Google sign-in, connecting a provider's calendar, and the developer test call (DECISIONS.md, "Google"). */
export const googleRoutes = new ContractRouter();

const ERROR_PAGE = '/google-auth-error';
const failed = (ctx: AppContext, reason: string) => ctx.redirect(`${ERROR_PAGE}?error=${encodeURIComponent(reason)}`);
/** Not set up here: the plain error page, as before Google was built (DECISIONS.md). */
const notConfigured = (ctx: AppContext) => ctx.redirect(ERROR_PAGE);

function redirectUri(ctx: AppContext): string {
  return ctx.deps.config.google?.redirectUrl ?? `${publicOrigin(ctx)}/api/auth/google/callback`;
}

const tokenBox = (ctx: AppContext) => googleTokenBox(ctx.deps.config.sessionKeys[0]!);

/** Browser navigation: to Google's consent page; signed in, it connects Google to this account. */
googleRoutes.mount(api.startGoogleAuth, async (ctx) => {
  const config = ctx.deps.config.google;
  if (!config) return notConfigured(ctx);
  await loadUser(ctx);
  const intent: GoogleIntent = ctx.state.user ? { kind: 'connect', userId: ctx.state.user.id } : { kind: 'signin' };
  const { url, pending } = await startGoogleAuth(config, redirectUri(ctx), intent);
  if (ctx.session) ctx.session.googleAuth = pending;
  ctx.redirect(url);
});

googleRoutes.mount(api.finishGoogleAuth, async (ctx, { query }) => {
  const config = ctx.deps.config.google;
  if (!config) return notConfigured(ctx);
  const pending = ctx.session?.googleAuth as PendingGoogleAuth | undefined;
  // One use only: a replayed callback finds nothing to finish.
  if (ctx.session) delete ctx.session.googleAuth;
  try {
    const identity = await finishGoogleAuth(config, pending, { code: query.code, state: query.state, error: query.error });
    const intent = pending!.intent;
    if (intent.kind === 'connect') {
      await loadUser(ctx);
      if (ctx.state.user?.id !== intent.userId) throw new GoogleAuthError('invalid_state');
      await connectGoogle(ctx.state.em, intent.userId, identity, tokenBox(ctx), actorOf(ctx));
      return ctx.redirect('/user/profile?google=connected');
    }
    const { user, takenOver } = await signInWithGoogle(ctx.state.em, identity, tokenBox(ctx), actorOf(ctx));
    await startSession(ctx, user.id);
    // The owner's notice of the takeover is in the outbox: send it now.
    if (takenOver) ctx.deps.notify();
    const subscription = await activeSubscription(ctx.state.em, user.id);
    ctx.redirect(subscription ? '/' : '/subscription-selection');
  } catch (error) {
    if (!(error instanceof GoogleAuthError)) throw error;
    logger.info({ reason: error.reason }, 'google sign-in refused');
    failed(ctx, error.reason);
  }
});

googleRoutes.mount(api.disconnectGoogle, requireUser, async (ctx) => {
  const user = signedInUser(ctx);
  await disconnectGoogle(ctx.state.em, user, ctx.deps.config.google, tokenBox(ctx), actorOf(ctx));
  return { googleConnected: false as const };
});

googleRoutes.mount(api.setGoogleCalendarSync, requireUser, async (ctx, { body }) => {
  const user = signedInUser(ctx);
  const enabled = await setCalendarSync(ctx.state.em, user, body.enabled, actorOf(ctx));
  // The provider's cached slots are dropped by the app after every signed-in write (app.ts).
  if (enabled) await planBusyRefresh(ctx.deps.pool, user.id, new Date());
  return { googleCalendarSync: enabled };
});

/** Developer check: the consent URL that would connect a user (platform admins may ask for anyone). */
googleRoutes.mount(api.testGoogleAuth, requireUser, async (ctx, { query }) => {
  const me = signedInUser(ctx);
  const config = ctx.deps.config.google;
  // Without Google there is no URL for anyone: the answer is the same whoever is asked about.
  if (!config) return { authUrl: null, message: uz.google.notConfigured };
  const userId = query.userId || me.id;
  if (userId !== me.id) {
    if (me.role !== 'platform_admin') throw new AppError('forbidden', uz.google.otherUser);
    const exists = isUuid(userId) && (await ctx.state.em.count(UserSchema, { id: userId })) > 0;
    if (!exists) throw new AppError('not_found', uz.google.userNotFound);
  }
  const { url } = await startGoogleAuth(config, redirectUri(ctx), { kind: 'connect', userId });
  return { authUrl: url };
});
