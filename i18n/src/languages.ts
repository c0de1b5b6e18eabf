/**
 * The product's three languages (DECISIONS.md "Languages"). Uzbek Latin is the default and spec.md's strings are
 * canonical; the other two are full translations. Every surface (api, bot, web, Mini App) reads this one list.
 */
export const LANGUAGES = ['uz', 'uz-Cyrl', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'uz';

/** Each language's own name, as its readers write it (switchers show these, never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { uz: "O'zbekcha", 'uz-Cyrl': 'Ўзбекча', ru: 'Русский' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
