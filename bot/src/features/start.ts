import { Composer } from 'grammy';
import { type BotContext, chatOf } from '../context.ts';
import { fill } from '../messages.ts';
import type { ChatRef, StartServices } from '../services.ts';
import { providerCardKeyboard } from './chat-booking-keyboards.ts';

/** Start payloads are at most 64 characters of A-Z a-z 0-9 _ - (Telegram's own rule). */
const PAYLOAD = /^[\w-]{1,64}$/;

async function answerStart(services: StartServices, ctx: BotContext & { match: string }, chat: ChatRef): Promise<void> {
  const payload = ctx.match.trim();
  if (!payload) {
    await ctx.reply(fill(ctx.language, ctx.text.welcome, { name: chat.firstName ? `, ${chat.firstName}` : '' }), { parse_mode: 'HTML' });
    return;
  }
  if (!PAYLOAD.test(payload)) {
    await ctx.reply(ctx.text.badLink);
    return;
  }
  if (payload.startsWith('b_') && (await sendBookingConfirmation(services, ctx, payload.slice(2), chat))) return;
  if (payload.startsWith('p_') && (await linkProvider(services, ctx, payload.slice(2), chat))) return;

  if (await offerProvider(services, ctx, payload)) return;
  const notFound = payload.startsWith('b_')
    ? ctx.text.bookingNotFound
    : payload.startsWith('p_')
      ? ctx.text.providerLinkInvalid
      : ctx.text.providerNotFound;
  await ctx.reply(notFound);
}

/**
 * The chat's own menu button: "Yozilish" opens the Mini App for a client, "Kabinet" opens the web dashboard for a
 * linked provider. Telegram takes only HTTPS pages for it, so a server without HTTPS leaves Telegram's default.
 * Never awaited by /start: a failure here is logged and the answer stands.
 */
export async function setMenuButton(services: Pick<StartServices, 'isProviderChat'>, ctx: BotContext, chatId: number): Promise<void> {
  try {
    const provider = await services.isProviderChat(chatId);
    const url = provider ? `${ctx.settings.publicUrl}/user/calendar` : ctx.settings.miniAppUrl;
    if (!url.startsWith('https://')) return;
    const text = provider ? ctx.text.providerMenuButton : ctx.text.clientMenuButton;
    await ctx.api.setChatMenuButton({ chat_id: chatId, menu_button: { type: 'web_app', text, web_app: { url } } });
  } catch (error) {
    ctx.settings.log?.warn({ err: error, chatId }, 'telegram menu button not set');
  }
}

/**
 * A provider's card with the two ways to book: "Mini Appda ochish" and "Shu yerda yozilish". The answer to
 * `/start <username>` and `/book <username>` alike; false when no such provider exists.
 */
export async function offerProvider(services: Pick<StartServices, 'findProvider'>, ctx: BotContext, username: string): Promise<boolean> {
  const provider = await services.findProvider(username.toLowerCase());
  if (!provider) return false;
  await ctx.reply(fill(ctx.language, ctx.text.openBooking, { provider: provider.displayName }), {
    parse_mode: 'HTML',
    reply_markup: providerCardKeyboard(ctx.settings, provider.username, ctx.text),
  });
  return true;
}

async function sendBookingConfirmation(services: StartServices, ctx: BotContext, token: string, chat: ChatRef): Promise<boolean> {
  const linked = await services.linkClientChat(token, chat);
  if (!linked) return false;
  let messageId: number;
  try {
    const sent = await ctx.reply(linked.confirmation, {
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      ...(linked.keyboard ? { reply_markup: linked.keyboard } : {}),
    });
    messageId = sent.message_id;
  } catch (error) {
    // Not sent: the notice stays due, and the dispatcher delivers it (by Telegram or e-mail) later.
    await linked.failed();
    throw error;
  }
  // This message is the booking's card from now on: later changes edit it (ADR 014).
  await linked.delivered(messageId, linked.pin === true && (await pinQuietly(ctx, messageId)));
  return true;
}

async function linkProvider(services: StartServices, ctx: BotContext, token: string, chat: ChatRef): Promise<boolean> {
  const provider = await services.linkProviderChat(token, chat);
  if (!provider) return false;
  // The name is escaped for HTML (a business called "Aziz & Co"): sent as HTML, so it reads as written.
  await ctx.reply(fill(ctx.language, provider.master ? ctx.text.masterLinked : ctx.text.providerLinked, { name: provider.displayName }), {
    parse_mode: 'HTML',
  });
  return true;
}

/** Pins the card without a sound; a refusal leaves it unpinned (the card's next change tries again). */
async function pinQuietly(ctx: BotContext, messageId: number): Promise<boolean> {
  try {
    await ctx.pinChatMessage(messageId, { disable_notification: true });
    return true;
  } catch (error) {
    ctx.settings.log?.warn({ err: error, messageId }, 'telegram card not pinned');
    return false;
  }
}

export function start(services: StartServices): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  /**
   * /start [payload]. `b_<token>` links the chat to a booking and sends its confirmation at once,
   * `p_<token>` links a provider account, anything else is a provider's username: "Mini Appda ochish" beside
   * "Shu yerda yozilish" (the chat booking).
   * Usernames may themselves begin with b_ or p_, so an unknown token falls back to a username.
   */
  composer.command('start', async (ctx) => {
    const chat = chatOf(ctx);
    if (!chat) return;
    await services.rememberChat(chat);
    try {
      await answerStart(services, ctx, chat);
    } finally {
      // After the payload, so a provider who has just linked gets "Kabinet", not the client's button.
      void setMenuButton(services, ctx, chat.chatId);
    }
  });

  return composer;
}
