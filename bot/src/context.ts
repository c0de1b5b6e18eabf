import type { Context } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import type { Language } from '@qabul/i18n';
import type { BotText } from './messages.ts';
import type { ChatRef, CoreServices } from './services.ts';

export interface BotLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface BotConfig {
  token: string;
  /** Where the Mini App is served, e.g. https://qabul.uz/miniapp/ */
  miniAppUrl: string;
  /** The web booking page base, used when the Mini App URL cannot be a web_app button (not HTTPS). */
  publicUrl: string;
  /** Skips getMe (tests, or a known bot); otherwise `bot.init()` fetches it. */
  botInfo?: UserFromGetMe;
  /** A Bot API server other than api.telegram.org (tests point this at a fake server). */
  apiRoot?: string;
  /** 429 handling: wait `retry_after` and retry, at most this many times and this long. */
  retry?: { maxRetryAttempts: number; maxDelaySeconds: number };
  log?: BotLog;
}

export type BotContext = Context & {
  /** What every feature may ask whatever its slice: an API text in the reader's language (`inReaderLanguage`). */
  services: Pick<CoreServices, 'translate'>;
  settings: BotConfig;
  /** The reader's language (the chat's /language pick, else Telegram's `language_code`) and its catalogue. */
  language: Language;
  text: BotText;
};

/** A text the API wrote in Uzbek (a refusal, a status), in the reader's language. */
export function inReaderLanguage(ctx: BotContext, text: string): string {
  return ctx.services.translate(ctx.language, text);
}

/** The chat a private update came from; null for channels and anonymous senders. */
export function chatOf(ctx: Context): ChatRef | null {
  const chat = ctx.chat;
  const from = ctx.from;
  if (!chat || !from || chat.type !== 'private') return null;
  return { chatId: chat.id, username: from.username ?? null, firstName: from.first_name ?? null, languageCode: from.language_code ?? null };
}
