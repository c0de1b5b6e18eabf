import { DEFAULT_LANGUAGE, isLanguage, type Language, telegramLanguage } from '@qabul/api/i18n';
import { call } from '@qabul/web/api-client';
// The web app's language runtime, the same module the booking kit exports (imported by path so the home screen
// does not take the whole kit): one active language for the Mini App's texts and the shared booking steps.
import { addTranslationLoaders, applyLanguage, chooseLanguage, LANGUAGE_STORAGE_KEY } from '../../../web/src/lib/i18n/language.ts';
import { stepTranslations } from '../../../web/src/config/messages/translations.ts';
import { miniTranslations } from '../config/messages/translations.ts';
import { openingTelegramSession } from './telegram-session.ts';

addTranslationLoaders(miniTranslations);
// The booking steps' texts too, from the start: the Mini App shows its steps at once, not after a first screen.
addTranslationLoaders(stepTranslations);

export { useLanguage } from '../../../web/src/lib/i18n/language.ts';

/** The language picked on the Mini App's home on this device, or null. */
function pickedHere(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The Mini App's language (DECISIONS.md "Languages"): the person's pick on this device, else their /language
 * pick in the bot (the server's answer, asked only then), else the Telegram app's `language_code`.
 */
export async function miniAppLanguage(languageCode: string | null): Promise<Language> {
  const here = pickedHere();
  if (here) return here;
  const session = await openingTelegramSession().catch(() => null);
  return telegramLanguage(session?.language, languageCode);
}

/** Loads the language's texts and makes it active before the first screen; Uzbek if its chunk cannot load. */
export async function startInLanguage(languageCode: string | null): Promise<void> {
  const language = await miniAppLanguage(languageCode);
  await applyLanguage(language).catch(() => applyLanguage(DEFAULT_LANGUAGE));
}

/**
 * The person picks a language on the home screen: it is remembered on this device and told to the server, so the
 * bot's chat, the booking card and the reminders speak it too (as after /language). The screen changes at once; a
 * failed save leaves only the device's pick, which the next pick or /language repairs.
 */
export async function pickLanguage(language: Language): Promise<void> {
  await chooseLanguage(language);
  await call('PUT /api/telegram/language', { body: { language } }).catch(() => undefined);
}
