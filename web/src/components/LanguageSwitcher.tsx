import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@qabul/api/i18n';
import { common } from '../config/messages.ts';
import { chooseLanguage, useLanguage } from '../lib/i18n/language.ts';

/**
 * The three languages, each named in itself. `onChosen` runs after the switch (a signed-in provider's pick is
 * also saved to their profile there).
 */
export function LanguageSwitcher({ onChosen }: { onChosen?: (language: Language) => void }) {
  const language = useLanguage();
  return (
    <select
      className="language-switcher"
      aria-label={common.language}
      value={language}
      onChange={(event) => {
        const picked = event.currentTarget.value as Language;
        void chooseLanguage(picked).then(() => onChosen?.(picked));
      }}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
