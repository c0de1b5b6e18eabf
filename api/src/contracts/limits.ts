import { BOOKING_HORIZON_DAYS } from './booking-defaults.ts';

export { BOOKING_HORIZON_DAYS, PROVIDER_DEFAULT_TIMEZONE } from './booking-defaults.ts';

/** Limits shared by the server and both clients (spec.md sections 5 and 9). Defined once. */
export const LIMITS = {
  nameMin: 2,
  phoneMin: 9,
  phoneMax: 32,
  textMax: 200,
  notesMax: 2000,
  telegramUsername: /^@?[A-Za-z0-9_]{5,32}$/,
  passwordMin: 6,
  passwordChangeMin: 8,
  passwordMax: 200,
  timingIntervalMin: 15,
  timingIntervalMax: 60,
  breakIntervalMax: 60,
  durationMin: 5,
  durationMax: 720,
  horizonDays: BOOKING_HORIZON_DAYS,
  profileImageMaxBytes: 5 * 1024 * 1024,
  username: /^[a-z0-9_]{3,32}$/,
  /** Upcoming bookings one phone may hold with one provider through the public page. */
  upcomingBookingsPerPhone: 3,
  /** Bookings a provider may cancel in one batch. */
  bulkCancelMax: 200,
  /** Booking rules per service (DECISIONS.md, Provider tools). */
  minNoticeMax: 10_080,
  maxAdvanceMin: 1,
  maxAdvanceMax: 365,
  dailyLimitMax: 100,
  bufferBeforeMax: 60,
  /** A day off range spans at most this many days. */
  timeOffMaxDays: 366,
  /** Clients waiting for one service on one day. */
  waitlistPerDay: 20,
} as const;

export const DEFAULTS = {
  timingInterval: 30,
  breakInterval: 0,
  cancellationHours: 24,
  duration: 30,
  maxAdvanceDays: 90,
} as const;

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Every status a booking can have: zod enums, the web's filters and badges, the admin's options derive from it. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const ROLES = ['user', 'admin', 'platform_admin'] as const;

export const TIMEZONES = [
  'Asia/Tashkent',
  'Asia/Almaty',
  'Asia/Dubai',
  'Europe/Moscow',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
] as const;
