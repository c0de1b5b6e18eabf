/** Every area's translation, as one chunk per language (config/messages/translations.ts loads it). */
export {};
export { timeOffPage } from './time-off.ts';
export { clientsPage, reviewsPage } from './clients.ts';
export { myHours, staffInvite, teamPage } from './team.ts';
export { bookingsPage, calendarPage, firstSteps, servicesPage } from './dashboard.ts';
export { googleAuthError, googleOAuthTest } from './google.ts';
export { auth, checkout, payment, verifyEmail } from './account.ts';
export { profilePage } from './account.ts';
