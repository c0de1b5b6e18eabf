import { Composer } from 'grammy';
import type { BotContext } from '../context.ts';
import { fill } from '../messages.ts';

export const help = new Composer<BotContext>();

// The inline mode is named by the bot's own username ("@qabul_bot Aziz"), never a placeholder word.
help.command('help', (ctx) => ctx.reply(fill(ctx.language, ctx.text.help, { bot: ctx.me.username }), { parse_mode: 'HTML' }));

/** A button from an old message whose handler no longer exists: stop the client's spinner and say so. */
help.on('callback_query:data', (ctx) => ctx.answerCallbackQuery({ text: ctx.text.unknownAction }));
