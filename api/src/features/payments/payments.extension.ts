import { JobRunner } from '../../lib/jobs/job-runner.ts';
import { logger } from '../../lib/logger.ts';
import { registerExtension } from '../../server.ts';
import { createMailer } from '../notifications/index.ts';
import { PLAN_HANDOVER_JOB, planHandOverHandler } from '../subscriptions/index.ts';
import { HOLD_JOB, holdExpiryHandler, planSubscriptionSweep, SUBSCRIPTION_SWEEP_JOB, subscriptionSweepHandler } from './payment-jobs.ts';
import { PAID_TWICE_JOB, paidTwiceHandler } from './paid-twice-notice.ts';
import { PLAN_ENDING_JOB, planEndingHandler } from './plan-ending-notice.ts';

/** Payment background work (reserve holds running out, plans ending, the warnings before) on the shared job runner. */
registerExtension((config, deps) => {
  const mailer = createMailer(config.mail);
  const token = config.telegram.token;
  const telegram = token
    ? async (chatId: number, text: string) => {
        const response = await fetch(`${config.telegram.apiRoot ?? 'https://api.telegram.org'}/bot${token}/sendMessage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ chat_id: chatId, text }),
        });
        if (!response.ok) throw new Error(`Telegram answered ${response.status}`);
      }
    : null;
  const channels = { mailer, telegram, publicUrl: config.publicUrl ?? `http://localhost:${config.port}` };
  const runner = new JobRunner(deps.pool, {
    [HOLD_JOB]: holdExpiryHandler(deps.pool, deps.providerChanged),
    [SUBSCRIPTION_SWEEP_JOB]: subscriptionSweepHandler(deps.pool),
    [PLAN_HANDOVER_JOB]: planHandOverHandler(deps.pool, deps.providerChanged),
    [PLAN_ENDING_JOB]: planEndingHandler(deps.pool, channels),
    [PAID_TWICE_JOB]: paidTwiceHandler(deps.pool, channels),
  });
  return {
    async start() {
      await planSubscriptionSweep(deps.pool, new Date()).catch((error) => logger.warn({ err: error }, 'could not plan the plan sweep'));
      runner.start(30_000);
    },
    async stop() {
      await runner.stop();
      mailer.close();
    },
  };
});
