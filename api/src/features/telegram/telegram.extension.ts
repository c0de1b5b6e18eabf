import { createHmac } from 'node:crypto';
import { type Bot, type BotContext, type BotLog, createBot, webhookCallback } from '@qabul/bot';
import type { AppConfig } from '../../config.ts';
import type { AppContext, AppDeps } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import type { Extension } from '../../server.ts';
import { miniAppUrlOf, type TelegramSender } from '../notifications/index.ts';
import { botServices } from './bot-services.ts';
import { setUpBotProfile } from './bot-profile.ts';
import { createNoticeSender } from './notice-sender.ts';
import { invoiceSecret } from './telegram-invoice.ts';

export interface TelegramRuntime {
  extension: Extension;
  /** null without a bot token: notifications then go by e-mail only. */
  sender: TelegramSender | null;
}

const ALLOWED_UPDATES = ['message', 'callback_query', 'my_chat_member', 'inline_query', 'pre_checkout_query'] as const;

/** Every instance derives the same secret from the token when none is configured. */
function webhookSecretFor(token: string, configured: string | undefined): string {
  return configured ?? createHmac('sha256', token).update('qabul-telegram-webhook').digest('hex');
}

/** A slow update is answered after 9 s and finished in the background, so Telegram does not redeliver it. */
function webhookOf(bot: Bot<BotContext>, secretToken: string): (ctx: AppContext) => Promise<unknown> {
  const handle = webhookCallback(bot, 'koa', { secretToken, onTimeout: 'return', timeoutMilliseconds: 9_000 });
  return (ctx) => handle(ctx as never);
}

/**
 * The bot inside the api process: webhook in production (mounted in Koa), long polling in development,
 * 'off' to only send. Without TELEGRAM_BOT_TOKEN the app runs without it and says so once.
 */
export function createTelegram(config: AppConfig, deps: Omit<AppDeps, 'notify'>, notify: () => void): TelegramRuntime {
  const log = logger.child({ feature: 'telegram' });
  const token = config.telegram.token;
  if (!token) {
    log.info('TELEGRAM_BOT_TOKEN not set: running without the Telegram bot (Mini App sign-in answers 401, notices go by e-mail)');
    return { extension: {}, sender: null };
  }

  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const botLog: BotLog = {
    error: (o, m) => log.error(o, m),
    warn: (o, m) => log.warn(o, m),
    info: (o, m) => log.info(o, m),
  };
  const miniAppUrl = miniAppUrlOf(publicUrl);
  const bot = createBot(
    {
      token,
      miniAppUrl,
      publicUrl,
      apiRoot: config.telegram.apiRoot,
      log: botLog,
    },
    botServices({
      orm: deps.orm,
      hot: deps,
      publicUrl,
      notify,
      providerChanged: deps.providerChanged,
      rateLimitOff: config.rateLimitDisabled,
      invoiceSecret: invoiceSecret(token),
      // Half the pool at most: every turn's own work needs connections besides the one holding the turn.
      chatTurnsAtOnce: Math.max(1, Math.floor(config.database.poolMax / 2)),
    }),
  );
  const mode = config.telegram.mode;
  const webhookSecret = webhookSecretFor(token, config.telegram.webhookSecret);

  const sender = createNoticeSender({ token, apiRoot: config.telegram.apiRoot, orm: deps.orm, log });

  const botUsername = () => config.telegram.username ?? (bot.isInited() ? bot.botInfo.username : null);
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  return {
    sender,
    extension: {
      botUsername,
      telegram: {
        webhook: mode === 'webhook' ? webhookOf(bot, webhookSecret) : null,
        botUsername,
        api: bot.api,
        invoiceSecret: invoiceSecret(token),
        miniAppUrl,
      },
      start() {
        // Telegram unreachable at boot must not hold the booking site up or take it down: the site starts at
        // once and the bot connects in the background, asking again (5 s, 10 s, 20 s... at most 5 minutes
        // apart) until Telegram answers; then it sets itself up. Until then t.me links are absent (null) rather
        // than wrong, unless TELEGRAM_BOT_USERNAME names the bot.
        void connect(config.telegram.retryMs);
      },
      async stop() {
        stopped = true;
        clearTimeout(retry);
        if (bot.isRunning()) await bot.stop();
      },
    },
  };

  async function connect(waitMs: number): Promise<void> {
    if (stopped) return;
    try {
      await bot.init();
    } catch (error) {
      log.error({ err: error, retryInMs: waitMs }, 'telegram getMe failed; the bot asks again later');
      retry = setTimeout(() => void connect(Math.min(waitMs * 2, 300_000)), waitMs);
      return;
    }
    if (stopped) return;
    await setUp().catch((error) => log.error({ err: error }, 'telegram set-up failed'));
    if (mode === 'polling' && !stopped) {
      bot
        .start({
          allowed_updates: [...ALLOWED_UPDATES],
          onStart: (me) => log.info(`telegram bot @${me.username} polling`),
        })
        .catch((error) => log.error({ err: error }, 'telegram polling stopped'));
    }
  }

  async function setUp() {
    // The commands and texts in each language; a refusal (a rate limit, say) must not keep the webhook from being set.
    await setUpBotProfile(bot.api).catch((error) => log.error({ err: error }, 'telegram commands and descriptions not set'));
    if (miniAppUrl.startsWith('https://')) {
      await bot.api.setChatMenuButton({
        menu_button: {
          type: 'web_app',
          text: 'Qabul',
          web_app: { url: miniAppUrl },
        },
      });
    }
    if (mode === 'webhook') {
      if (!config.publicUrl?.startsWith('https://')) log.warn('TELEGRAM_MODE=webhook needs an https PUBLIC_URL for Telegram to reach it');
      await bot.api.setWebhook(`${publicUrl}/api/telegram/webhook`, {
        secret_token: webhookSecret,
        allowed_updates: [...ALLOWED_UPDATES],
      });
      log.info(`telegram bot @${bot.botInfo.username} receives updates by webhook`);
    }
  }
}
