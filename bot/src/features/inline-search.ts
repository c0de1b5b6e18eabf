import { Composer, InlineKeyboard, InlineQueryResultBuilder } from 'grammy';
import type { InlineQueryResultArticle } from 'grammy/types';
import type { BotConfig, BotContext } from '../context.ts';
import type { Language } from '@qabul/i18n';
import { botTextIn, fill } from '../messages.ts';
import type { ProviderCard, InlineSearchServices } from '../services.ts';

/** Services named in a card's description and message; the page lists the rest. */
const SERVICES_SHOWN = 3;

/**
 * A provider's card as one message to send into any chat: inline mode answers with it, and "Ulashish" in the Mini
 * App saves it as a prepared message (savePreparedInlineMessage), so both show the same card.
 */
export function providerCardResult(
  settings: Pick<BotConfig, 'miniAppUrl' | 'publicUrl'>,
  botUsername: string,
  card: ProviderCard,
  language: Language = 'uz',
): InlineQueryResultArticle {
  const text = botTextIn(language);
  const services = card.services.slice(0, SERVICES_SHOWN).join(', ');
  return InlineQueryResultBuilder.article(`p:${card.username}`, card.displayName, {
    description: services,
    ...(card.imageUrl ? { thumbnail_url: card.imageUrl } : {}),
    reply_markup: new InlineKeyboard().url(text.inlineOpenButton, providerPageLink(settings, botUsername, card)),
  }).text(fill(language, text.inlineCard, { provider: card.displayName, services }), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
  });
}

/**
 * A card lands in someone else's chat, where only url buttons work (web_app buttons are for the bot's own chat):
 * t.me's `startapp` opens the bot's Mini App on the provider's page. A server whose Mini App is not on HTTPS has
 * no Mini App in Telegram, so its card links to the web booking page instead.
 */
export function providerPageLink(
  settings: Pick<BotConfig, 'miniAppUrl' | 'publicUrl'>,
  botUsername: string,
  card: Pick<ProviderCard, 'username'>,
): string {
  if (new URL(settings.miniAppUrl).protocol === 'https:')
    return `https://t.me/${botUsername}?startapp=${encodeURIComponent(card.username)}`;
  return `${settings.publicUrl}/${encodeURIComponent(card.username)}`;
}

export function inlineSearch(services: InlineSearchServices): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  /**
   * `@<bot> <words>` in any chat: public providers as cards to send there, each with a button to their page, in the
   * asker's language. The cards' words differ by language, so Telegram keeps each person's answer to themselves.
   */
  composer.on('inline_query', async (ctx) => {
    const cards = await services.searchProviders(ctx.inlineQuery.query);
    const results = cards.map((card) => providerCardResult(ctx.settings, ctx.me.username, card, ctx.language));
    await ctx.answerInlineQuery(results, { cache_time: 30, is_personal: true });
  });

  return composer;
}
