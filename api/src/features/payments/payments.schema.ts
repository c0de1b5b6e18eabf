import { z } from 'zod';
import {
  dateField,
  emailField,
  idField,
  notesField,
  optional,
  personName,
  phoneField,
  telegramUsernameField,
  timeField,
  timeZoneField,
} from '../../contracts/fields.ts';

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
});
export type ReserveOrder = z.infer<typeof ReserveOrder>;

/** UZS, as the developer pages take it (spec.md: test 1 000-100 000 000, real from 1 000 in steps of 1 000). */
export const TestPayment = z.object({ amount: z.coerce.number().int().min(1000).max(100_000_000) });
export const RealPayment = z.object({ amount: z.coerce.number().int().min(1000).max(100_000_000).multipleOf(1000) });
