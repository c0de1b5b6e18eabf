import { InlineKeyboard } from 'grammy';
import { type BotText, botTextIn } from './messages.ts';

/**
 * Callback data stays short (Telegram allows 64 bytes): a feature prefix, an action and the booking id.
 * A UUID is 36 characters, so `bk:confirm:<uuid>` is 47.
 */
export const callbackData = {
  providerDecision: (decision: 'confirm' | 'cancel', bookingId: string) => `bk:${decision}:${bookingId}`,
  providerNoShow: (bookingId: string) => `bk:noshow:${bookingId}`,
  clientAsk: (bookingId: string) => `cl:ask:${bookingId}`,
  clientYes: (bookingId: string) => `cl:yes:${bookingId}`,
  clientNo: (bookingId: string) => `cl:no:${bookingId}`,
  /** A star under the review question; the server checks the pressing chat is the booking's client's. */
  reviewStars: (rating: number, bookingId: string) => `rv:${rating}:${bookingId}`,
};

export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The buttons under a provider's new-booking message, in the provider's language. */
export function providerDecisionKeyboard(bookingId: string, text: BotText = botTextIn('uz')): InlineKeyboard {
  return new InlineKeyboard()
    .text(text.confirmButton, callbackData.providerDecision('confirm', bookingId))
    .text(text.rejectButton, callbackData.providerDecision('cancel', bookingId));
}
