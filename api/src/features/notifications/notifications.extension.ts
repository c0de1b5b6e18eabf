import type { AppConfig } from '../../config.ts';
import type { AppDeps } from '../../lib/context.ts';
import type { Queue } from '../../lib/durable/engine.ts';
import { logger } from '../../lib/logger.ts';
import type { TelegramSender } from './channels.ts';
import { createDispatcher, type Dispatcher } from './dispatcher.ts';
import { createMailer } from './mailer.ts';

/** The queue's name in the background engine (background.ts). */
export const NOTICES_QUEUE = 'notices';

export interface NotificationsRuntime {
  /** The notices' queue for the engine; null when this instance sends none. */
  queue: Queue | null;
  dispatcher: Dispatcher | null;
  close(): void;
}

/**
 * The reminder dispatcher of this api instance, as the engine's `notices` queue: woken after booking writes (here
 * or, through the engine's wake-ups, on another instance) and every minute, the backstop for timed reminders.
 * Its sending stays its own: Telegram's shared pace, two batches in flight, 10 e-mails at once (ADR 013, 035).
 */
export function createNotifications(
  config: AppConfig,
  deps: Omit<AppDeps, 'notify'>,
  telegram: TelegramSender | null,
  clock: () => Date | null,
): NotificationsRuntime {
  const log = logger.child({ feature: 'notifications' });
  if (!config.remindersEnabled) {
    log.info('REMINDERS_DISABLED: no reminders or notices are sent by this instance');
    return { queue: null, dispatcher: null, close() {} };
  }
  const mailer = createMailer(config.mail, (dir) => log.info({ dir }, 'SMTP_URL not set: e-mails are written as .eml files'));
  const dispatcher = createDispatcher({
    orm: deps.orm,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    telegram,
    mailer,
    log,
    clock,
  });
  return {
    dispatcher,
    queue: {
      name: NOTICES_QUEUE,
      pollMs: 60_000,
      pass: () => dispatcher.kick(),
      foldsWakeUps: true,
      stop: () => dispatcher.stop(),
    },
    close: () => mailer.close(),
  };
}
