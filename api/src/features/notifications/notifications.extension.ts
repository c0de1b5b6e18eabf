import cron, { type ScheduledTask } from 'node-cron';
import type { AppConfig } from '../../config.ts';
import type { AppDeps } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import type { Extension } from '../../server.ts';
import type { TelegramSender } from './channels.ts';
import { createDispatcher, type Dispatcher } from './dispatcher.ts';
import { createMailer } from './mailer.ts';

export interface NotificationsRuntime {
  extension: Extension;
  dispatcher: Dispatcher | null;
}

/**
 * The reminder dispatcher of this api instance: woken after booking writes (`notify`) and every minute
 * by cron as the backstop for timed reminders and for wake-ups another instance received.
 */
export function createNotifications(
  config: AppConfig,
  deps: Omit<AppDeps, 'notify'>,
  telegram: TelegramSender | null,
): NotificationsRuntime {
  const log = logger.child({ feature: 'notifications' });
  if (!config.remindersEnabled) {
    log.info('REMINDERS_DISABLED: no reminders or notices are sent by this instance');
    return { extension: {}, dispatcher: null };
  }
  const mailer = createMailer(config.mail, (dir) => log.info({ dir }, 'SMTP_URL not set: e-mails are written as .eml files'));
  const dispatcher = createDispatcher({
    orm: deps.orm,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    telegram,
    mailer,
    log,
  });
  let task: ScheduledTask | null = null;
  return {
    dispatcher,
    extension: {
      start() {
        task = cron.schedule('* * * * *', () => dispatcher.kick(), {
          name: 'qabul-reminders',
          noOverlap: true,
        });
        void dispatcher.kick();
      },
      async stop() {
        await task?.destroy();
        await dispatcher.stop();
        mailer.close();
      },
      notify: () => void dispatcher.kick(),
    },
  };
}
