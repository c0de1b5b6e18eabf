import type { Catalogues, Language, MessageValues, Translation } from '@qabul/i18n';
import { formatMessage } from '@qabul/i18n/format';
import { escapeHtml } from './html.ts';
import { botTextRu } from './messages.ru.ts';
import { botTextCyrl } from './messages.uz-cyrl.ts';
import { botText } from './messages.uz.ts';

/** The bot's catalogue in each language; a key missing in one fails the type check. */
export const botTexts: Catalogues<typeof botText> = { uz: botText, 'uz-Cyrl': botTextCyrl, ru: botTextRu };

/** One language's catalogue, read through the canonical shape (every leaf a string). */
export type BotText = Translation<typeof botText>;

export function botTextIn(language: Language): BotText {
  return botTexts[language];
}

/**
 * A catalogue text (ICU MessageFormat: `{name}`, `{count, plural, ...}`) formatted in `language` by the same
 * library as every other surface. Text values are HTML-escaped (the bot sends with `parse_mode: 'HTML'` and they
 * are people's words); the templates themselves are trusted. Numbers stay numbers, for plurals.
 */
export function fill(language: Language, template: string, values: Record<string, string | number> = {}): string {
  const escaped: MessageValues = {};
  for (const [key, value] of Object.entries(values)) escaped[key] = typeof value === 'string' ? escapeHtml(value) : value;
  return formatMessage(language, template, escaped);
}

/**
 * The same for a text Telegram shows as it is, with no parse mode: a button's label, a callback's alert. Nothing
 * is escaped (an escaped `&amp;` there would be read as it is written); the template must hold no markup.
 */
export function fillPlain(language: Language, template: string, values: Record<string, string | number> = {}): string {
  return formatMessage(language, template, values);
}
