import type { AppConfig } from '../../config.ts';
import { JobRunner } from '../../lib/jobs/job-runner.ts';
import type { AppDeps } from '../../lib/context.ts';
import type { Extension } from '../../server.ts';
import { createMailer, type TelegramSender } from '../notifications/index.ts';
import { WAITLIST_OFFER_JOB, waitlistOfferHandler } from './waitlist-offer.ts';

/** How often the offers planned by the database are looked for: a freed time is worth telling about quickly. */
const OFFER_TICK_MS = 5_000;

/** The waitlist's offers on the shared job runner, sent through the bot's notice sender (or e-mail). */
export function createWaitlistOffers(config: AppConfig, deps: Omit<AppDeps, 'notify'>, telegram: TelegramSender | null): Extension {
  const mailer = createMailer(config.mail);
  const runner = new JobRunner(deps.pool, {
    [WAITLIST_OFFER_JOB]: waitlistOfferHandler(deps.pool, {
      telegram,
      mailer,
      publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    }),
  });
  return {
    async start() {
      runner.start(OFFER_TICK_MS);
    },
    async stop() {
      await runner.stop();
      mailer.close();
    },
  };
}
