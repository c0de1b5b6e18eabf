import Router from '@koa/router';
import type { AppContext } from '../../lib/context.ts';

export const configRoutes = new Router<AppContext['state'], AppContext>();

/** What the browser apps need to know about this deployment (never secrets). */
configRoutes.get('/api/config', (ctx) => {
  // googleEnabled only where Google is set up: the answer elsewhere stays what it always was.
  // telegramLoginEnabled only where the bot's token can check the Login Widget's answers (its username names the widget).
  const telegramLogin = Boolean(ctx.deps.config.telegram.token && ctx.deps.botUsername());
  ctx.body = {
    telegramBotUsername: ctx.deps.botUsername(),
    ...(ctx.deps.config.google ? { googleEnabled: true } : {}),
    ...(telegramLogin ? { telegramLoginEnabled: true } : {}),
  };
});
