/**
 * The public page's texts in the other languages: what a client opening a provider's link needs before the first
 * render, one chunk per language, loaded only by a reader of that language (Uzbek, the canonical text, is in the
 * catalogues themselves). The signed-in app's texts come with the app (./app-translations.ts). Each chunk
 * exports the catalogues by the names `localized` gave them.
 */
export const webTranslations = {
  ru: () => import('./ru/public.ts'),
  'uz-Cyrl': () => import('./uz-Cyrl/public.ts'),
} as const;
