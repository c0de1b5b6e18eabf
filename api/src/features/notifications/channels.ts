import type { InlineKeyboardMarkup } from '@qabul/bot';

/** Sends a Telegram message; implemented by the telegram feature with the bot's API. */
export interface TelegramSender {
  send(chatId: number, text: string, keyboard?: InlineKeyboardMarkup): Promise<void>;
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
