import { Composer } from 'grammy';
import { type BotContext, chatOf, inReaderLanguage } from '../context.ts';
import { fill } from '../messages.ts';
import type { TodayServices } from '../services.ts';

export function today(services: TodayServices): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  /** /today: a linked provider's bookings of the day, in the provider's time zone. */
  composer.command('today', async (ctx) => {
    const chat = chatOf(ctx);
    if (!chat) return;
    const day = await services.todayBookings(chat.chatId);
    if (!day) {
      await ctx.reply(ctx.text.notLinkedProvider);
      return;
    }
    if (day.bookings.length === 0) {
      await ctx.reply(fill(ctx.language, ctx.text.todayEmpty, { date: day.date }), { parse_mode: 'HTML' });
      return;
    }
    const lines = day.bookings.map((line) =>
      fill(ctx.language, ctx.text.todayLine, {
        time: line.time,
        client: line.clientName,
        phone: line.clientPhone,
        service: line.serviceName,
        status: inReaderLanguage(ctx, line.statusLabel),
      }),
    );
    await ctx.reply([fill(ctx.language, ctx.text.todayTitle, { date: day.date, count: day.bookings.length }), ...lines].join('\n\n'), {
      parse_mode: 'HTML',
    });
  });

  return composer;
}
