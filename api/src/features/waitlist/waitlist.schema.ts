import { z } from 'zod';
import {
  dateField,
  emailField,
  idField,
  languageField,
  optional,
  personName,
  phoneField,
  staffIdField,
  telegramUsernameField,
} from '../../contracts/fields.ts';

/** A client waiting for time on a full day of a service (DECISIONS.md, Provider tools). */
export const JoinWaitlist = z.object({
  serviceId: idField,
  date: dateField,
  staffId: optional(staffIdField),
  name: personName,
  phone: phoneField,
  telegramUsername: optional(telegramUsernameField),
  email: optional(emailField),
  /** The client's language, for the offer; omitted, the request's own (see POST /api/public/bookings). */
  language: languageField.optional(),
});
export type JoinWaitlist = z.infer<typeof JoinWaitlist>;

export const LeaveWaitlist = z.object({ token: z.string().max(200).optional() });
