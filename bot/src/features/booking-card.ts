import { Composer } from 'grammy';
import type { InlineKeyboardButton, InlineKeyboardMarkup } from 'grammy/types';
import { type BotContext, chatOf, inReaderLanguage } from '../context.ts';
import { alertText } from '../telegram-text.ts';
import { type BotText, botTextIn } from '../messages.ts';
import type { CardAction, BookingCardServices } from '../services.ts';

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

/** The card's keyboard for its state, in its reader's language; Telegram 9.4 colours the answers (older clients ignore `style`). */
export function bookingCardKeyboard(buttons: CardButtons, text: BotText = botTextIn('uz')): InlineKeyboardMarkup {
  const t = text.card;
  if (buttons.state === 'done') return { inline_keyboard: [[linkButton(t.againButton, buttons.again)]] };
  if (buttons.state === 'over') return { inline_keyboard: [] };
  const first: InlineKeyboardButton[] = [];
  if (!buttons.clientConfirmed) first.push({ text: t.comeButton, callback_data: cardCallback('come', buttons.key), style: 'success' });
  first.push(linkButton(t.rescheduleButton, buttons.reschedule));
  return {
    inline_keyboard: [first, [{ text: t.cancelButton, callback_data: cardCallback('cancel', buttons.key), style: 'danger' }]],
  };
}

export function bookingCard(services: BookingCardServices): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  composer.callbackQuery(/^bc:([cxyn]):([\w-]{8,40})$/, async (ctx) => {
    const action = ACTIONS[ctx.match[1] ?? ''] as CardAction;
    const key = ctx.match[2] ?? '';
    const chat = chatOf(ctx);
    const press = chat ? await services.pressCardButton(chat, action, key) : ({ result: 'stranger' } as const);
    if (press.result === 'stranger') return ctx.answerCallbackQuery({ text: ctx.text.card.notForYou, show_alert: true });
    if (press.result === 'gone') return ctx.answerCallbackQuery({ text: ctx.text.unknownAction, show_alert: true });
    if (press.result === 'refused')
      return ctx.answerCallbackQuery({ text: alertText(inReaderLanguage(ctx, press.message)), show_alert: true });
    if (press.result === 'ask') {
      await ctx.answerCallbackQuery();
      const message = ctx.callbackQuery.message;
      await ctx.reply(ctx.text.card.cancelAsk, {
        reply_markup: {
          inline_keyboard: [
            [
              { text: ctx.text.card.cancelYes, callback_data: cardCallback('cancelYes', key), style: 'danger' },
              { text: ctx.text.card.cancelNo, callback_data: cardCallback('cancelNo', key) },
            ],
          ],
        },
        ...(message ? { reply_parameters: { message_id: message.message_id, allow_sending_without_reply: true } } : {}),
      });
      return;
    }
    // Done: the card itself changes through the outbox; the question message shows what came of it.
    if (action === 'come') return ctx.answerCallbackQuery({ text: ctx.text.card.comeThanks });
    await ctx.answerCallbackQuery(action === 'cancelYes' ? { text: ctx.text.decidedCancelled } : {});
    await ctx.editMessageText(action === 'cancelYes' ? ctx.text.card.cancelDone : ctx.text.cancelKept, {
      reply_markup: { inline_keyboard: [] },
    });
  });

  return composer;
}
