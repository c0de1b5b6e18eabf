/**
 * The public page's texts in the other languages, one chunk per language, loaded only by a reader of that language
 * (Uzbek, the canonical text, is in the catalogues themselves): the first screen's before the first render, the
 * later steps' with the later steps' code (a Russian reader who only looks downloads only the first screen's
 * texts). The signed-in app's texts come with the app (./app-translations.ts). Each chunk exports the catalogues
 * by the names `localized` gave them.
 */
export const webTranslations = {
  ru: () => import('./ru/public.ts'),
  'uz-Cyrl': () => import('./uz-Cyrl/public.ts'),
} as const;

/** The booking steps after the first screen, their success and the client's pages (web and Mini App). */
export const stepTranslations = {
  ru: () => import('./ru/public-steps.ts'),
  'uz-Cyrl': () => import('./uz-Cyrl/public-steps.ts'),
} as const;

/**
 * The business's facts (category words, today's hours, place and contacts): their own small chunk, loaded with the
 * header's facts and the business section right after the first render, on the public page and in the Mini App.
 */
export const businessTranslations = {
  ru: () => import('./ru/business-about.ts'),
  'uz-Cyrl': () => import('./uz-Cyrl/business-about.ts'),
} as const;
