/** Route paths, and the test that tells a provider's public page apart from app pages without loading the router. */
export const paths = {
  home: '/',
  auth: '/auth',
  subscriptionSelection: '/subscription-selection',
  payment: '/payment',
  bookingSuccess: '/booking-success',
  profile: '/user/profile',
  bookings: '/user/bookings',
  calendar: '/user/calendar',
  services: '/user/services',
  subscription: '/user/subscription',
  about: '/about',
  help: '/help',
  privacy: '/privacy',
  terms: '/terms',
  apiLogin: '/api/login',
  googleAuth: '/api/auth/google',
} as const;

/** Public page prefixes: /u/{username}, /scheduling/{username}, /schedule/{userId}. */
const PUBLIC_PREFIXES = new Set(['u', 'scheduling', 'schedule']);

/** First path segments that belong to the app (or the server), so `/{segment}` is not a username. */
const APP_SEGMENTS = new Set([
  'auth',
  'subscription-selection',
  'payment',
  'booking-success',
  'booking',
  'user',
  'about',
  'help',
  'privacy',
  'terms',
  'admin',
  'platform-admin',
  'test-payment',
  'real-payment',
  'google-auth-error',
  'google-oauth-test',
  'profile',
  'api',
  'assets',
]);

/** The provider identifier when `pathname` is a public booking page, else null. */
export function publicBookingIdentifier(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  let candidate: string | undefined;
  if (segments.length === 1 && !APP_SEGMENTS.has(segments[0]!) && !PUBLIC_PREFIXES.has(segments[0]!)) {
    candidate = segments[0];
  } else if (segments.length === 2 && PUBLIC_PREFIXES.has(segments[0]!)) {
    candidate = segments[1];
  }
  if (!candidate) return null;
  try {
    return decodeURIComponent(candidate);
  } catch {
    return null;
  }
}

export function publicBookingPath(identifier: string): string {
  return `/${encodeURIComponent(identifier)}`;
}
