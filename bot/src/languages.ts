/**
 * The product's three languages as the bot knows them. The bot package stands below the api (the api depends on
 * it), so it cannot import `@qabul/api/i18n`: this is a minimal copy of the list and of the catalogue types, and
 * an api test checks that the list and the switcher names agree with the api's. Which language a chat reads
 * (its /language pick, else Telegram's `language_code`) and how dates read are the api's rules, reached
 * through BotServices.
 */
export const BOT_LANGUAGES = ['uz', 'uz-Cyrl', 'ru'] as const;
export type BotLanguage = (typeof BOT_LANGUAGES)[number];
export const BOT_DEFAULT_LANGUAGE: BotLanguage = 'uz';

/** Each language's own name, as its readers write it: the /language buttons. */
export const BOT_LANGUAGE_NAMES: Record<BotLanguage, string> = { uz: "O'zbekcha", 'uz-Cyrl': 'Ўзбекча', ru: 'Русский' };

export function isBotLanguage(value: unknown): value is BotLanguage {
  return typeof value === 'string' && (BOT_LANGUAGES as readonly string[]).includes(value);
}

/** The same keys as the canonical (Uzbek Latin) catalogue, every leaf a string in another language. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K] extends object ? Translation<T[K]> : never;
};

/** A catalogue in all three languages. */
export type Catalogues<T> = { readonly uz: T } & { readonly [L in Exclude<BotLanguage, 'uz'>]: Translation<T> };
