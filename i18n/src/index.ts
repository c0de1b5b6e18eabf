// What every surface shares about languages: the list and typed catalogues. Safe for browsers; the server's ICU
// formatting (Lingui) is the separate entry `@qabul/i18n/format`, so no browser bundle pulls it in.
export * from './languages.ts';
export * from './catalogue.ts';
export { masterLabel, type TitledMaster } from './master-label.ts';
export type { MessageValues } from './values.ts';
export { cutText, graphemeBoundaries } from './cut-text.ts';
export { formatMoney, formatPlanPrice, formatServicePrice, formatSom, moneyWords, parseMoney, type ServicePrice } from './money.ts';
export { zoneTime, zoneWords } from './time-zones.ts';
export { KEPT_IN_LATIN } from './kept-in-latin.ts';
export {
  BOOKING_STEPS,
  type BookingRoute,
  type BookingStep,
  booksThroughReserveFee,
  CHAT_STEPS,
  type ChatStep,
  choosesMasterAmong,
  DAYS_AHEAD,
  type FlowStep,
  stepAfter,
  stepBefore,
  stepsOf,
} from './booking-flow.ts';
