import { Composer } from 'grammy';
import type { MessageEntity } from 'grammy/types';
import { type BotContext, inReaderLanguage } from '../context.ts';
import { UUID_PATTERN } from '../keyboards.ts';
import type { ProviderDecisionServices } from '../services.ts';

export function providerActions(services: ProviderDecisionServices): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  /**
   * 'Tasdiqlash' / 'Bekor qilish' under a new-booking message. The service checks that the pressing chat
   * is the booking's own provider; the message then shows the result and loses its buttons.
   */
  composer.callbackQuery(new RegExp(`^bk:(confirm|cancel):(${UUID_PATTERN})$`), async (ctx) => {
    const decision = ctx.match[1] === 'confirm' ? 'confirm' : 'cancel';
    const chatId = ctx.chat?.id ?? ctx.from.id;
    const outcome = await services.decideAsProvider(chatId, ctx.match[2] ?? '', decision);
    if (!outcome.ok) {
      await ctx.answerCallbackQuery({ text: inReaderLanguage(ctx, outcome.message), show_alert: true });
      return;
    }
    const result = outcome.status === 'cancelled' ? ctx.text.decidedCancelled : ctx.text.decidedConfirmed;
    await ctx.answerCallbackQuery({ text: result });
    const message = ctx.callbackQuery.message;
    const original = message && 'text' in message ? (message.text ?? '') : '';
    // Appending keeps the original entities' offsets valid, so the bold parts stay bold.
    const entities: MessageEntity[] = message && 'entities' in message ? (message.entities ?? []) : [];
    await ctx.editMessageText(original ? `${original}\n\n${result}` : result, {
      entities,
      reply_markup: { inline_keyboard: [] },
    });
  });

  return composer;
}
