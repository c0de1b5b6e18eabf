import { Composer } from 'grammy';
import type { BotContext } from '../context.ts';

export const help = new Composer<BotContext>();

help.command('help', (ctx) => ctx.reply(ctx.text.help, { parse_mode: 'HTML' }));

/** A button from an old message whose handler no longer exists: stop the client's spinner and say so. */
help.on('callback_query:data', (ctx) => ctx.answerCallbackQuery({ text: ctx.text.unknownAction }));
