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
export { timeOffPage } from './time-off.ts';
export { clientsPage, reviewsPage } from './clients.ts';
export { myHours, staffInvite, teamPage } from './team.ts';
export { bookingsPage, calendarPage, firstSteps, servicesPage } from './dashboard.ts';
export { googleAuthError, googleOAuthTest } from './google.ts';
export { auth, checkout, payment, verifyEmail } from './account.ts';
export { profilePage } from './account.ts';
export { uzCyrl as serverMessages } from '@qabul/api/schemas';
export {
  activityView,
  adminArea,
  adminBookings,
  adminLogin,
  adminPanel,
  adminSettings,
  adminTable,
  adminUsers,
  planAdmin,
  platformAdmin,
  roles,
} from './admin.ts';
export { plans } from './account.ts';
export { landing } from './landing.ts';
export { paymentCheck } from './payment-check.ts';
