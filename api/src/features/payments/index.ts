// What the payments feature offers the other features: they import it from here, never from its files.
// Payments sits above bookings (it books through them) and nobody below calls it: bookings tells it of
// cancellations through a hook (bookings/booking-cancel-hooks.ts), registered by payments.routes.ts.
export type { OrderRow } from './orders.queries.ts';
export {
  checkTelegramPayment,
  findReserveOrder,
  INVOICE_CURRENCY,
  invoiceable,
  type PreCheckoutVerdict,
  settleTelegramPayment,
  type TelegramSettlement,
} from './telegram/telegram-pay.ts';
export type { TelegramCharge } from './telegram/telegram-pay.queries.ts';
export { INVOICE_AMOUNT_LIMITS, invoiceAmountAllowed } from './telegram/invoice-limits.ts';
export { paymentCheckMessages, paymentMessages, planEndingMessages } from './messages.ts';
