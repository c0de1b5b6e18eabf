// Features that run beside the API register themselves here (Telegram bot, reminder dispatcher).
import { createNotifications, type NotificationsRuntime } from './features/notifications/notifications.extension.ts';
import { createTelegram } from './features/telegram/telegram.extension.ts';
import { createWaitlistOffers } from './features/waitlist/waitlist.extension.ts';
import { registerExtension } from './server.ts';
import './features/payments/payments.extension.ts';
import './features/google/google.extension.ts';
import './features/auth/auth.extension.ts';

/**
 * One factory for both because they need each other: the dispatcher sends through the bot, and the bot's
 * actions (a provider confirming, a client cancelling) wake the dispatcher.
 */
registerExtension((config, deps) => {
  let notifications: NotificationsRuntime | null = null;
  const telegram = createTelegram(config, deps, () => notifications?.extension.notify?.());
  notifications = createNotifications(config, deps, telegram.sender);
  // Waitlist offers go out through the same notice sender as every other notice.
  const parts = [telegram.extension, notifications.extension, createWaitlistOffers(config, deps, telegram.sender)];
  return {
    routers: parts.flatMap((part) => part.routers ?? []),
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
});
