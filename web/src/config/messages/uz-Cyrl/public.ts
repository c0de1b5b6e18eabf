/** The texts of the public booking page, the client's pages and the booking steps the Mini App shares: the chunk a
 * reader of this language loads before the public page's first render (config/messages/translations.ts). */
export * from './app-errors.ts';
export * from './booking-after.ts';
export * from './booking-steps.ts';
export * from './booking.ts';
export * from './business-public.ts';
export * from './calendar.ts';
export * from './client-changes.ts';
export * from './common.ts';
export * from './footer.ts';
export * from './pages.ts';
export * from './reviews.ts';
export * from './titles.ts';
export * from './waitlist.ts';
export { uzCyrl as serverMessages } from '@qabul/api/schemas';
