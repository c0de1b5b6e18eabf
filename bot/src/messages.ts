import type { BotLanguage, Catalogues } from './languages.ts';
import { botTextRu } from './messages.ru.ts';
import { botTextCyrl } from './messages.uz-cyrl.ts';
import { botText } from './messages.uz.ts';
import type { Translation } from './languages.ts';

/** The bot's catalogue in each language; a key missing in one fails the type check. */
export const botTexts: Catalogues<typeof botText> = { uz: botText, 'uz-Cyrl': botTextCyrl, ru: botTextRu };

/** One language's catalogue, read through the canonical shape (every leaf a string). */
export type BotText = Translation<typeof botText>;

export function botTextIn(language: BotLanguage): BotText {
  return botTexts[language];
}

export { fill } from './messages.uz.ts';
