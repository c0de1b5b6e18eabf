export { botFeatures, botWith, type BotFeatures, createBot } from './create-bot.ts';
export { bookings as clientBookingsFeature } from './features/bookings.ts';
export type { BotConfig, BotContext, BotLog } from './context.ts';
export type {
  BotServices,
  BookingCardServices,
  ChatBookingServices,
  ClientBookingsServices,
  ConversationServices,
  CoreServices,
  InlineSearchServices,
  LanguageServices,
  PaymentServices,
  ProviderDecisionServices,
  ReachabilityServices,
  ReviewServices,
  StartServices,
  TodayServices,
  BookingLine,
  CardAction,
  CardPress,
  ChatBookingOffer,
  ChatBookingRequest,
  ChatBookingResult,
  ChatDays,
  ChatRef,
  ChatService,
  ChatWaitlistRequest,
  ChatWaitlistResult,
  ContactOutcome,
  InvoicePayment,
  PaidInvoice,
  PreCheckoutAnswer,
  ConversationStore,
  Outcome,
  ProviderCard,
  ProviderDecision,
  ReviewOutcome,
} from './services.ts';
export { providerDecisionKeyboard, callbackData } from './keyboards.ts';
export { reviewStarsKeyboard } from './features/reviews.ts';
export { providerNoShowKeyboard } from './features/no-show.ts';
export { bookingCardKeyboard, type CardButtons, type CardLink } from './features/booking-card.ts';
export { isChatUnreachable, isHarmless } from './errors.ts';
export { botText } from './messages.uz.ts';
export { botTexts, botTextIn, type BotText } from './messages.ts';
export { escapeHtml, jsonForScript } from './html.ts';
export { sendLongMessagesInParts } from './long-messages.ts';
export { pacedFetch } from './chat-pace.ts';
// The api mounts the webhook and sends notifications through the same grammY it gets from here.
export { Api, Bot, GrammyError, HttpError, InlineKeyboard, webhookCallback } from 'grammy';
export type { UserFromGetMe, Update, InlineKeyboardMarkup, LabeledPrice } from 'grammy/types';
export { providerCardResult } from './features/inline-search.ts';
