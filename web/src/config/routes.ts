/** Route paths, and the test that tells a provider's public page apart from app pages without loading the router. */
export const paths = {
  home: '/',
  auth: '/auth',
  /** The landing's "Bepul boshlash": /auth on its registration tab. */
  register: '/auth?tab=register',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  subscriptionSelection: '/subscription-selection',
  payment: '/payment',
  bookingSuccess: '/booking-success',
  profile: '/user/profile',
  business: '/user/business',
  setup: '/user/setup',
  bookings: '/user/bookings',
  clients: '/user/clients',
  reviews: '/user/reviews',
  rateVisit: '/review',
  calendar: '/user/calendar',
  services: '/user/services',
  team: '/user/team',
  myHours: '/user/my-hours',
  timeOff: '/user/time-off',
  subscription: '/user/subscription',
  about: '/about',
  help: '/help',
  privacy: '/privacy',
  terms: '/terms',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminPlans: '/admin/subscription-plans',
  adminBookings: '/admin/bookings',
  adminSettings: '/admin/settings',
  platformAdmin: '/platform-admin',
  testPayment: '/test-payment',
  realPayment: '/real-payment',
  apiLogin: '/api/login',
  googleAuth: '/api/auth/google',
} as const;

/** Which paths are a provider's public page: one list, shared with the server. */
export { publicBookingIdentifier } from '@qabul/api/schemas';

export function publicBookingPath(identifier: string): string {
  return `/${encodeURIComponent(identifier)}`;
}
