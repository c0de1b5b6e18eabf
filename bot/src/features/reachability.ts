import { Composer } from 'grammy';
import type { BotContext } from '../context.ts';
import type { ReachabilityServices } from '../services.ts';

export function reachability(services: ReachabilityServices): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  /** Telegram announces a block (kicked) and an unblock (member) in private chats; reminders follow it. */
  composer.on('my_chat_member', async (ctx) => {
    const update = ctx.myChatMember;
    if (update.chat.type !== 'private') return;
    const status = update.new_chat_member.status;
    if (status === 'kicked') await services.setReachable(update.chat.id, false);
    else if (status === 'member') await services.setReachable(update.chat.id, true);
  });

  return composer;
}
