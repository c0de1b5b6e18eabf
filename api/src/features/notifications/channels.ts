import type { InlineKeyboardMarkup } from '@qabul/bot';

/** A booking's living card as it should read now (ADR 014); `pinned` while the booking is upcoming. */
export interface CardView {
  text: string;
  keyboard: InlineKeyboardMarkup;
  pinned: boolean;
}

/** Where a booking's card is: `chatId`/`messageId` null until it was first sent; `buttonKey` is what its buttons carry. */
export interface CardPlace {
  bookingId: string;
  buttonKey: string;
  chatId: number | null;
  messageId: number | null;
  /** When the message was sent: Telegram lets a bot edit it for 48 hours. */
  sentAt: Date | null;
  pinned: boolean;
}

/** Sends a Telegram message; implemented by the telegram feature with the bot's API. */
export interface TelegramSender {
  send(chatId: number, text: string, keyboard?: InlineKeyboardMarkup): Promise<void>;
  /**
   * Shows the booking's card in the chat: edits it in place, or sends a new one when there is none or it can no
   * longer be edited (the new one takes `card`'s place only if no other did meanwhile); pins or unpins it as
   * `view.pinned` says.
   */
  showCard?(chatId: number, card: CardPlace, view: CardView): Promise<void>;
  /** Sends a short message replying to the booking's card (when it has one in this chat). */
  replyToCard?(chatId: number, card: CardPlace | null, reply: { text: string; keyboard?: InlineKeyboardMarkup }): Promise<void>;
}

/** The chat will not accept messages (blocked the bot, deleted account): do not retry, try e-mail. */
export class ChatUnreachableError extends Error {
  constructor(readonly chatId: number) {
    super(`telegram chat ${chatId} is unreachable`);
  }
}

/** Telegram answered 429: nothing was delivered, and it asks for `retryAfterSeconds` of quiet first. */
export class TelegramRateLimitedError extends Error {
  constructor(
    readonly chatId: number,
    readonly retryAfterSeconds: number,
  ) {
    super(`telegram asked to wait ${retryAfterSeconds} s (429) before writing to chat ${chatId}`);
  }
}
