/**
 * The web app's texts in the other languages: one chunk per language, loaded only by a reader of that language
 * (Uzbek, the canonical text, is in the catalogues themselves). Each chunk exports the catalogues by the names
 * `localized` gave them.
 */
export const webTranslations = {
  ru: () => import('./ru/index.ts'),
  'uz-Cyrl': () => import('./uz-Cyrl/index.ts'),
} as const;
