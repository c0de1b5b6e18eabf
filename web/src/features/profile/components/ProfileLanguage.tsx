import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@qabul/api/i18n';
import { common } from '../../../config/messages.ts';
import { chooseLanguage, useLanguage } from '../../../lib/i18n/language.ts';
import type { User } from '../../../lib/types.ts';

/**
 * The provider's language on their profile (where a wide signed-in header has no room for the switcher): the pick
 * applies at once and is saved to the profile, so every message to them is written in it.
 */
export function ProfileLanguage({ user }: { user: User }) {
  const language = useLanguage();
  return (
    <select
      className="language-switcher"
      aria-label={common.language}
      value={language}
      onChange={(event) => {
        const picked = event.currentTarget.value as Language;
        void chooseLanguage(picked).then(() =>
          import('../../../lib/i18n/profile-language.ts').then((m) => m.saveProfileLanguage(user, picked)),
        );
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
