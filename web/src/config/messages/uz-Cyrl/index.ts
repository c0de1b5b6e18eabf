/** Every translated area: the public page's texts and the signed-in app's (loaded when the app opens). */
export * from './public.ts';
export * from './public-steps.ts';
export { timeOffPage } from './time-off.ts';
export { clientsPage, reviewsPage } from './clients.ts';
export { myHours, staffInvite, teamPage } from './team.ts';
export { bookingsPage, firstSteps, servicesPage } from './dashboard.ts';
export { calendarPage } from './calendar-page.ts';
export { googleAuthError, googleOAuthTest } from './google.ts';
export { auth, checkout, payment, verifyEmail } from './account.ts';
export { profilePage } from './account.ts';
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
