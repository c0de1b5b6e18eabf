/**
 * The two constants the public booking page's first screen needs, in a module of their own: the browser bundle
 * then carries these without the whole of LIMITS (limits.ts re-exports them; import them from there as usual).
 */

/** How many days ahead a client can book. */
export const BOOKING_HORIZON_DAYS = 90;

/** A provider's zone until they set theirs. */
export const PROVIDER_DEFAULT_TIMEZONE = 'Asia/Tashkent';
