import { type Api, botTextIn, type BotText } from '@qabul/bot';
import type { Language } from '../../contracts/i18n/index.ts';

/**
 * The bot's commands and descriptions in each language Telegram can tell apart. Telegram keys them by a two-letter
 * `language_code` and shows a user the set for their app's language, else the default set (no code). Uzbek
 * Cyrillic has no code of its own (Telegram's Uzbek is `uz`, which we read as Latin), so the default set is Uzbek
 * Latin, like `uz`; a person who picks Cyrillic with /language gets Cyrillic messages, while Telegram's own menu
 * stays in their app's language.
 */
const PROFILES: Array<{ languageCode: 'uz' | 'ru' | null; language: Language }> = [
  { languageCode: null, language: 'uz' },
  { languageCode: 'uz', language: 'uz' },
  { languageCode: 'ru', language: 'ru' },
];

/** The command menu, in the catalogue's order. */
export function botCommands(text: BotText): Array<{ command: string; description: string }> {
  return Object.entries(text.commands).map(([command, description]) => ({ command, description }));
}

/**
 * Sets every language's commands, name, description and short description at start-up. Telegram keeps them and
 * limits how often the name and descriptions may change, so those are set only when they differ from what
 * Telegram has (every instance start asks, few ever write).
 */
export async function setUpBotProfile(api: Api): Promise<void> {
  for (const { languageCode, language } of PROFILES) {
    const text = botTextIn(language);
    const scope = languageCode ? { language_code: languageCode } : {};
    await api.setMyCommands(botCommands(text), scope);
    if ((await api.getMyName(scope)).name !== text.name) await api.setMyName(text.name, scope);
    if ((await api.getMyDescription(scope)).description !== text.description) await api.setMyDescription(text.description, scope);
    if ((await api.getMyShortDescription(scope)).short_description !== text.shortDescription)
      await api.setMyShortDescription(text.shortDescription, scope);
  }
}
