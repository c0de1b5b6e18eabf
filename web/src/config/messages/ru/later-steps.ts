/**
 * The public page's later texts: the booking steps after the service, the success and client pages, the dialogs,
 * the server's validation words. Loaded with the steps' code (lib/i18n/language.ts `loadLaterTexts`).
 */
export * from './booking-after.ts';
export * from './booking-steps.ts';
export * from './business-about.ts';
export * from './calendar.ts';
export * from './client-changes.ts';
export * from './footer.ts';
export * from './pages.ts';
export { publicReviews, rateVisitPage } from './reviews.ts';
export * from './titles.ts';
export * from './waitlist.ts';
export { uzRu as serverMessages } from '@qabul/api/schemas';
