/** The signed-in app's own areas (dashboard, account, admin, landing): the app's chunk, with the public page's later texts. */
export { timeOffPage } from './time-off.ts';
export { clientsPage, reviewsPage } from './clients.ts';
export { myHours, staffInvite, teamPage } from './team.ts';
export { bookingsPage, firstSteps, servicesPage } from './dashboard.ts';
export { calendarPage } from './calendar-page.ts';
export { googleAuthError, googleOAuthTest } from './google.ts';
export { auth, checkout, passwordReset, payment, verifyEmail } from './account.ts';
export { profilePage, signInMethods } from './account.ts';
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
export { businessPage, businessPictures, setup } from './business.ts';
