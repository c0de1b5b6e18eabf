import type { Transformer } from 'grammy';
import { splitMessage, TELEGRAM_TEXT_LIMIT } from './split-message.ts';

/**
 * Every sendMessage through the bot's API (its replies and the api's notifications alike) that Telegram
 * would refuse as too long goes out as several messages instead, split by `splitMessage`. Buttons go with the
 * last part, under the end of the text they belong to; the answer is the last part's. A text with explicit
 * entities is left whole: their offsets cannot be split here.
 */
export const sendLongMessagesInParts: Transformer = async (prev, method, payload, signal) => {
  if (method !== 'sendMessage') return prev(method, payload, signal);
  const message = payload as { text: string; parse_mode?: string; entities?: unknown; reply_markup?: unknown };
  if (message.text.length <= TELEGRAM_TEXT_LIMIT || message.entities) return prev(method, payload, signal);
  const parts = splitMessage(message.text, { html: message.parse_mode === 'HTML' });
  const { reply_markup: markup, ...rest } = message;
  let answer: Awaited<ReturnType<typeof prev>> | undefined;
  for (const [index, text] of parts.entries()) {
    const last = index === parts.length - 1;
    answer = await prev(method, { ...rest, text, ...(last && markup ? { reply_markup: markup } : {}) } as typeof payload, signal);
    if (!answer.ok) return answer;
  }
  return answer!;
};
