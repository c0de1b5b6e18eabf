import { Composer, InlineKeyboard } from 'grammy';
import { type BotContext, chatOf, inReaderLanguage } from '../context.ts';
import { alertText } from '../telegram-text.ts';
import { callbackData, UUID_PATTERN } from '../keyboards.ts';
import { fillPlain } from '../messages.ts';
import type { ReviewServices } from '../services.ts';

/** The key under which a chat's pending comment (after its stars) waits, in the shared conversation store. */
const commentKey = (chatId: number) => `review-comment:${chatId}`;

export const stars = (rating: number) => '⭐'.repeat(rating);

/** 1–5 stars under the review question, one button each. */
export function reviewStarsKeyboard(bookingId: string): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (let rating = 1; rating <= 5; rating += 1) keyboard.text(stars(rating), callbackData.reviewStars(rating, bookingId));
  return keyboard;
}

export function reviews(services: ReviewServices): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  /**
   * A star pressed: the service records the rating (its rules: the client's own kept visit, over, once); the
   * question then shows the rating instead of its buttons and the bot offers to take a comment.
   */
  composer.callbackQuery(new RegExp(`^rv:([1-5]):(${UUID_PATTERN})$`), async (ctx) => {
    const chat = chatOf(ctx);
    const rating = Number(ctx.match[1]);
    const bookingId = ctx.match[2] ?? '';
    if (!chat) {
      await ctx.answerCallbackQuery({ text: ctx.text.unknownAction, show_alert: true });
      return;
    }
    const outcome = await services.rateVisit(chat, bookingId, rating);
    if (!outcome.ok) {
      await ctx.answerCallbackQuery({ text: alertText(inReaderLanguage(ctx, outcome.message)), show_alert: true });
      return;
    }
    // An alert and a message without a parse mode: nothing escaped.
    const thanks = fillPlain(ctx.language, ctx.text.reviewThanks, { stars: stars(rating) });
    await ctx.answerCallbackQuery({ text: thanks });
    await services.conversations.write(commentKey(chat.chatId), { bookingId });
    await ctx.editMessageReplyMarkup({ reply_markup: { inline_keyboard: [] } });
    await ctx.reply(`${thanks}\n\n${ctx.text.reviewAskComment}`);
  });

  /** The next plain text after the stars is the comment; anything else goes on to the other features. */
  composer.on('message:text', async (ctx, next) => {
    const chat = chatOf(ctx);
    if (!chat || ctx.message.text.startsWith('/')) return next();
    const pending = (await services.conversations.read(commentKey(chat.chatId))) as { bookingId?: string } | undefined;
    if (!pending?.bookingId) return next();
    await services.conversations.delete(commentKey(chat.chatId));
    const outcome = await services.commentOnVisit(chat, pending.bookingId, ctx.message.text);
    await ctx.reply(outcome.ok ? ctx.text.reviewCommentSaved : inReaderLanguage(ctx, outcome.message));
  });

  return composer;
}
