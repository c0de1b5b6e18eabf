/**
 * The whole web app's texts in the other languages (the dashboard, admin, landing, and the public page's again):
 * added by the app's chunk as it opens, so a client on a provider's page never downloads them.
 */
export const appTranslations = {
  ru: () => import('./ru/index.ts'),
  'uz-Cyrl': () => import('./uz-Cyrl/index.ts'),
} as const;
