/**
 * What runs beside the HTTP API in this process, in start order (stopped in reverse), every part listed here: the
 * Telegram bot (its composers: bot/src/create-bot.ts), the reminder dispatcher and its cron, and each job runner with
 * every job it handles. `main.ts` starts the app with all of it; a test starts it with none (the default) or with
 * this list. The routes are listed in routes.ts, the hourly housekeeping in server.ts.
 */
import type { AppConfig } from './config.ts';
import { MEET_SYNC_JOB, meetSyncHandler } from './features/google/google-meet.ts';
import { googleTokenBox } from './features/google/google-account.service.ts';
import { BUSY_REFRESH_JOB, busyRefreshHandler } from './features/google/google-busy.ts';
import { identityMailHandlers } from './features/auth/identity-mail.ts';
import { createMailer } from './features/notifications/index.ts';
import { createNotifications, type NotificationsRuntime } from './features/notifications/notifications.extension.ts';
import {
  HOLD_JOB,
  holdExpiryHandler,
  planSubscriptionSweep,
  SUBSCRIPTION_SWEEP_JOB,
  subscriptionSweepHandler,
} from './features/payments/payment-jobs.ts';
import { PAID_TWICE_JOB, paidTwiceHandler } from './features/payments/paid-twice-notice.ts';
import { PLAN_ENDING_JOB, planEndingHandler, telegramTextSender } from './features/payments/plan-ending-notice.ts';
import { PLAN_HANDOVER_JOB, planHandOverHandler } from './features/subscriptions/index.ts';
import { createTelegram } from './features/telegram/telegram.extension.ts';
import { WAITLIST_OFFER_JOB, waitlistOfferHandler } from './features/waitlist/waitlist-offer.ts';
import type { AppDeps } from './lib/context.ts';
import { JobRunner } from './lib/jobs/job-runner.ts';
import { logger } from './lib/logger.ts';
import type { Extension, ExtensionFactory } from './server.ts';

type Deps = Omit<AppDeps, 'notify' | 'telegram'>;

const publicUrlOf = (config: AppConfig) => config.publicUrl ?? `http://localhost:${config.port}`;

/**
 * The bot and the notices, made together because they need each other: the dispatcher sends through the bot, and the
 * bot's actions (a provider confirming, a client cancelling) wake the dispatcher. The dispatcher runs every minute
 * (cron, the backstop for timed reminders) and after every booking write; waitlist offers go out through the same
 * sender, job `waitlist_offer`, looked for every 5 s (a freed time is worth telling about quickly).
 */
function botAndNotices(config: AppConfig, deps: Deps): Extension {
  let notifications: NotificationsRuntime | null = null;
  const telegram = createTelegram(config, deps, () => notifications?.extension.notify?.());
  notifications = createNotifications(config, deps, telegram.sender);
  const offerMail = createMailer(config.mail);
  const offers = new JobRunner(deps.pool, {
    [WAITLIST_OFFER_JOB]: waitlistOfferHandler(deps.pool, { telegram: telegram.sender, mailer: offerMail, publicUrl: publicUrlOf(config) }),
  });
  const waitlistOffers: Extension = {
    start: () => offers.start(5_000),
    async stop() {
      await offers.stop();
      offerMail.close();
    },
  };
  const parts = [telegram.extension, notifications.extension, waitlistOffers];
  return {
    telegram: telegram.extension.telegram,
    async start(appDeps) {
      for (const part of parts) await part.start?.(appDeps);
    },
    async stop() {
      for (const part of [...parts].reverse()) await part.stop?.();
    },
    notify() {
      for (const part of parts) part.notify?.();
    },
    botUsername: () => telegram.extension.botUsername?.() ?? null,
  };
}

/**
 * Reserve holds running out, plans ending and handed over, the warnings before a plan ends, and the provider's alert
 * that a client paid a reserve fee twice: every 30 s.
 */
function paymentJobs(config: AppConfig, deps: Deps): Extension {
  const mailer = createMailer(config.mail);
  const channels = { mailer, telegram: telegramTextSender(config.telegram), publicUrl: publicUrlOf(config) };
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
}

/** Google work off the request path (only where Google is set up): Meet events following their bookings, providers' busy times. */
function googleJobs(config: AppConfig, deps: Deps): Extension {
  const google = config.google;
  if (!google) return {};
  const box = googleTokenBox(config.sessionKeys[0]!);
  // The dispatcher's wake-up is handed over at start; until then the dispatcher's own schedule finds the notice.
  let notify = () => {};
  const runner = new JobRunner(
    deps.pool,
    {
      [MEET_SYNC_JOB]: meetSyncHandler(deps.pool, google, box, () => notify()),
      [BUSY_REFRESH_JOB]: busyRefreshHandler(deps.pool, google, box, deps.providerChanged),
    },
    { backoffSeconds: (attempts) => Math.min(600, 5 * 2 ** (attempts - 1)) },
  );
  return {
    start(appDeps) {
      notify = appDeps.notify;
      runner.start(google.jobIntervalMs);
    },
    stop: () => runner.stop(),
    // After a booking write: a Meet booking's job is already planned by the database, so look at once.
    notify() {
      void runner.tick();
    },
  };
}

/**
 * The identity e-mails (jobs `email_verification`, `account_takeover_notice`, `staff_invitation`) every 30 s, and at once after
 * the write that planned one. Wake-ups during a pass fold into one more pass: a pass already running may have looked
 * before the new row was committed, and a burst of writes costs at most two passes. (The runner's own ticks may
 * overlap these safely: claims are leases taken with SKIP LOCKED.)
 */
function identityMailJobs(config: AppConfig, deps: Deps): Extension {
  const mailer = createMailer(config.mail);
  const runner = new JobRunner(deps.pool, identityMailHandlers(deps.orm, mailer, publicUrlOf(config)), {
    backoffSeconds: (attempts) => Math.min(1800, 10 * 2 ** (attempts - 1)),
  });
  let pass: Promise<void> | null = null;
  let again = false;
  const wake = () => {
    if (pass) {
      again = true;
      return;
    }
    pass = (async () => {
      do {
        again = false;
        await runner.runOnce().catch((error) => logger.warn({ err: error }, 'identity e-mails could not be sent now'));
      } while (again);
    })().finally(() => {
      pass = null;
    });
  };
  return {
    start: () => runner.start(30_000),
    async stop() {
      await runner.stop();
      await pass;
      mailer.close();
    },
    notify: wake,
  };
}

/** In the order they have always started: the bot last, once the job runners it wakes are there. */
export const BACKGROUND: readonly ExtensionFactory[] = [paymentJobs, googleJobs, identityMailJobs, botAndNotices];
