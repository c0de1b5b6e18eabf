// The languages every surface shares (`@qabul/api/i18n`): which language a reader gets, typed catalogues, and
// Intl formatting. Safe for browsers (no server-only imports); ICU formatting for the server is in ./format.ts.
export * from './languages.ts';
export * from './catalogue.ts';
export * from './dates.ts';
export { latinToCyrillic } from './cyrillic.ts';
export { type MessageHit, type MessageIndex, messageIndex } from './message-match.ts';
export { masterLabel, type TitledMaster } from '@qabul/i18n';
// The booking flow's steps and rules (ADR 038): the browser apps reach the shared package through this entry.
export {
  BOOKING_STEPS,
  type BookingRoute,
  type BookingStep,
  booksThroughReserveFee,
  choosesMasterAmong,
  DAYS_AHEAD,
  stepAfter,
  stepBefore,
  stepsOf,
} from '@qabul/i18n';
export { formatMoney, formatPlanPrice, formatServicePrice, formatSom, parseMoney, type ServicePrice, zoneTime } from '@qabul/i18n';
