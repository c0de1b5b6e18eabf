/** Every translated area, one chunk per language (config/messages/translations.ts loads it). */
export * from './app-errors.ts';
export * from './booking-after.ts';
export * from './booking-steps.ts';
export * from './booking.ts';
export * from './calendar.ts';
export * from './client-changes.ts';
export * from './common.ts';
export * from './footer.ts';
export * from './pages.ts';
export * from './reviews.ts';
export * from './titles.ts';
export * from './waitlist.ts';
