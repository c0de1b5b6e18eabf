import { z } from 'zod';
import {
  dateField,
  emailField,
  idField,
  languageField,
  notesField,
  optional,
  personName,
  phoneField,
  staffIdField,
  telegramUsernameField,
  timeField,
  timeZoneField,
} from '../../contracts/fields.ts';
import { paymentText } from './messages.uz.ts';

export const SubscriptionOrder = z.object({ planId: idField });
export type SubscriptionOrder = z.infer<typeof SubscriptionOrder>;

/** spec.md section 7: the booking form's fields under the payment call's names. */
export const ReserveOrder = z.object({
  serviceId: idField,
  clientName: personName,
  clientPhone: phoneField,
  clientEmail: optional(emailField),
  telegramUsername: optional(telegramUsernameField),
  notes: optional(notesField),
  bookingDate: dateField,
  timeSlot: timeField,
  clientTimezone: optional(timeZoneField),
  /** The master chosen; omitted or null: any master (DECISIONS.md, Teams). */
  staffId: optional(staffIdField),
  /** The client's language; omitted, the request's own (see POST /api/public/bookings). */
  language: optional(languageField),
});
export type ReserveOrder = z.infer<typeof ReserveOrder>;

/** POST /api/payment/orders/:id/release: the order's own token (or its booking's client token). */
export const OrderRelease = z.object({ token: z.string({ error: paymentText.orderNotFound }).min(1, paymentText.orderNotFound).max(200) });

/** UZS, as the developer pages take it (spec.md: test 1 000-100 000 000, real from 1 000 in steps of 1 000; both 10 000 at first). */
export const PAYMENT_CHECK_AMOUNT = { min: 1000, max: 100_000_000, step: 1000, initial: 10_000 } as const;

const checkAmount = z.coerce
  .number({ error: paymentText.checkAmount })
  .int(paymentText.checkAmount)
  .min(PAYMENT_CHECK_AMOUNT.min, paymentText.checkAmount)
  .max(PAYMENT_CHECK_AMOUNT.max, paymentText.checkAmount);
export const TestPayment = z.object({ amount: checkAmount });
export const RealPayment = z.object({ amount: checkAmount.multipleOf(PAYMENT_CHECK_AMOUNT.step, paymentText.realAmountStep) });
