import { LANGUAGE_NAMES, LANGUAGES } from '@qabul/api/i18n';
import { miniText as t } from '../../../config/messages/index.ts';
import { pickLanguage, useLanguage } from '../../../lib/language.ts';
import { haptic } from '../../../lib/telegram-controls.ts';
import styles from './home.module.css';

/** The three languages, each named in itself; the pick outranks Telegram's, here and in the bot. */
export function LanguagePicker() {
  const active = useLanguage();
  return (
    <div className={styles.languages} role="group" aria-label={t.language}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.language}
          aria-pressed={language === active}
          onClick={() => {
            if (language === active) return;
            haptic.impact();
            void pickLanguage(language);
          }}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
