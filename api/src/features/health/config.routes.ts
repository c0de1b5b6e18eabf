import { ContractRouter } from '../../middleware/contract-router.ts';
import { getConfig } from './health.contract.ts';

export const configRoutes = new ContractRouter();

/** What the browser apps need to know about this deployment (never secrets). */
configRoutes.mount(getConfig, (ctx) => {
  // googleEnabled only where Google is set up: the answer elsewhere stays what it always was.
  // telegramLoginEnabled only where the bot's token can check the Login Widget's answers (its username names the widget).
  // telegramBotId (the token's public part before the colon) is what Telegram's sign-in page asks for (ADR 028).
  const token = ctx.deps.config.telegram.token;
  const botId = token ? Number(token.split(':')[0]) : Number.NaN;
  const telegramLogin = Boolean(token && ctx.deps.botUsername() && Number.isSafeInteger(botId) && botId > 0);
  return {
    telegramBotUsername: ctx.deps.botUsername(),
    ...(ctx.deps.config.google ? { googleEnabled: true as const } : {}),
    ...(telegramLogin ? { telegramLoginEnabled: true as const, telegramBotId: botId } : {}),
  };
});
