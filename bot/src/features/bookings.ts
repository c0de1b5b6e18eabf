import { Composer, InlineKeyboard } from 'grammy';
import { type BotContext, chatOf, inReaderLanguage } from '../context.ts';
import { callbackData, UUID_PATTERN } from '../keyboards.ts';
import { fill, fillPlain } from '../messages.ts';
import { alertText, buttonLabel } from '../telegram-text.ts';
import type { BookingLine, ClientBookingsServices } from '../services.ts';

const when = (line: BookingLine) => `${line.date}, ${line.time}`;

function describe(ctx: BotContext, template: string, line: BookingLine): string {
  return fill(ctx.language, template, {
    when: when(line),
    service: line.serviceName,
    provider: line.providerName,
    status: inReaderLanguage(ctx, line.statusLabel),
  });
}

export function bookings(services: ClientBookingsServices): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  /** /bookings: the client's upcoming bookings; a cancel button only where the cancellation window is open. */
  composer.command('bookings', async (ctx) => {
    const chat = chatOf(ctx);
    if (!chat) return;
    const lines = await services.upcomingBookings(chat);
    if (lines.length === 0) {
      await ctx.reply(ctx.text.noUpcoming);
      return;
    }
    const keyboard = new InlineKeyboard();
    for (const line of lines.filter((l) => l.canCancel)) {
      keyboard
        .text(buttonLabel(fillPlain(ctx.language, ctx.text.cancelButton, { when: when(line) })), callbackData.clientAsk(line.id))
        .row();
    }
    const title = fill(ctx.language, ctx.text.upcomingTitle, { count: lines.length });
    const text = [title, ...lines.map((line) => describe(ctx, ctx.text.bookingLine, line))].join('\n\n');
    await ctx.reply(text, { parse_mode: 'HTML', reply_markup: keyboard });
  });

  /** Cancelling is two taps: a question with Yes/No, so a stray tap cancels nothing. */
  composer.callbackQuery(new RegExp(`^cl:ask:(${UUID_PATTERN})$`), async (ctx) => {
    const chat = chatOf(ctx);
    const id = ctx.match[1] ?? '';
    const line = chat ? (await services.upcomingBookings(chat)).find((l) => l.id === id) : undefined;
    if (!line?.canCancel) {
      await ctx.answerCallbackQuery({ text: ctx.text.unknownAction, show_alert: true });
      return;
    }
    await ctx.answerCallbackQuery();
    await ctx.reply(describe(ctx, ctx.text.cancelAsk, line), {
      parse_mode: 'HTML',
      reply_markup: new InlineKeyboard()
        .text(ctx.text.cancelYes, callbackData.clientYes(id))
        .text(ctx.text.cancelNo, callbackData.clientNo(id)),
    });
  });

  composer.callbackQuery(new RegExp(`^cl:yes:(${UUID_PATTERN})$`), async (ctx) => {
    const chat = chatOf(ctx);
    if (!chat) return ctx.answerCallbackQuery();
    const outcome = await services.cancelAsClient(chat, ctx.match[1] ?? '');
    if (!outcome.ok) {
      await ctx.answerCallbackQuery({ text: alertText(inReaderLanguage(ctx, outcome.message)), show_alert: true });
      return;
    }
    await ctx.answerCallbackQuery({ text: ctx.text.decidedCancelled });
    await ctx.editMessageText(describe(ctx, ctx.text.cancelledByClient, outcome.booking), { parse_mode: 'HTML' });
  });

  composer.callbackQuery(new RegExp(`^cl:no:(${UUID_PATTERN})$`), async (ctx) => {
    await ctx.answerCallbackQuery();
    await ctx.editMessageText(ctx.text.cancelKept);
  });

  return composer;
}
