// Every screen `pnpm gallery` renders, one line each. Adding a page is adding its line.
//
//   name      the screenshot's file name and label (unique)
//   path      the address, or (fixtures) => address for one that needs an id or a token made in setup.mjs
//   as        who looks (personas.mjs): visitor (signed out, the default), owner (the demo provider), starter (a new
//             owner on Freemium with nothing set up), newcomer (registered, no plan yet), master (an invited
//             master), admin (the admin panel's account), platform (role platform_admin)
//   walk      what the person does after the page opens (walks.mjs), for screens an address alone does not open
//   optional  a page being built elsewhere: when the SPA answers it with its 404 page, that is reported, not failed
//   expect    answers >= 400 this screen expects, beyond the persona's: 'GET /api/staff/* 404'
//   status    the page's own HTTP status when it is not 200 (a page that says "not found")
//   miniapp   the Mini App inside Telegram instead of a web address: { start: start parameter (null: the home),
//             client: 'newcomer' | 'returning' (setup.mjs) }
import { walks } from './walks.mjs';

const { web, mini } = walks;
const booking = (f) => `booking=${f.booking.id}`;
const proof = (f) => `confirm=${f.booking.confirmation}&token=${f.booking.token}`;

export const ROUTES = [
  // Public pages
  { name: 'landing', path: '/' },
  { name: 'auth-login', path: '/auth' },
  { name: 'auth-register', path: '/auth', walk: web.secondTab },
  { name: 'auth-verify-email', path: '/auth/verify-email?token=gallery-token' },
  { name: 'auth-staff-invite', path: '/auth/staff-invite?token=gallery-token' },
  // Path as the API names it (POST /api/auth/password-reset); correct it when the page lands.
  { name: 'auth-password-reset', path: '/auth/password-reset', optional: true },
  { name: 'about', path: '/about' },
  { name: 'help', path: '/help' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'not-found', path: '/no/such/page', status: 404 },
  { name: 'provider-not-found', path: '/no-such-provider-x', status: 404, expect: ['GET /api/public/*/no-such-provider-x 404'] },
  { name: 'google-auth-error', path: '/google-auth-error' },
  { name: 'review-visit', path: (f) => `/review/${f.booking.id}?token=gallery-token` },
  { name: 'payment-return', path: '/payment/return?order=00000000-0000-0000-0000-000000000000', expect: ['GET /api/*/orders/* 404'] },
  { name: 'miniapp-outside-telegram', path: '/miniapp/' },

  // The demo's public page, step by step, and the client's own links
  { name: 'demo-1-service', path: '/demo' },
  { name: 'demo-2-master', path: '/demo', walk: web.master },
  { name: 'demo-3-day', path: '/demo', walk: web.calendar },
  { name: 'demo-4-time', path: '/demo', walk: web.time },
  { name: 'demo-5-confirm', path: '/demo', walk: web.confirmation },
  { name: 'demo-5-confirm-errors', path: '/demo', walk: web.confirmationErrors },
  { name: 'demo-6-success', path: '/demo', walk: web.success },
  { name: 'booking-success', path: (f) => `/booking-success?${booking(f)}&token=${f.booking.token}` },
  { name: 'booking-success-no-token', path: (f) => `/booking-success?${booking(f)}` },
  { name: 'demo-reschedule-link', path: (f) => `/demo?reschedule=${f.booking.id}&${proof(f)}` },
  { name: 'demo-reschedule-form', path: (f) => `/demo?reschedule=${f.booking.id}&confirm=${f.booking.confirmation}` },
  { name: 'demo-cancel-link', path: (f) => `/demo?cancel=${f.booking.id}&${proof(f)}` },
  { name: 'demo-cancel-form', path: (f) => `/demo?cancel=${f.booking.id}&confirm=${f.booking.confirmation}` },

  // The provider's dashboard: the demo owner
  { name: 'owner-home', path: '/', as: 'owner' },
  { name: 'owner-calendar', path: '/user/calendar', as: 'owner' },
  { name: 'owner-bookings', path: '/user/bookings', as: 'owner' },
  { name: 'owner-clients', path: '/user/clients', as: 'owner' },
  { name: 'owner-reviews', path: '/user/reviews', as: 'owner' },
  { name: 'owner-services', path: '/user/services', as: 'owner' },
  { name: 'owner-team', path: '/user/team', as: 'owner' },
  { name: 'owner-my-hours', path: '/user/my-hours', as: 'owner' },
  { name: 'owner-time-off', path: '/user/time-off', as: 'owner' },
  { name: 'owner-profile', path: '/user/profile', as: 'owner' },
  { name: 'owner-subscription', path: '/user/subscription', as: 'owner' },
  { name: 'owner-plans', path: '/subscription-selection', as: 'owner' },
  { name: 'owner-payment', path: (f) => `/payment?planId=${f.paidPlan}`, as: 'owner' },
  { name: 'owner-google-test', path: '/google-oauth-test', as: 'owner' },
  { name: 'owner-business', path: '/user/business', as: 'owner', optional: true },
  { name: 'owner-setup', path: '/user/setup', as: 'owner', optional: true },

  // A new owner: the plan choice, then an empty business
  { name: 'newcomer-plans', path: '/subscription-selection', as: 'newcomer' },
  { name: 'starter-home', path: '/', as: 'starter' },
  { name: 'starter-services', path: '/user/services', as: 'starter' },
  { name: 'starter-bookings', path: '/user/bookings', as: 'starter' },
  { name: 'starter-setup', path: '/user/setup', as: 'starter', optional: true },

  // What an invited master sees
  { name: 'master-home', path: '/', as: 'master' },
  { name: 'master-calendar', path: '/user/calendar', as: 'master' },
  { name: 'master-bookings', path: '/user/bookings', as: 'master' },
  { name: 'master-my-hours', path: '/user/my-hours', as: 'master' },
  // The days-off page asks for the team to name a master; a master has no team list (404) and the page knows it.
  { name: 'master-time-off', path: '/user/time-off', as: 'master', expect: ['GET /api/staff 404'] },
  { name: 'master-profile', path: '/user/profile', as: 'master' },

  // The admin panel and the platform admin
  { name: 'admin-login', path: '/admin/login' },
  { name: 'admin-dashboard', path: '/admin/dashboard', as: 'admin' },
  { name: 'admin-plans', path: '/admin/subscription-plans', as: 'admin' },
  { name: 'admin-bookings', path: '/admin/bookings', as: 'admin' },
  { name: 'admin-settings', path: '/admin/settings', as: 'admin' },
  { name: 'platform-admin', path: '/platform-admin', as: 'platform' },
  { name: 'platform-test-payment', path: '/test-payment', as: 'platform' },
  { name: 'platform-real-payment', path: '/real-payment', as: 'platform' },

  // The Mini App in Telegram
  { name: 'mini-home-new', miniapp: { start: null, client: 'newcomer' } },
  { name: 'mini-home-bookings', miniapp: { start: null, client: 'returning' } },
  { name: 'mini-1-service', miniapp: { start: 'demo', client: 'newcomer' } },
  { name: 'mini-2-master', miniapp: { start: 'demo', client: 'newcomer' }, walk: mini.master },
  { name: 'mini-3-day', miniapp: { start: 'demo', client: 'newcomer' }, walk: mini.day },
  { name: 'mini-4-time', miniapp: { start: 'demo', client: 'newcomer' }, walk: mini.time },
  { name: 'mini-5-confirm-new', miniapp: { start: 'demo', client: 'newcomer' }, walk: mini.confirmation },
  { name: 'mini-5-confirm-known-phone', miniapp: { start: 'demo', client: 'returning' }, walk: mini.confirmation },
  { name: 'mini-6-success', miniapp: { start: 'demo', client: 'returning' }, walk: mini.success },
  { name: 'mini-reschedule', miniapp: { start: (f, language) => `reschedule-${f.telegram[language].bookingId}`, client: 'returning' } },
];
