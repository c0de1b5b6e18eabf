import { LanguageSwitcher } from '../../../components/LanguageSwitcher.tsx';
import type { User } from '../../../lib/types.ts';

/**
 * The provider's language on their profile (where a wide signed-in header has no room for the switcher): the pick
 * applies at once and is saved to the profile, so every message to them is written in it.
 */
export function ProfileLanguage({ user }: { user: User }) {
  return (
    <LanguageSwitcher
      onChosen={(picked) => void import('../../../lib/i18n/profile-language.ts').then((m) => m.saveProfileLanguage(user, picked))}
    />
  );
}
