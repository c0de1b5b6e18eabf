/**
 * What runs beside the HTTP API in this process, every part listed here: the Telegram bot (its composers:
 * bot/src/create-bot.ts) and the one engine for durable background work (lib/durable) with every queue it runs, each
 * with its handlers, back-off and poll interval. `main.ts` starts the app with all of it; a test starts it with none
 * (the default) or with this list. The routes are listed in routes.ts, the hourly housekeeping in server.ts.
 */
import { connectionOptions } from '@qabul/db';
import type { AppConfig } from './config.ts';
import { MEET_SYNC_JOB, meetSyncHandler } from './features/google/google-meet.ts';
import { googleTokenBox } from './features/google/google-account.service.ts';
import { BUSY_REFRESH_JOB, busyRefreshHandler } from './features/google/google-busy.ts';
import { identityMailHandlers } from './features/auth/identity-mail.ts';
import { createMailer } from './features/notifications/index.ts';
import { createNotifications, NOTICES_QUEUE } from './features/notifications/notifications.extension.ts';
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
import { Engine, type Queue } from './lib/durable/engine.ts';
import { jobQueue } from './lib/durable/job-queue.ts';
import { startWakeUps, type WakeUps } from './lib/durable/wake-ups.ts';
import { logger } from './lib/logger.ts';
import type { Extension, ExtensionFactory } from './server.ts';

type Deps = Omit<AppDeps, 'notify' | 'telegram'>;

const publicUrlOf = (config: AppConfig) => config.publicUrl ?? `http://localhost:${config.port}`;

/** A queue and what it leaves open (its mailer) until the engine has stopped. */
type Part = { queue: Queue | null; close?(): void };

/** The engine's one clock: the database's (null) unless a test steps time itself. */
const clock = () => null;

/**
 * Reserve holds running out, plans ending and handed over, the warnings before a plan ends, and the provider's alert
 * that a client paid a reserve fee twice: every 30 s.
 */
function paymentJobs(config: AppConfig, deps: Deps): Part {
  const mailer = createMailer(config.mail);
  const channels = { mailer, telegram: telegramTextSender(config.telegram), publicUrl: publicUrlOf(config) };
  const queue = jobQueue(
    'payments',
    deps.pool,
    {
      [HOLD_JOB]: holdExpiryHandler(deps.pool, deps.providerChanged),
      [SUBSCRIPTION_SWEEP_JOB]: subscriptionSweepHandler(deps.pool),
      [PLAN_HANDOVER_JOB]: planHandOverHandler(deps.pool, deps.providerChanged),
      [PLAN_ENDING_JOB]: planEndingHandler(deps.pool, channels),
      [PAID_TWICE_JOB]: paidTwiceHandler(deps.pool, channels),
    },
    { clock, pollMs: 30_000 },
  );
  return { queue, close: () => mailer.close() };
}

/** Google work off the request path (only where Google is set up): Meet events following their bookings, providers' busy times. */
function googleJobs(config: AppConfig, deps: Deps, wake: (names: string[]) => void): Part {
  const google = config.google;
  if (!google) return { queue: null };
  const box = googleTokenBox(config.sessionKeys[0]!);
  return {
    queue: jobQueue(
      'google',
      deps.pool,
      {
        // A Meet link written into a booking is a notice to send.
        [MEET_SYNC_JOB]: meetSyncHandler(deps.pool, google, box, () => wake([NOTICES_QUEUE])),
        [BUSY_REFRESH_JOB]: busyRefreshHandler(deps.pool, google, box, deps.providerChanged),
      },
      { clock, pollMs: google.jobIntervalMs, backoffSeconds: (attempts) => Math.min(600, 5 * 2 ** (attempts - 1)) },
    ),
  };
}

/** The identity e-mails (jobs `email_verification`, `account_takeover_notice`, `staff_invitation`) every 30 s, and at once after the write that planned one. */
function identityMailJobs(config: AppConfig, deps: Deps): Part {
  const mailer = createMailer(config.mail);
  const queue = jobQueue('identity_mail', deps.pool, identityMailHandlers(deps.orm, mailer, publicUrlOf(config)), {
    clock,
    pollMs: 30_000,
    backoffSeconds: (attempts) => Math.min(1800, 10 * 2 ** (attempts - 1)),
  });
  return { queue, close: () => mailer.close() };
}

/** Waitlist offers go out through the notices' sender, looked for every 5 s (a freed time is worth telling about quickly). */
function waitlistOffers(config: AppConfig, deps: Deps, telegram: ReturnType<typeof createTelegram>['sender']): Part {
  const mailer = createMailer(config.mail);
  const queue = jobQueue(
    'waitlist_offers',
    deps.pool,
    { [WAITLIST_OFFER_JOB]: waitlistOfferHandler(deps.pool, { telegram, mailer, publicUrl: publicUrlOf(config) }) },
    { clock, pollMs: 5_000 },
  );
  return { queue, close: () => mailer.close() };
}

/** What a booking write (or a bot action) may have planned: notices, a Meet event, an identity e-mail. */
const AFTER_A_WRITE = [NOTICES_QUEUE, 'google', 'identity_mail'];

/**
 * The bot and the one engine with every queue. The bot and the notices need each other: the notices are sent
 * through the bot, and the bot's actions (a provider confirming, a client cancelling) wake the notices. After every
 * write the app wakes this instance's engine and announces the work to the other instances (lib/durable/wake-ups.ts).
 */
function background(config: AppConfig, deps: Deps): Extension {
  const log = logger.child({ feature: 'background' });
  const engine = new Engine(log);
  let wakeUps: WakeUps | null = null;
  const planned = (names: string[]) => wakeUps?.planned(names);
  const telegram = createTelegram(config, deps, () => planned(AFTER_A_WRITE));
  const notices = createNotifications(config, deps, telegram.sender, clock);
  const parts: Part[] = [
    paymentJobs(config, deps),
    googleJobs(config, deps, planned),
    identityMailJobs(config, deps),
    notices,
    waitlistOffers(config, deps, telegram.sender),
  ];
  for (const { queue } of parts) if (queue) engine.register(queue);
  return {
    telegram: telegram.extension.telegram,
    async start(appDeps) {
      await planSubscriptionSweep(deps.pool, new Date()).catch((error) => logger.warn({ err: error }, 'could not plan the plan sweep'));
      wakeUps = startWakeUps({
        engine,
        pool: deps.pool,
        listenUrl: deps.directUrl,
        clientOptions: connectionOptions(config.database.timeouts),
        log,
      });
      // The bot first, as the notices go out through it; what it plans meanwhile is found by the engine's first look.
      await telegram.extension.start?.(appDeps);
      engine.start();
    },
    async stop() {
      // The engine before the bot: a notice being sent still has the bot to send through.
      await wakeUps?.stop();
      await engine.stop();
      await telegram.extension.stop?.();
      for (const part of parts) part.close?.();
    },
    notify: () => planned(AFTER_A_WRITE),
    botUsername: () => telegram.extension.botUsername?.() ?? null,
  };
}

/** Everything in the background of an instance: the bot and the engine with its queues (above). */
export const BACKGROUND: readonly ExtensionFactory[] = [background];
