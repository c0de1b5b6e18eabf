import { Composer, InlineKeyboard } from 'grammy';
import type { MessageEntity } from 'grammy/types';
import { type BotContext, inReaderLanguage } from '../context.ts';
import { alertText } from '../telegram-text.ts';
import { callbackData, UUID_PATTERN } from '../keyboards.ts';
import { type BotText, botTextIn } from '../messages.ts';
import type { ProviderDecisionServices } from '../services.ts';

/** The button under the provider's notice at the end of a visit, in the provider's language. */
export function providerNoShowKeyboard(bookingId: string, text: BotText = botTextIn('uz')): InlineKeyboard {
  return new InlineKeyboard().text(text.noShowButton, callbackData.providerNoShow(bookingId));
}

export function noShow(services: ProviderDecisionServices): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  /** "Kelmadi" pressed: the API's rule decides (the booking's own provider, from its start on); the button goes. */
  composer.callbackQuery(new RegExp(`^bk:noshow:(${UUID_PATTERN})$`), async (ctx) => {
    const outcome = await services.decideAsProvider(ctx.chat?.id ?? ctx.from.id, ctx.match[1] ?? '', 'no_show');
    if (!outcome.ok) {
      await ctx.answerCallbackQuery({ text: alertText(inReaderLanguage(ctx, outcome.message)), show_alert: true });
      return;
    }
    await ctx.answerCallbackQuery({ text: ctx.text.decidedNoShow });
    const message = ctx.callbackQuery.message;
    const original = message && 'text' in message ? (message.text ?? '') : '';
    // Appending keeps the original entities' offsets valid.
    const entities: MessageEntity[] = message && 'entities' in message ? (message.entities ?? []) : [];
    await ctx.editMessageText(original ? `${original}\n\n${ctx.text.decidedNoShow}` : ctx.text.decidedNoShow, {
      entities,
      reply_markup: { inline_keyboard: [] },
    });
  });

  return composer;
}
