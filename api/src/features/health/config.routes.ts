import { ContractRouter } from '../../middleware/contract-router.ts';
import { getConfig } from './health.contract.ts';

export const configRoutes = new ContractRouter();

/** What the browser apps need to know about this deployment (never secrets). */
configRoutes.mount(getConfig, (ctx) =>
  // googleEnabled only where Google is set up: the answer elsewhere stays what it always was.
  ({ telegramBotUsername: ctx.deps.botUsername(), ...(ctx.deps.config.google ? { googleEnabled: true as const } : {}) }),
);
