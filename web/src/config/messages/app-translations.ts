/**
 * The whole web app's texts in the other languages: the app's own areas (the dashboard, admin, landing) and the
 * public page's later texts, added by the app's chunk as it opens (the first screen's come first, from
 * ./translations.ts), so a client on a provider's page never downloads them. Kept apart from the first screen's
 * chunk so that chunk stands alone, one request.
 */
export const appTranslations = {
  ru: () => Promise.all([import('./ru/app.ts'), import('./ru/later-steps.ts')]).then(([app, later]) => ({ ...app, ...later })),
  'uz-Cyrl': () =>
    Promise.all([import('./uz-Cyrl/app.ts'), import('./uz-Cyrl/later-steps.ts')]).then(([app, later]) => ({ ...app, ...later })),
} as const;
