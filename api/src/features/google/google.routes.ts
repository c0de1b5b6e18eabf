import Router from '@koa/router';
import { uz } from '../../contracts/messages.uz.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireUser } from '../../middleware/auth.ts';

/**
 * Google sign-in (Meet links for Premium) needs OAuth credentials this deployment does not have yet.
 * The calls exist so the web app's buttons and test page get a clear answer instead of a 404.
 */
export const googleRoutes = new Router<AppContext['state'], AppContext>();

googleRoutes.get('/api/auth/google', requireUser, (ctx) => {
  ctx.redirect('/google-auth-error');
});

googleRoutes.get('/api/auth/google/callback', (ctx) => {
  ctx.redirect('/google-auth-error');
});

googleRoutes.get('/api/auth/google/test', requireUser, (ctx) => {
  ctx.body = { authUrl: null, message: uz.google.notConfigured };
});
