import { Composer } from 'grammy';
import type { InlineKeyboardButton, InlineKeyboardMarkup } from 'grammy/types';
import { type BotContext, chatOf } from '../context.ts';
import { botText } from '../messages.uz.ts';
import type { CardAction } from '../services.ts';

/**
 * The buttons of a booking's living card and of the reminders replying to it (ADR 014). Callback data is
 * `bc:<action>:<key>`: the key is the card's random key kept by the server, so the data names no booking and a
 * press means something only once the server has found the card and checked that the chat is its own.
 */
const ACTIONS: Record<string, CardAction> = { c: 'come', x: 'cancel', y: 'cancelYes', n: 'cancelNo' };
const CODES = Object.fromEntries(Object.entries(ACTIONS).map(([code, action]) => [action, code])) as Record<CardAction, string>;

export const cardCallback = (action: CardAction, key: string) => `bc:${CODES[action]}:${key}`;

/** Where "Ko'chirish" and "Yana yozilish" lead: the Mini App (a web_app button) or, without HTTPS, the web page. */
export interface CardLink {
  url: string;
  webApp: boolean;
}

export interface CardButtons {
  key: string;
  /** upcoming: the answer buttons; done: "Yana yozilish"; over (cancelled, no-show): none. */
  state: 'upcoming' | 'done' | 'over';
  /** The client already said "Kelaman": that button is not offered again. */
  clientConfirmed: boolean;
  reschedule: CardLink;
  again: CardLink;
}

const linkButton = (text: string, link: CardLink): InlineKeyboardButton =>
  link.webApp ? { text, web_app: { url: link.url } } : { text, url: link.url };

/** The card's keyboard for its state; Telegram 9.4 colours the answers (older clients ignore `style`). */
export function bookingCardKeyboard(buttons: CardButtons): InlineKeyboardMarkup {
  const t = botText.card;
  if (buttons.state === 'done') return { inline_keyboard: [[linkButton(t.againButton, buttons.again)]] };
  if (buttons.state === 'over') return { inline_keyboard: [] };
  const first: InlineKeyboardButton[] = [];
  if (!buttons.clientConfirmed) first.push({ text: t.comeButton, callback_data: cardCallback('come', buttons.key), style: 'success' });
  first.push(linkButton(t.rescheduleButton, buttons.reschedule));
  return {
    inline_keyboard: [first, [{ text: t.cancelButton, callback_data: cardCallback('cancel', buttons.key), style: 'danger' }]],
  };
}

export const bookingCard = new Composer<BotContext>();

bookingCard.callbackQuery(/^bc:([cxyn]):([\w-]{8,40})$/, async (ctx) => {
  const action = ACTIONS[ctx.match[1] ?? ''] as CardAction;
  const key = ctx.match[2] ?? '';
  const chat = chatOf(ctx);
  const press = chat ? await ctx.services.pressCardButton(chat, action, key) : ({ result: 'stranger' } as const);
  if (press.result === 'stranger') return ctx.answerCallbackQuery({ text: botText.card.notForYou, show_alert: true });
  if (press.result === 'gone') return ctx.answerCallbackQuery({ text: botText.unknownAction, show_alert: true });
  if (press.result === 'refused') return ctx.answerCallbackQuery({ text: press.message, show_alert: true });
  if (press.result === 'ask') {
    await ctx.answerCallbackQuery();
    const message = ctx.callbackQuery.message;
    await ctx.reply(botText.card.cancelAsk, {
      reply_markup: {
        inline_keyboard: [
          [
            { text: botText.card.cancelYes, callback_data: cardCallback('cancelYes', key), style: 'danger' },
            { text: botText.card.cancelNo, callback_data: cardCallback('cancelNo', key) },
          ],
        ],
      },
      ...(message ? { reply_parameters: { message_id: message.message_id, allow_sending_without_reply: true } } : {}),
    });
    return;
  }
  // Done: the card itself changes through the outbox; the question message shows what came of it.
  if (action === 'come') return ctx.answerCallbackQuery({ text: botText.card.comeThanks });
  await ctx.answerCallbackQuery(action === 'cancelYes' ? { text: botText.decidedCancelled } : {});
  await ctx.editMessageText(action === 'cancelYes' ? botText.card.cancelDone : botText.cancelKept, {
    reply_markup: { inline_keyboard: [] },
  });
});
