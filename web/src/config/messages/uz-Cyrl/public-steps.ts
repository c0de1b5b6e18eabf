/** The texts of the public booking page after its first screen (the master, day, time and form steps, the success and
 * the client's own pages, the booking form's checks in the server's words): loaded with the next steps' code
 * (config/messages/translations.ts), and by the Mini App from the start. */
export * from './booking-after.ts';
export * from './booking-steps.ts';
export * from './calendar.ts';
export * from './client-changes.ts';
export * from './pages.ts';
export * from './titles.ts';
export * from './waitlist.ts';
export { uzCyrl as serverMessages } from '@qabul/api/schemas';
