/**
 * The web app's message catalog: every user-visible text, Uzbek (Latin). The texts live in one file per
 * area under ./messages/ so that each page's bundle carries only its own (the public booking page must
 * stay small); import them from here. Validation and server texts come from the shared catalog `uz`
 * in `@qabul/api/schemas` and are not repeated.
 */
export * from './messages/common.ts';
export * from './messages/calendar.ts';
export * from './messages/footer.ts';
export * from './messages/booking.ts';
export * from './messages/business-about.ts';
export * from './messages/booking-steps.ts';
export * from './messages/booking-after.ts';
export * from './messages/client-changes.ts';
export * from './messages/pages.ts';
export * from './messages/titles.ts';
export * from './messages/landing.ts';
export * from './messages/account.ts';
export * from './messages/dashboard.ts';
export * from './messages/calendar-page.ts';
export * from './messages/clients.ts';
export * from './messages/reviews.ts';
export * from './messages/team.ts';
export * from './messages/admin.ts';
export * from './messages/google.ts';
export * from './messages/payment-check.ts';
export * from './messages/time-off.ts';
export * from './messages/waitlist.ts';
export * from './messages/business.ts';
