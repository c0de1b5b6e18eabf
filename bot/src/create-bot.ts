import { autoRetry } from '@grammyjs/auto-retry';
import { Bot, type BotError } from 'grammy';
import { pacedFetch } from './chat-pace.ts';
import type { BotConfig, BotContext } from './context.ts';
import { isChatUnreachable, isHarmless } from './errors.ts';
import { bookingCard } from './features/booking-card.ts';
import { bookings } from './features/bookings.ts';
import { chatBooking } from './features/chat-booking.ts';
import { help } from './features/help.ts';
import { inlineSearch } from './features/inline-search.ts';
import { paySupport } from './features/pay-support.ts';
import { providerActions } from './features/provider-actions.ts';
import { reserveFeePayments } from './features/reserve-fee-payments.ts';
import { reachability } from './features/reachability.ts';
import { reviews } from './features/reviews.ts';
import { noShow } from './features/no-show.ts';
import { start } from './features/start.ts';
import { today } from './features/today.ts';
import { sendLongMessagesInParts } from './long-messages.ts';
import { DEFAULT_LANGUAGE } from '@qabul/i18n';
import { botTextIn } from './messages.ts';
import { language } from './features/language.ts';
import type { BotServices, CoreServices } from './services.ts';
import type { Composer } from 'grammy';

/**
 * The Qabul bot: its features, in the order an update passes them, in the frame below. Nothing here calls
 * Telegram at construction time, so tests and the api decide when to init, poll or set a webhook.
 */
export function createBot(config: BotConfig, services: BotServices): Bot<BotContext> {
  return botWith(config, services, botFeatures(config, services));
}

/** A bot's features: payments ahead of the error boundary (see reserve-fee-payments.ts), the rest inside it. */
export interface BotFeatures {
  payments?: Composer<BotContext>;
  features: Composer<BotContext>[];
}

/**
 * Every feature of the bot, each given only the services it uses (its slice of `BotServices`, named in its
 * signature). The chat booking comes before /start and the commands, so a conversation waiting for an answer
 * gets it first; help answers whatever no one else took.
 */
export function botFeatures(config: BotConfig, services: BotServices): BotFeatures {
  return {
    payments: reserveFeePayments(services),
    features: [
      reachability(services),
      reviews(services),
      chatBooking(services, config),
      start(services),
      bookingCard(services),
      bookings(services),
      today(services),
      providerActions(services),
      noShow(services),
      paySupport,
      language(services),
      inlineSearch(services),
      help,
    ],
  };
}

/**
 * The frame around the features: the chat's pace, retries of 429 and Telegram's 5xx, long texts in parts, one chat's
 * updates one at a time, the reader's language, an error boundary. It asks only the core services itself.
 */
export function botWith(config: BotConfig, services: CoreServices, { payments, features }: BotFeatures): Bot<BotContext> {
  const bot = new Bot<BotContext>(config.token, {
    botInfo: config.botInfo,
    // Innermost, in the HTTP client itself: every request that goes out, retries and the chat booking's own
    // conversation calls included, keeps a second from the last one to its chat.
    client: { ...(config.apiRoot ? { apiRoot: config.apiRoot } : {}), fetch: pacedFetch() as never },
  });
  // Rate limits (429) and Telegram's own 5xx are waited out here. A network failure is not: the plug-in would
  // retry it for ever, doubling up to an hour, which holds a webhook answer or a notice claim far past its
  // time. It fails at once instead, and the caller's own schedule retries (the notification outbox, the
  // start-up connection).
  bot.api.config.use(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 60, rethrowHttpErrors: true, ...config.retry }));
  // Installed after the retry, so it wraps it: each part of a long text is retried on its own.
  bot.api.config.use(sendLongMessagesInParts);

  bot.use((ctx, next) => {
    // Features get their own services as arguments; through the context only the translation of API texts.
    ctx.services = { translate: (language, text) => services.translate(language, text) };
    ctx.settings = config;
    return next();
  });
  // One chat's updates one after another, each once: two presses of "Tasdiqlash", or one update Telegram
  // delivered twice, never read and write the chat's conversation at the same time. Outermost, so a payment
  // that fails inside still fails the webhook call (and its turn is not counted as done).
  bot.use(async (ctx, next) => {
    const chatId = ctx.chat?.id;
    if (chatId === undefined || !services.chatTurn) return next();
    await services.chatTurn(chatId, ctx.update.update_id, next);
  });
  // Every update is answered in its reader's language. A failed look-up falls back to Uzbek Latin rather than
  // failing the update: a payment's pre-checkout answer must never wait on it.
  bot.use(async (ctx, next) => {
    const from = ctx.from;
    ctx.language = DEFAULT_LANGUAGE;
    try {
      if (from) ctx.language = await services.chatLanguage(from.id, from.language_code ?? null);
    } catch (error) {
      config.log?.warn({ err: error, updateId: ctx.update.update_id }, 'telegram chat language not read');
    }
    ctx.text = botTextIn(ctx.language);
    return next();
  });
  // The boundary catches handler errors in every mode (webhook, polling, handleUpdate); bot.catch
  // covers the rest in polling.
  const onError = async ({ error, ctx }: BotError<BotContext>) => {
    if (isHarmless(error)) return;
    if (isChatUnreachable(error) && ctx.chat) {
      await services.setReachable(ctx.chat.id, false).catch(() => {});
      return;
    }
    config.log?.error({ err: error, updateId: ctx.update.update_id }, 'telegram update failed');
    // Tell the person something went wrong rather than leaving them (or a button spinner) hanging.
    try {
      const failed = botTextIn(ctx.language ?? DEFAULT_LANGUAGE).failed;
      if (ctx.callbackQuery) await ctx.answerCallbackQuery({ text: failed, show_alert: true });
      else if (ctx.chat) await ctx.reply(failed);
    } catch {
      // The apology itself failed; the log above already has the cause.
    }
  };
  // Payments first and outside the boundary (see reserve-fee-payments.ts); no conversation may swallow them.
  if (payments) bot.use(payments);
  bot.errorBoundary(onError).use(...features);
  bot.catch(onError);
  return bot;
}
