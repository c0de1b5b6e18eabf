import { InlineKeyboard } from 'grammy';
import { botText } from './messages.uz.ts';

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

/** The buttons under a provider's new-booking message. */
export function providerDecisionKeyboard(bookingId: string): InlineKeyboard {
  return new InlineKeyboard()
    .text(botText.confirmButton, callbackData.providerDecision('confirm', bookingId))
    .text(botText.rejectButton, callbackData.providerDecision('cancel', bookingId));
}
