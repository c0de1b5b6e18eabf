/**
 * The Mini App's own texts in the other languages: one chunk per language, loaded with the web app's (the shared
 * booking steps) only by a reader of that language. Each chunk exports its catalogue by the name `localized` gave it.
 */
export const miniTranslations = {
  ru: () => import('./ru.ts'),
  'uz-Cyrl': () => import('./uz-Cyrl.ts'),
} as const;
