import { JobRunner } from '../../lib/jobs/job-runner.ts';
import { logger } from '../../lib/logger.ts';
import { registerExtension } from '../../server.ts';
import { HOLD_JOB, holdExpiryHandler, planSubscriptionSweep, SUBSCRIPTION_SWEEP_JOB, subscriptionSweepHandler } from './payment-jobs.ts';

/** Payment background work (reserve holds running out, plans ending) on the shared job runner. */
registerExtension((_config, deps) => {
  const runner = new JobRunner(deps.pool, {
    [HOLD_JOB]: holdExpiryHandler(deps.pool, deps.providerChanged),
    [SUBSCRIPTION_SWEEP_JOB]: subscriptionSweepHandler(deps.pool),
  });
  return {
    async start() {
      await planSubscriptionSweep(deps.pool, new Date()).catch((error) => logger.warn({ err: error }, 'could not plan the plan sweep'));
      runner.start(30_000);
    },
    stop: () => runner.stop(),
  };
});
