/**
 * The public page's texts in the other languages, one pair of chunks per language, loaded only by a reader of that
 * language (Uzbek, the canonical text, is in the catalogues themselves): what the first screen says, before the
 * first render; the later steps' texts with the steps' code (`laterTranslations`). The signed-in app's texts come
 * with the app (./app-translations.ts). Each chunk exports the catalogues by the names `localized` gave them.
 */
export const webTranslations = {
  ru: () => import('./ru/first-screen.ts'),
  'uz-Cyrl': () => import('./uz-Cyrl/first-screen.ts'),
} as const;

export const laterTranslations = {
  ru: () => import('./ru/later-steps.ts'),
  'uz-Cyrl': () => import('./uz-Cyrl/later-steps.ts'),
} as const;
