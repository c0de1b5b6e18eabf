import { Composer } from 'grammy';
import { type BotContext, chatOf } from '../context.ts';
import { botText, fill } from '../messages.uz.ts';

export const today = new Composer<BotContext>();

/** /today: a linked provider's bookings of the day, in the provider's time zone. */
today.command('today', async (ctx) => {
  const chat = chatOf(ctx);
  if (!chat) return;
  const day = await ctx.services.todayBookings(chat.chatId);
  if (!day) {
    await ctx.reply(botText.notLinkedProvider);
    return;
  }
  if (day.bookings.length === 0) {
    await ctx.reply(fill(botText.todayEmpty, { date: day.date }));
    return;
  }
  const lines = day.bookings.map((line) =>
    fill(botText.todayLine, {
      time: line.time,
      client: line.clientName,
      phone: line.clientPhone,
      service: line.serviceName,
      status: line.statusLabel,
    }),
  );
  await ctx.reply([fill(botText.todayTitle, { date: day.date }), ...lines].join('\n\n'), { parse_mode: 'HTML' });
});
