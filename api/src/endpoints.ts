/**
 * Every endpoint's contract, by feature: the browser-safe entry `@qabul/api/contracts` (zod and constants only, like
 * `@qabul/api/schemas`). The browser apps import only its types: `call('GET /api/services')` is typed by
 * `Endpoints['GET /api/services']`, and the contract objects themselves are loaded only in development, to check
 * answers. docs/api.md is rendered from these objects, and a test holds every one mounted and every route a contract.
 */
import type { Contract, RouteOf } from './contracts/endpoint.ts';
import * as admin from './features/admin/admin.contract.ts';
import * as auth from './features/auth/auth.contract.ts';
import * as bookings from './features/bookings/bookings.contract.ts';
import * as business from './features/business/business.contract.ts';
import * as calendar from './features/calendar/calendar.contract.ts';
import * as clients from './features/clients/clients.contract.ts';
import * as google from './features/google/google.contract.ts';
import * as health from './features/health/health.contract.ts';
import * as metrics from './features/metrics/metrics.contract.ts';
import * as payments from './features/payments/payments.contract.ts';
import * as platformAdmin from './features/platform-admin/platform-admin.contract.ts';
import * as profileImage from './features/profile-image/profile-image.contract.ts';
import * as publicPages from './features/public-pages/public-pages.contract.ts';
import * as publicApi from './features/public/public.contract.ts';
import * as reviews from './features/reviews/reviews.contract.ts';
import * as services from './features/services/services.contract.ts';
import * as slots from './features/slots/slots.contract.ts';
import * as staff from './features/staff/staff.contract.ts';
import * as subscriptions from './features/subscriptions/subscriptions.contract.ts';
import * as telegram from './features/telegram/telegram.contract.ts';
import * as timeOff from './features/time-off/time-off.contract.ts';
import * as users from './features/users/users.contract.ts';
import * as waitlist from './features/waitlist/waitlist.contract.ts';

export const CONTRACT_MODULES = {
  admin,
  auth,
  bookings,
  business,
  calendar,
  clients,
  google,
  health,
  metrics,
  payments,
  platformAdmin,
  profileImage,
  publicApi,
  publicPages,
  reviews,
  services,
  slots,
  staff,
  subscriptions,
  telegram,
  timeOff,
  users,
  waitlist,
};

type Modules = typeof CONTRACT_MODULES;
type Exported = { [M in keyof Modules]: Modules[M][keyof Modules[M]] }[keyof Modules];
/** Every contract, as one union. */
export type AnyEndpoint = Extract<Exported, Contract>;
/** Every contract by its route key (`'PUT /api/services/:id'`). */
export type Endpoints = { [C in AnyEndpoint as RouteOf<C>]: C };
export type Route = keyof Endpoints;

export function isContract(value: unknown): value is Contract {
  const candidate = value as Partial<Contract> | null;
  return typeof candidate?.method === 'string' && typeof candidate.path === 'string' && candidate.response !== undefined;
}

/** Every contract object, each once. */
export const CONTRACTS: readonly Contract[] = Object.values(CONTRACT_MODULES).flatMap((module) =>
  Object.values(module as Record<string, unknown>).filter(isContract),
);

/** The contract of a route key (`'GET /api/services'`), as the typed client checks answers with it. */
export function contractOf(route: string): Contract | undefined {
  return CONTRACTS.find((contract) => `${contract.method} ${contract.path}` === route);
}

export type { ClientAnswer, ClientInput, Contract, Empty } from './contracts/endpoint.ts';
