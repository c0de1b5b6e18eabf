import Router from '@koa/router';
import type { AppContext } from '../../lib/context.ts';

export const configRoutes = new Router<AppContext['state'], AppContext>();

/** What the browser apps need to know about this deployment (never secrets). */
configRoutes.get('/api/config', (ctx) => {
  ctx.body = { telegramBotUsername: ctx.deps.botUsername(), googleEnabled: ctx.deps.config.google !== null };
});
