/**
 * Which paths are app pages and which are a provider's public booking page. One list for the server (HTTP
 * status, link previews, reserved usernames) and the browser apps (which page to render).
 */

/** Public page prefixes: /u/{username}, /scheduling/{username}, /schedule/{userId}. */
export const PUBLIC_PREFIXES: ReadonlySet<string> = new Set(['u', 'scheduling', 'schedule']);

/** First path segments that belong to the app (or the server), so `/{segment}` is never a username. */
export const APP_SEGMENTS: ReadonlySet<string> = new Set([
  'auth',
  'subscription-selection',
  'payment',
  'booking-success',
  'booking-changed',
  'booking',
  'review',
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
  'miniapp',
  'login',
  'logout',
  'robots.txt',
  'sitemap.xml',
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

/** Usernames a provider may not take: every app segment and public prefix. */
export function isReservedUsername(username: string): boolean {
  return APP_SEGMENTS.has(username) || PUBLIC_PREFIXES.has(username) || username === 'demo_admin';
}

/** Telegram allows only these characters in a start parameter (a provider's username); anything else is dropped. */
export function cleanStartParam(raw: string | null | undefined): string {
  return (raw ?? '').replace(/[^A-Za-z0-9_-]/g, '');
}
