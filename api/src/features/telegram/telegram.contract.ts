import { z } from 'zod';
import { endpoint, file, noContent } from '../../contracts/endpoint.ts';
import { LANGUAGES } from '../../contracts/i18n/languages.ts';
import {
  BusinessCardResponse,
  LoginResponse,
  MiniAppBookingResponse,
  MiniAppBookingsResponse,
  MiniAppProviderResponse,
  UserResponse,
} from '../../contracts/responses.ts';
import { LinkBooking, TelegramAuth, TelegramLanguagePick, TelegramReschedule } from './telegram.schema.ts';

/**
 * The Mini App's calls (signed with Telegram's init data: `Authorization: tma <initData>`, except the sign-in itself,
 * which posts it), the provider's and a master's links to connect their chat, and the bot's webhook.
 */
const text = z.string();
const optionalText = z.string().nullable();

export const TelegramSessionResponse = z.strictObject({
  telegramUser: z.strictObject({
    id: z.number(),
    firstName: text,
    lastName: optionalText,
    username: optionalText,
    languageCode: optionalText,
    photoUrl: optionalText,
    allowsWriteToPm: z.boolean(),
  }),
  /** The provider account this chat is linked to, if any. */
  user: UserResponse.nullable(),
  startParam: optionalText,
  /** The phone the person shared of themselves in the bot chat: the Mini App fills it and does not ask again. */
  phone: optionalText,
  phoneVerified: z.boolean(),
  /** Reserve fees are paid with a Telegram invoice; otherwise the Mini App opens the order's checkout link. */
  invoices: z.boolean(),
  /** The language picked in the bot (/language), or null. */
  language: z.enum(LANGUAGES).nullable(),
});

export const telegramSignIn = endpoint({
  method: 'POST',
  path: '/api/telegram/auth',
  body: TelegramAuth,
  response: TelegramSessionResponse,
  summary: '401 for init data Telegram did not sign (or without a bot)',
});

/** The bot's "Kabinet": fresh launch data (at most an hour old) starts a web session, like a login. */
export const dashboardSignIn = endpoint({
  method: 'POST',
  path: '/api/telegram/sign-in',
  body: TelegramAuth,
  response: LoginResponse,
  summary: '401 for init data Telegram did not sign or older than an hour; 404 when no account signs in with this Telegram user',
});

export const listMyBookings = endpoint({
  method: 'GET',
  path: '/api/telegram/my-bookings',
  response: MiniAppBookingsResponse,
  summary: "the person's upcoming bookings and, for a linked provider, today's",
});

export const linkBooking = endpoint({
  method: 'POST',
  path: '/api/telegram/bookings/:id/link',
  body: LinkBooking,
  response: MiniAppBookingResponse.nullable(),
  summary: "the booking's notices go to this chat from now on",
});

export const cancelMyBooking = endpoint({
  method: 'POST',
  path: '/api/telegram/bookings/:id/cancel',
  response: MiniAppBookingResponse.nullable(),
  summary: "the person's own booking, inside its cancellation window",
});

export const rescheduleMyBooking = endpoint({
  method: 'POST',
  path: '/api/telegram/bookings/:id/reschedule',
  body: TelegramReschedule,
  response: MiniAppBookingResponse.nullable(),
  summary: "the person's own booking, inside the service's change window (409 `slot_taken` / `cancellation_closed`)",
});

export const InvoiceLinkResponse = z.strictObject({ invoiceLink: text });

export const invoiceReserveFee = endpoint({
  method: 'POST',
  path: '/api/telegram/orders/:orderId/invoice',
  response: InvoiceLinkResponse,
  summary:
    "Bot API createInvoiceLink for the order of the person's own booking (else 404); 409 `not_payable` when it no longer waits, 409 `invoices_off` without TELEGRAM_PAYMENT_PROVIDER_TOKEN or for a fee outside what Telegram takes in an invoice for UZS (the Mini App opens the checkout link instead)",
});

export const PreparedCardResponse = z.strictObject({ preparedMessageId: text });

export const shareProviderCard = endpoint({
  method: 'POST',
  path: '/api/telegram/share/:username',
  response: PreparedCardResponse,
  summary: "savePreparedInlineMessage of the provider's card (404 unknown or not public)",
});

export const LanguagePickedResponse = z.strictObject({ language: z.enum(LANGUAGES) });

export const pickTelegramLanguage = endpoint({
  method: 'PUT',
  path: '/api/telegram/language',
  body: TelegramLanguagePick,
  response: LanguagePickedResponse,
  summary: "the Mini App's pick becomes the chat's, as after /language",
});

export const listMyProviders = endpoint({
  method: 'GET',
  path: '/api/telegram/my-providers',
  response: MiniAppProviderResponse.array(),
  summary: 'the latest booked first',
});

/** The Mini App opened a business's page: remembered for this Telegram user's home. */
export const rememberOpenedBusiness = endpoint({
  method: 'POST',
  path: '/api/telegram/opened/:username',
  response: noContent,
  summary: '404 for an unknown or non-public business',
});

export const listOpenedBusinesses = endpoint({
  method: 'GET',
  path: '/api/telegram/opened',
  response: BusinessCardResponse.array(),
  summary: 'the public businesses this person opened before, the latest first',
});

export const ChatLinkResponse = z.strictObject({ link: text });

export const providerChatLink = endpoint({
  method: 'POST',
  path: '/api/telegram/link-token',
  response: ChatLinkResponse,
  summary: "a one-time t.me link that connects the provider's chat (404 without a bot, 503 while its username is not known yet)",
});

export const masterChatLink = endpoint({
  method: 'POST',
  path: '/api/telegram/master-link-token',
  response: ChatLinkResponse,
  summary: "a master's own link, for the notices of their bookings",
});

export const telegramWebhook = endpoint({
  method: 'POST',
  path: '/api/telegram/webhook',
  protocol: 'Telegram Bot API update (`X-Telegram-Bot-Api-Secret-Token`)',
  body: z.looseObject({ update_id: z.number() }),
  response: file('grammY’s answer'),
  summary: 'webhook mode only (404 otherwise); 401 without the secret',
});
