import { Api, GrammyError, isChatUnreachable, pacedFetch, sendLongMessagesInParts } from '@qabul/bot';
import type { Orm } from '@qabul/db';
import { ChatUnreachableError, type TelegramSender, TelegramRateLimitedError } from '../notifications/index.ts';
import { bookingCardSender } from './booking-card-sender.ts';
import { setChatReachable } from './telegram-chats.queries.ts';

/**
 * How notices reach Telegram: a client of their own, apart from the bot's replies. The outbox paces notices
 * across instances (ADR 013), so a 429 goes back to it at once (it waits and resends in a moment of its own)
 * rather than being waited out here and sent outside its moment; a send ends well inside its lease.
 */
export function createNoticeSender(options: {
  token: string;
  apiRoot?: string;
  orm: Orm;
  log?: { warn(details: object, message: string): void };
}): TelegramSender {
  // The parts of a notice too long for one message go to one chat: a second apart.
  const api = new Api(options.token, {
    ...(options.apiRoot ? { apiRoot: options.apiRoot } : {}),
    timeoutSeconds: 30,
    fetch: pacedFetch({ waitOutRateLimits: false }) as never,
  });
  api.config.use(sendLongMessagesInParts);

  /** Telegram's refusal as the outbox understands it: a 429 to wait out, a chat that will not take messages. */
  async function fail(error: unknown, chatId: number): Promise<never> {
    if (error instanceof GrammyError && error.error_code === 429)
      throw new TelegramRateLimitedError(chatId, error.parameters.retry_after ?? 1);
    if (!isChatUnreachable(error)) throw error;
    await setChatReachable(options.orm.em.fork(), chatId, false);
    throw new ChatUnreachableError(chatId);
  }

  return {
    async send(chatId, text, keyboard) {
      await api
        .sendMessage(chatId, text, {
          parse_mode: 'HTML',
          link_preview_options: { is_disabled: true },
          ...(keyboard ? { reply_markup: keyboard } : {}),
        })
        .catch((error) => fail(error, chatId));
    },
    ...bookingCardSender(api, options.orm, fail, options.log ?? { warn() {} }),
  };
}
