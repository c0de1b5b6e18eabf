export { createBot } from './create-bot.ts';
export type { BotConfig, BotContext, BotLog } from './context.ts';
export type {
  BotServices,
  BookingLine,
  CardAction,
  CardPress,
  ChatBookingOffer,
  ChatBookingRequest,
  ChatBookingResult,
  ChatRef,
  ChatService,
  ContactOutcome,
  ConversationStore,
  Outcome,
  ProviderCard,
  ProviderDecision,
} from './services.ts';
export { providerDecisionKeyboard, callbackData } from './keyboards.ts';
export { bookingCardKeyboard, type CardButtons, type CardLink } from './features/booking-card.ts';
export { isChatUnreachable, isHarmless } from './errors.ts';
export { botText } from './messages.uz.ts';
export { escapeHtml } from './html.ts';
export { sendLongMessagesInParts } from './long-messages.ts';
export { pacedFetch } from './chat-pace.ts';
// The api mounts the webhook and sends notifications through the same grammY it gets from here.
export { Api, Bot, GrammyError, InlineKeyboard, webhookCallback } from 'grammy';
export type { UserFromGetMe, Update, InlineKeyboardMarkup } from 'grammy/types';
