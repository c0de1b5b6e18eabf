import { isLanguage } from '../../contracts/i18n/index.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { requireMaster, requireUser, signedInUser } from '../../middleware/auth.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import { accountOfTelegramUser, identityText, presentAccount, presentUser, startSession } from '../auth/index.ts';
import { recordActivity } from '../activity/index.ts';
import { businessCardRow, openedBusinessRows, presentBusinessCard, rememberOpen } from '../public/index.ts';
import { activeSubscription } from '../subscriptions/index.ts';
import { actorOf } from '../../lib/context.ts';
import { miniAppUrlOf } from '../notifications/index.ts';
import { chatLanguage } from './chat-language.ts';
import { telegramText } from './messages.uz.ts';
import { reserveFeeInvoiceLink } from './mini-app-invoices.ts';
import { prepareProviderCard } from './mini-app-share.ts';
import { launchFrom, requireTelegram, telegramOf } from './telegram-auth.ts';
import { cancelAsClient, linkAsClient, rescheduleAsClient } from '../bookings/index.ts';
import { linkedProvider, providerToday } from './telegram-bookings.ts';
import { bookedProviders, bookingRow, clientUpcoming } from './telegram-bookings.queries.ts';
import { chatLanguageRow, newMasterLinkToken, newProviderLinkToken, pickChatLanguage, verifiedPhone } from './telegram-chats.queries.ts';
import * as api from './telegram.contract.ts';
import { presentBookedProvider, presentTelegramBooking, presentTelegramUser } from './telegram.presenter.ts';

/**
 * The Mini App's calls, the chat links and the webhook. What they need of the bot (its Bot API client, its webhook)
 * is `ctx.deps.telegram`, given by the bot when it runs in this process; without a token they answer as the app
 * without a bot does (sign-in 401, links 404, invoices `invoices_off`).
 */
export const telegramRoutes = new ContractRouter();

/** Launch data starts a web session only while fresh: an hour, not the day a Mini App's own calls accept. */
const MINI_APP_SIGN_IN_MAX_AGE_SECONDS = 3600;

const person = (ctx: AppContext) => {
  const { user } = telegramOf(ctx);
  return { chatId: user.id, username: user.username ?? null };
};

/** The init data's person is the client's proof in the Mini App. */
const chatProof = (ctx: AppContext) => ({ kind: 'chat' as const, ...person(ctx) });

/** The booking as the Mini App lists it, after a write of the person's own. */
async function presentMine(ctx: AppContext, bookingId: string) {
  const row = await bookingRow(ctx.state.em, bookingId);
  return row ? presentTelegramBooking(row, 'client') : null;
}

// grammY compares X-Telegram-Bot-Api-Secret-Token with the secret (constant time) and answers 401 otherwise.
telegramRoutes.mount(api.telegramWebhook, async (ctx) => {
  const webhook = ctx.deps.telegram?.webhook;
  if (!webhook) throw new AppError('not_found', uz.notFound.route);
  await webhook(ctx);
});

telegramRoutes.mount(api.telegramSignIn, async (ctx, { body }) => {
  const launch = launchFrom(ctx, body.initData);
  const user = await linkedProvider(ctx.state.em, launch.user.id);
  // The phone the user shared of themselves in the bot chat: the Mini App fills it and does not ask again.
  const phone = await verifiedPhone(ctx.state.em, launch.user.id);
  // The language picked in the bot (/language): the Mini App opens in it until the person picks there.
  const chat = await chatLanguageRow(ctx.state.em, launch.user.id);
  return {
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
telegramRoutes.mount(api.dashboardSignIn, async (ctx, { body }) => {
  const launch = launchFrom(ctx, body.initData, { maxAgeSeconds: MINI_APP_SIGN_IN_MAX_AGE_SECONDS });
  const user = await accountOfTelegramUser(ctx.state.em, launch.user.id);
  if (!user) throw new AppError('not_found', identityText.telegram.noAccount);
  await startSession(ctx, user.id);
  await recordActivity(ctx.state.em, { ...actorOf(ctx), userId: user.id }, 'telegram_signed_in', 'user', user.id, { via: 'mini_app' });
  const subscription = await activeSubscription(ctx.state.em, user.id);
  return { ...presentUser(user, subscription), requiresSubscriptionSelection: subscription === null };
});

/** The Mini App's home: the person's upcoming bookings and, for a linked provider, today's. */
telegramRoutes.mount(api.listMyBookings, requireTelegram, async (ctx) => {
  const who = person(ctx);
  const upcoming = await clientUpcoming(ctx.state.em, who);
  const provider = await linkedProvider(ctx.state.em, who.chatId);
  const today = provider ? await providerToday(ctx.state.em, provider) : null;
  return {
    upcoming: upcoming.map((row) => presentTelegramBooking(row, 'client')),
    provider: provider ? { username: provider.username, date: today?.date ?? null } : null,
    today: today ? today.bookings.map((row) => presentTelegramBooking(row, 'provider')) : null,
  };
});

telegramRoutes.mount(api.linkBooking, requireTelegram, async (ctx, { params, body }) => {
  const booking = await linkAsClient(ctx.state.em, { ...body, id: params.id }, person(ctx), {
    ip: ctx.ip || null,
    rateLimitOff: ctx.deps.config.rateLimitDisabled,
  });
  ctx.deps.notify();
  return presentMine(ctx, booking.id);
});

telegramRoutes.mount(api.cancelMyBooking, requireTelegram, async (ctx, { params }) => {
  const booking = await cancelAsClient(ctx.state.em, ctx.deps, params.id, chatProof(ctx));
  ctx.deps.providerChanged(booking.userId);
  ctx.deps.notify();
  return presentMine(ctx, booking.id);
});

/** A reserve fee paid inside Telegram: the invoice link the Mini App opens with openInvoice. */
telegramRoutes.mount(api.invoiceReserveFee, requireTelegram, async (ctx, { params }) => {
  const bot = ctx.deps.telegram;
  const setup = { api: bot?.api ?? null, providerToken: ctx.deps.config.telegram.paymentProviderToken, secret: bot?.invoiceSecret ?? null };
  return { invoiceLink: await reserveFeeInvoiceLink(ctx.state.em, ctx.deps.pool, setup, person(ctx), params.orderId) };
});

/** "Ulashish": the provider's card prepared for this user's shareMessage. */
telegramRoutes.mount(api.shareProviderCard, requireTelegram, async (ctx, { params }) => {
  const bot = ctx.deps.telegram;
  const config = ctx.deps.config;
  const setup = {
    api: bot?.api ?? null,
    botUsername: bot?.botUsername() ?? null,
    miniAppUrl: bot?.miniAppUrl ?? miniAppUrlOf(config.publicUrl ?? `http://localhost:${config.port}`),
    publicUrl: publicOrigin(ctx),
  };
  const { user } = telegramOf(ctx);
  // The card reads in the sharer's bot language: their /language pick, else their app's.
  const language = await chatLanguage(ctx.state.em, user.id, user.language_code ?? null);
  return { preparedMessageId: await prepareProviderCard(ctx.state.em, setup, { userId: user.id, language }, params.username) };
});

/**
 * A language picked on the Mini App's home is the person's pick everywhere in Telegram: the bot's chat, their
 * cards and reminders follow it, as after /language (DECISIONS.md "Languages": Telegram's language until they pick).
 */
telegramRoutes.mount(api.pickTelegramLanguage, requireTelegram, async (ctx, { body }) => {
  const { user } = telegramOf(ctx);
  const chat = { chatId: user.id, username: null, firstName: user.first_name, languageCode: user.language_code ?? null };
  await pickChatLanguage(ctx.state.em, chat, body.language);
  return { language: body.language };
});

/** The Mini App's "Yana yozilish": the providers this person booked with, the latest first. */
telegramRoutes.mount(api.listMyProviders, requireTelegram, async (ctx) => {
  const rows = await bookedProviders(ctx.state.em, person(ctx));
  return rows.map((row) => presentBookedProvider(row, publicOrigin(ctx)));
});

/**
 * The Mini App opened a business's page: remembered for this Telegram user, so the home can list the businesses
 * they opened before (booked or not). 404 for an unknown or non-public business.
 */
telegramRoutes.mount(api.rememberOpenedBusiness, requireTelegram, async (ctx, { params }) => {
  const card = await businessCardRow(ctx.state.em, params.username);
  if (!card) throw new AppError('not_found', telegramText.providerNotFound);
  await rememberOpen(ctx.state.em, telegramOf(ctx).user.id, card.id);
});

/** The Mini App's home: the public businesses this person opened before, the latest first. */
telegramRoutes.mount(api.listOpenedBusinesses, requireTelegram, async (ctx) => {
  const rows = await openedBusinessRows(ctx.state.em, telegramOf(ctx).user.id, 20);
  return rows.map(presentBusinessCard);
});

telegramRoutes.mount(api.rescheduleMyBooking, requireTelegram, async (ctx, { params, body }) => {
  const booking = await rescheduleAsClient(ctx.state.em, ctx.deps, params.id, chatProof(ctx), body);
  ctx.deps.providerChanged(booking.userId);
  ctx.deps.notify();
  return presentMine(ctx, booking.id);
});

/** t.me/<bot>?start=p_<one-time token>, the token made only once the bot is known. */
async function connectLink(ctx: AppContext, newToken: () => Promise<string>): Promise<{ link: string }> {
  // No bot in this deployment: there is nothing to link to, as if the route were not there (the web hides the card).
  if (!ctx.deps.telegram) throw new AppError('not_found', telegramText.botNotConfigured);
  // A bot whose username is not known yet (its first getMe still under way): worth asking again shortly.
  const botUsername = ctx.deps.telegram.botUsername();
  if (!botUsername) throw new AppError('unavailable', telegramText.botNotConfigured);
  return { link: `https://t.me/${botUsername}?start=p_${await newToken()}` };
}

/** The profile page's "connect Telegram" link. */
telegramRoutes.mount(api.providerChatLink, requireUser, (ctx) =>
  connectLink(ctx, () => newProviderLinkToken(ctx.state.em, signedInUser(ctx).id)),
);

/** A master's own "Telegramni ulash": the same kind of `p_` link, for the notices of their own bookings. */
telegramRoutes.mount(api.masterChatLink, requireMaster, (ctx) =>
  connectLink(ctx, () => newMasterLinkToken(ctx.state.em, ctx.state.master?.id ?? '')),
);
