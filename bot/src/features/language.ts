import { Composer, InlineKeyboard } from 'grammy';
import { type BotContext, chatOf } from '../context.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '@qabul/i18n';
import { botTextIn } from '../messages.ts';
import { setMenuButton } from './start.ts';
import type { LanguageServices } from '../services.ts';

/** `lang:<code>`: one button per language, each under its own name. */
const PICK = new RegExp(`^lang:(${LANGUAGES.join('|')})$`);

export function languageKeyboard(): InlineKeyboard {
  return InlineKeyboard.from([LANGUAGES.map((code) => InlineKeyboard.text(LANGUAGE_NAMES[code], `lang:${code}`))]);
}

export function language(services: LanguageServices): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  /** /language: the three languages as buttons, asked in the chat's current one. */
  composer.command('language', (ctx) => ctx.reply(ctx.text.languageAsk, { reply_markup: languageKeyboard() }));

  /**
   * A language pressed: kept on the chat (it outranks Telegram's `language_code` from now on), confirmed in the new
   * language, and the chat's menu button relabelled in it.
   */
  composer.callbackQuery(PICK, async (ctx) => {
    const chat = chatOf(ctx);
    if (!chat) return ctx.answerCallbackQuery();
    const chosen = LANGUAGES.find((code) => code === ctx.match[1]) ?? ctx.language;
    await services.pickLanguage(chat, chosen);
    ctx.language = chosen;
    ctx.text = botTextIn(chosen);
    await ctx.answerCallbackQuery();
    await ctx.editMessageText(ctx.text.languageChosen, { reply_markup: { inline_keyboard: [] } });
    void setMenuButton(services, ctx, chat.chatId);
  });

  return composer;
}
