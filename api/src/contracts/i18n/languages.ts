/**
 * Which of the product's languages a reader gets. The list itself lives in `@qabul/i18n`, which the bot shares;
 * it is re-exported here so every import of the api's languages keeps working.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@qabul/i18n';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@qabul/i18n';

/** The cookie the web app sets when a visitor picks a language; the API and server-rendered pages read it. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * A BCP 47 tag (`ru-RU`, `uz-Cyrl-UZ`, `uz-Latn`, `UZ`) read as one of ours, or null. Uzbek without a script is
 * Latin: that is what Uzbekistan writes officially and what Telegram's `uz` means.
 */
export function languageFromTag(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  if (parts[0] === 'ru') return 'ru';
  if (parts[0] !== 'uz') return null;
  return parts.includes('cyrl') ? 'uz-Cyrl' : 'uz';
}

/** The first of ours an `Accept-Language` header asks for, by its q-values; null when it names none of them. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: languageFromTag(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.language && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language ?? null;
}

/**
 * The reader's language from what a request carries, strongest first: an explicit choice (`?lang=` or a body's
 * `language`), the `lang` cookie, then `Accept-Language`; Uzbek Latin when none of them names one of ours.
 */
export function negotiateLanguage(sources: { explicit?: string | null; cookie?: string | null; acceptLanguage?: string | null }): Language {
  return (
    languageFromTag(sources.explicit) ??
    languageFromTag(sources.cookie) ??
    languageFromAcceptLanguage(sources.acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}

/**
 * A Telegram user's language: their own pick (`/language`, the Mini App switcher) first, then the app's
 * `language_code` (ru → Russian, uz → Uzbek Latin), else Uzbek Latin.
 */
export function telegramLanguage(picked: string | null | undefined, languageCode: string | null | undefined): Language {
  if (isLanguage(picked)) return picked;
  return languageFromTag(languageCode) ?? DEFAULT_LANGUAGE;
}
