import Router from '@koa/router';
import { isLanguage } from '../../contracts/i18n/index.ts';
import { type Api, type Bot, type BotContext, webhookCallback } from '@qabul/bot';
import { publicOrigin } from '../../lib/public-origin.ts';
import { businessCardRow, openedBusinessRows, presentBusinessCard, rememberOpen } from '../public/index.ts';
import { reserveFeeInvoiceLink } from './mini-app-invoices.ts';
import { prepareProviderCard } from './mini-app-share.ts';
import { chatLanguage } from './chat-language.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { sendJson } from '../../lib/respond.ts';
import { requireMaster, requireUser, signedInUser } from '../../middleware/auth.ts';
import { input, validate } from '../../middleware/validate.ts';
import { accountOfTelegramUser, identityText, presentAccount, presentUser, startSession } from '../auth/index.ts';
import { recordActivity } from '../activity/index.ts';
import { activeSubscription } from '../subscriptions/index.ts';
import { actorOf } from '../../lib/context.ts';
import { telegramText } from './messages.uz.ts';
import { launchFrom, requireTelegram, telegramOf } from './telegram-auth.ts';
import {
  cancelAsTelegramClient,
  linkBookingToTelegramUser,
  linkedProvider,
  providerToday,
  rescheduleAsTelegramClient,
} from './telegram-bookings.ts';
import { bookedProviders, bookingRow, clientUpcoming } from './telegram-bookings.queries.ts';
import { chatLanguageRow, newMasterLinkToken, newProviderLinkToken, pickChatLanguage, verifiedPhone } from './telegram-chats.queries.ts';
import { LinkBooking, TelegramAuth, TelegramLanguagePick, TelegramReschedule } from './telegram.schema.ts';
import { presentBookedProvider, presentTelegramBooking, presentTelegramUser } from './telegram.presenter.ts';
import type { LoginResponse, MiniAppBookingsResponse, Presented } from '../../contracts/responses.ts';

/** Launch data starts a web session only while fresh: an hour, not the day a Mini App's own calls accept. */
const MINI_APP_SIGN_IN_MAX_AGE_SECONDS = 3600;

export interface TelegramRouteOptions {
  /** The bot receiving updates by webhook; null when it polls, is off, or there is no token. */
  webhookBot: Bot<BotContext> | null;
  webhookSecret: string | null;
  /** The bot's username once known (config or getMe); null without a bot. */
  botUsername: () => string | null;
  /** The bot's Bot API client for the Mini App's calls (invoices, prepared messages); null without a bot. */
  api: Api | null;
  /** The invoice payload's key (from the bot token); null without a bot. */
  invoiceSecret: string | null;
  /** Where the Mini App lives, for the cards' buttons. */
  miniAppUrl: string;
}

const person = (ctx: AppContext) => {
  const { user } = telegramOf(ctx);
  return { chatId: user.id, username: user.username ?? null };
};

export function telegramRoutes(options: TelegramRouteOptions) {
  const router = new Router<AppContext['state'], AppContext>();

  if (options.webhookBot && options.webhookSecret) {
    // grammY compares X-Telegram-Bot-Api-Secret-Token with the secret (constant time) and answers 401 otherwise.
    // A slow update is answered after 9 s and finished in the background, so Telegram does not redeliver it.
    const handle = webhookCallback(options.webhookBot, 'koa', {
      secretToken: options.webhookSecret,
      onTimeout: 'return',
      timeoutMilliseconds: 9_000,
    });
    router.post('/api/telegram/webhook', (ctx) => handle(ctx as never));
  }

  router.post('/api/telegram/auth', validate(TelegramAuth), async (ctx) => {
    const launch = launchFrom(ctx, input(ctx, TelegramAuth).initData);
    const user = await linkedProvider(ctx.state.em, launch.user.id);
    // The phone the user shared of themselves in the bot chat: the Mini App fills it and does not ask again.
    const phone = await verifiedPhone(ctx.state.em, launch.user.id);
    // The language picked in the bot (/language): the Mini App opens in it until the person picks there.
    const chat = await chatLanguageRow(ctx.state.em, launch.user.id);
    ctx.body = {
      telegramUser: presentTelegramUser(launch.user),
      user: user ? await presentAccount(ctx.state.em, user) : null,
      startParam: launch.startParam,
      phone,
      phoneVerified: phone !== null,
      // Reserve fees are paid with a Telegram invoice; otherwise the Mini App opens the order's checkout link.
      invoices: Boolean(ctx.deps.config.telegram.paymentProviderToken),
      language: isLanguage(chat?.language) ? chat.language : null,
    };
  });

  /**
   * The bot's "Kabinet" opens the dashboard inside Telegram: its launch data (signed by Telegram, at most an hour old)
   * starts a web session for the account this Telegram user signs in to, like a login. An account is never made here:
   * a Telegram user without one is told to sign up on the site (404).
   */
  router.post('/api/telegram/sign-in', validate(TelegramAuth), async (ctx) => {
    const launch = launchFrom(ctx, input(ctx, TelegramAuth).initData, { maxAgeSeconds: MINI_APP_SIGN_IN_MAX_AGE_SECONDS });
    const user = await accountOfTelegramUser(ctx.state.em, launch.user.id);
    if (!user) throw new AppError('not_found', identityText.telegram.noAccount);
    await startSession(ctx, user.id);
    await recordActivity(ctx.state.em, { ...actorOf(ctx), userId: user.id }, 'telegram_signed_in', 'user', user.id, { via: 'mini_app' });
    const subscription = await activeSubscription(ctx.state.em, user.id);
    const answer: Presented<typeof LoginResponse> = {
      ...presentUser(user, subscription),
      requiresSubscriptionSelection: subscription === null,
    };
    ctx.body = answer;
  });

  /** The Mini App's home: the person's upcoming bookings and, for a linked provider, today's. */
  router.get('/api/telegram/my-bookings', requireTelegram, async (ctx) => {
    const who = person(ctx);
    const upcoming = await clientUpcoming(ctx.state.em, who);
    const provider = await linkedProvider(ctx.state.em, who.chatId);
    const today = provider ? await providerToday(ctx.state.em, provider) : null;
    const answer: Presented<typeof MiniAppBookingsResponse> = {
      upcoming: upcoming.map((row) => presentTelegramBooking(row, 'client')),
      provider: provider ? { username: provider.username, date: today?.date ?? null } : null,
      today: today ? today.bookings.map((row) => presentTelegramBooking(row, 'provider')) : null,
    };
    ctx.body = answer;
  });

  router.post('/api/telegram/bookings/:id/link', requireTelegram, validate(LinkBooking), async (ctx) => {
    const booking = await linkBookingToTelegramUser(ctx.state.em, person(ctx), ctx.params.id ?? '', input(ctx, LinkBooking), {
      ip: ctx.ip || null,
      disabled: ctx.deps.config.rateLimitDisabled,
    });
    ctx.deps.notify();
    const row = await bookingRow(ctx.state.em, booking.id);
    sendJson(ctx, row ? presentTelegramBooking(row, 'client') : null);
  });

  router.post('/api/telegram/bookings/:id/cancel', requireTelegram, async (ctx) => {
    const booking = await cancelAsTelegramClient(ctx.state.em, ctx.deps, person(ctx), ctx.params.id ?? '');
    ctx.deps.providerChanged(booking.userId);
    ctx.deps.notify();
    const row = await bookingRow(ctx.state.em, booking.id);
    sendJson(ctx, row ? presentTelegramBooking(row, 'client') : null);
  });

  /** A reserve fee paid inside Telegram: the invoice link the Mini App opens with openInvoice. */
  router.post('/api/telegram/orders/:orderId/invoice', requireTelegram, async (ctx) => {
    const setup = { api: options.api, providerToken: ctx.deps.config.telegram.paymentProviderToken, secret: options.invoiceSecret };
    const invoiceLink = await reserveFeeInvoiceLink(ctx.state.em, ctx.deps.pool, setup, person(ctx), ctx.params.orderId ?? '');
    ctx.body = { invoiceLink };
  });

  /** "Ulashish": the provider's card prepared for this user's shareMessage. */
  router.post('/api/telegram/share/:username', requireTelegram, async (ctx) => {
    const setup = { api: options.api, botUsername: options.botUsername(), miniAppUrl: options.miniAppUrl, publicUrl: publicOrigin(ctx) };
    const { user } = telegramOf(ctx);
    // The card reads in the sharer's bot language: their /language pick, else their app's.
    const language = await chatLanguage(ctx.state.em, user.id, user.language_code ?? null);
    const preparedMessageId = await prepareProviderCard(ctx.state.em, setup, { userId: user.id, language }, ctx.params.username ?? '');
    ctx.body = { preparedMessageId };
  });

  /**
   * A language picked on the Mini App's home is the person's pick everywhere in Telegram: the bot's chat, their
   * cards and reminders follow it, as after /language (DECISIONS.md "Languages": Telegram's language until they pick).
   */
  router.put('/api/telegram/language', requireTelegram, validate(TelegramLanguagePick), async (ctx) => {
    const { user } = telegramOf(ctx);
    const { language } = input(ctx, TelegramLanguagePick);
    const chat = { chatId: user.id, username: null, firstName: user.first_name, languageCode: user.language_code ?? null };
    await pickChatLanguage(ctx.state.em, chat, language);
    ctx.body = { language };
  });

  /** The Mini App's "Yana yozilish": the providers this person booked with, the latest first. */
  router.get('/api/telegram/my-providers', requireTelegram, async (ctx) => {
    const rows = await bookedProviders(ctx.state.em, person(ctx));
    ctx.body = rows.map((row) => presentBookedProvider(row, publicOrigin(ctx)));
  });

  /**
   * The Mini App opened a business's page: remembered for this Telegram user, so the home can list the businesses
   * they opened before (booked or not). 404 for an unknown or non-public business.
   */
  router.post('/api/telegram/opened/:username', requireTelegram, async (ctx) => {
    const card = await businessCardRow(ctx.state.em, ctx.params.username ?? '');
    if (!card) throw new AppError('not_found', telegramText.providerNotFound);
    await rememberOpen(ctx.state.em, telegramOf(ctx).user.id, card.id);
    ctx.status = 204;
  });

  /** The Mini App's home: the public businesses this person opened before, the latest first. */
  router.get('/api/telegram/opened', requireTelegram, async (ctx) => {
    const rows = await openedBusinessRows(ctx.state.em, telegramOf(ctx).user.id, 20);
    ctx.body = rows.map(presentBusinessCard);
  });

  router.post('/api/telegram/bookings/:id/reschedule', requireTelegram, validate(TelegramReschedule), async (ctx) => {
    const booking = await rescheduleAsTelegramClient(
      ctx.state.em,
      ctx.deps,
      person(ctx),
      ctx.params.id ?? '',
      input(ctx, TelegramReschedule),
    );
    ctx.deps.providerChanged(booking.userId);
    ctx.deps.notify();
    const row = await bookingRow(ctx.state.em, booking.id);
    sendJson(ctx, row ? presentTelegramBooking(row, 'client') : null);
  });

  /** t.me/<bot>?start=p_<one-time token>, the token made only once the bot is known. */
  async function connectLink(newToken: () => Promise<string>): Promise<{ link: string }> {
    const botUsername = options.botUsername();
    if (!botUsername) throw new AppError('unavailable', telegramText.botNotConfigured);
    return { link: `https://t.me/${botUsername}?start=p_${await newToken()}` };
  }

  /** The profile page's "connect Telegram" link. */
  router.post('/api/telegram/link-token', requireUser, async (ctx) => {
    ctx.body = await connectLink(() => newProviderLinkToken(ctx.state.em, signedInUser(ctx).id));
  });

  /** A master's own "Telegramni ulash": the same kind of `p_` link, for the notices of their own bookings. */
  router.post('/api/telegram/master-link-token', requireMaster, async (ctx) => {
    ctx.body = await connectLink(() => newMasterLinkToken(ctx.state.em, ctx.state.master?.id ?? ''));
  });

  return router;
}
