// The schema-only entry (`@qabul/api/schemas`): contracts the web and mini app share with the server.
// It imports nothing but zod and constants, so it is safe to bundle into the browser.
export * from './contracts/limits.ts';
export * from './contracts/bookable-days.ts';
export * from './contracts/display-name.ts';
export * from './contracts/fields.ts';
export * from './contracts/public-paths.ts';
export * from './contracts/responses.ts';
export * from './contracts/admin-responses.ts';
export * from './contracts/business-categories.ts';
export { uz, fill } from './contracts/messages.uz.ts';
// Its translations, for the browser's language chunks only: a shared schema's message shown in the reader's language.
export { uzRu } from './contracts/messages.ru.ts';
export { uzCyrl } from './contracts/messages.uz-cyrl.ts';
export { words } from './contracts/words.uz.ts';
export * from './features/auth/auth.schema.ts';
export * from './features/services/services.schema.ts';
export * from './features/bookings/bookings.schema.ts';
export * from './features/slots/slots.schema.ts';
export * from './features/staff/staff.schema.ts';
export * from './features/time-off/time-off.schema.ts';
export * from './features/waitlist/waitlist.schema.ts';
export * from './features/subscriptions/subscriptions.schema.ts';
export * from './features/business/business.schema.ts';
export { PAYMENT_CHECK_AMOUNT } from './features/payments/payments.schema.ts';
