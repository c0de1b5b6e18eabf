import { Composer } from 'grammy';
import type { BotContext } from '../context.ts';
import { fill } from '../messages.ts';

export const paySupport = new Composer<BotContext>();

/** Telegram requires a bot that takes payments to answer /paysupport: whom to ask about a reserve fee. */
paySupport.command('paysupport', (ctx) =>
  ctx.reply(fill(ctx.language, ctx.text.paySupport, { helpUrl: `${ctx.settings.publicUrl}/help` }), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
  }),
);
