/**
 * The route table: every router of the API, in the order the app mounts them (app.ts). A router mounts contracts
 * (`features/<feature>/<feature>.contract.ts`: method, path, input, answer) with their guards and handlers, so from a
 * path here the feature's `*.routes.ts` is one step and its contract or its service the next. docs/api.md is rendered
 * from these routers, and a test holds every route here to a contract.
 */
import { adminOperationsRoutes } from './features/admin/admin-operations.routes.ts';
import { adminPanelRoutes } from './features/admin/admin.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { bookingRoutes, publicBookingRoutes } from './features/bookings/bookings.routes.ts';
import { businessRoutes } from './features/business/business.routes.ts';
import { calendarRoutes } from './features/calendar/calendar.routes.ts';
import { clientRoutes } from './features/clients/clients.routes.ts';
import { googleRoutes } from './features/google/google.routes.ts';
import { configRoutes } from './features/health/config.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { metricsRoutes } from './features/metrics/metrics.routes.ts';
import { clickRoutes } from './features/payments/click/click.routes.ts';
import { paymeRoutes } from './features/payments/payme/payme.routes.ts';
import { paymentRoutes } from './features/payments/payments.routes.ts';
import { platformAdminRoutes } from './features/platform-admin/platform-admin.routes.ts';
import { profileImageRoutes } from './features/profile-image/profile-image.routes.ts';
import { publicRoutes } from './features/public/public.routes.ts';
import { publicPageRoutes } from './features/public-pages/public-pages.routes.ts';
import { reviewRoutes } from './features/reviews/reviews.routes.ts';
import { serviceRoutes } from './features/services/services.routes.ts';
import { publicSlotRoutes, slotRoutes } from './features/slots/slots.routes.ts';
import { staffRoutes } from './features/staff/staff.routes.ts';
import { subscriptionRoutes } from './features/subscriptions/subscriptions.routes.ts';
import { telegramRoutes } from './features/telegram/telegram.routes.ts';
import { timeOffRoutes } from './features/time-off/time-off.routes.ts';
import { userRoutes } from './features/users/users.routes.ts';
import { waitlistRoutes } from './features/waitlist/waitlist.routes.ts';
import type { ContractRouter } from './middleware/contract-router.ts';

/**
 * Ahead of the ORM, sessions and body parsing: the public slot list, the most requested call (its repeats are
 * answered earlier still, by the fast lane, slots/slot-list-fast-lane.ts). Without a serviceId it falls through to
 * the provider's grid in ROUTES.
 */
export const SLOT_LIST_ROUTES: readonly ContractRouter[] = [publicSlotRoutes];

/**
 * Ahead of sessions and the same-origin check, which they do not need: the hottest public write (with its own JSON
 * parsing), and the payment systems' callbacks, which read their own bodies and answer in their own envelopes.
 */
export const SESSIONLESS_ROUTES: readonly ContractRouter[] = [publicBookingRoutes, paymeRoutes, clickRoutes];

/** The operators': the admin panel (its own session), the all-bookings and settings pages, the platform admin. */
export const OPERATOR_ROUTES: readonly ContractRouter[] = [adminPanelRoutes, adminOperationsRoutes, platformAdminRoutes];

/** Everything else, after sessions, the same-origin check and JSON body parsing. */
export const ROUTES: readonly ContractRouter[] = [
  healthRoutes,
  metricsRoutes,
  configRoutes,
  profileImageRoutes,
  googleRoutes,
  authRoutes,
  userRoutes,
  subscriptionRoutes,
  serviceRoutes,
  staffRoutes,
  businessRoutes,
  timeOffRoutes,
  waitlistRoutes,
  publicRoutes,
  publicPageRoutes,
  slotRoutes,
  calendarRoutes,
  bookingRoutes,
  clientRoutes,
  reviewRoutes,
  paymentRoutes,
  ...OPERATOR_ROUTES,
  // The Mini App's calls, the chat links and the bot's webhook (what they need of the bot: AppDeps.telegram).
  telegramRoutes,
];

/** Every router, for the reference and the tests. */
export const ALL_ROUTES: readonly ContractRouter[] = [...SLOT_LIST_ROUTES, ...SESSIONLESS_ROUTES, ...ROUTES];
