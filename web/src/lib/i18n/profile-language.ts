import { isLanguage, type Language } from '@qabul/api/i18n';
import { call } from '../api-client.ts';
import type { User } from '../types.ts';
import { applyLanguage, languagePickedHere } from './language.ts';
import { messagesLanguage } from './localized.ts';

/** The profile's language, when the server sends one. */
function profileLanguage(user: User): Language | null {
  const language = (user as { language?: unknown }).language;
  return isLanguage(language) ? language : null;
}

/** A signed-in provider's profile language applies unless this device or the link already chose one. */
export function adoptProfileLanguage(user: User | null | undefined): void {
  const language = user ? profileLanguage(user) : null;
  if (language && language !== messagesLanguage() && !languagePickedHere()) void applyLanguage(language);
}

/**
 * Saves a provider's pick to their profile (PUT /api/user/profile takes the whole profile, so it is sent as it
 * is with the language). Best effort: the pick already applies on this device whatever the server answers.
 */
export async function saveProfileLanguage(user: User, language: Language): Promise<void> {
  const { firstName, lastName, username, email, timezone } = user;
  // A profile without both names (a Google sign-in that gave none) is one the server refuses to save: the pick stays here.
  if (!firstName || !lastName) return;
  try {
    await call('PUT /api/user/profile', { body: { firstName, lastName, username, email, timezone, language } });
  } catch {
    // Kept on this device (local storage and the cookie); the profile follows on the next pick.
  }
}
