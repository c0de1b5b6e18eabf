import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../contracts/i18n/languages.ts';

/** A language column's value as the API's type (the database's check keeps it one of the three). */
export function storedLanguage(value: string | null | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
