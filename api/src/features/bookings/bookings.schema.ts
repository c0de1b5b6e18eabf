import { z } from 'zod';
import {
  dateField,
  emailField,
  idField,
  languageField,
  notesField,
  optional,
  pageQuery,
  personName,
  phoneField,
  reasonField,
  staffIdField,
  telegramUsernameField,
  timeField,
  timeZoneField,
} from '../../contracts/fields.ts';
import { BOOKING_STATUSES, type BookingStatus, LIMITS } from '../../contracts/limits.ts';
import { uz } from '../../contracts/messages.uz.ts';

const m = uz.validation;

/** The client's part of the booking form (spec.md section 5), shared with both apps. */
export const ClientDetails = z.object({
  name: personName,
  phone: phoneField,
  email: optional(emailField),
  telegramUsername: optional(telegramUsernameField),
  notes: optional(notesField),
});
export type ClientDetails = z.infer<typeof ClientDetails>;

const status = z.enum(BOOKING_STATUSES, { error: m.status });

export const CreateBooking = ClientDetails.extend({
  date: dateField,
  timeSlot: timeField,
  serviceId: idField,
  clientTimezone: optional(timeZoneField),
  /** The master chosen; omitted or null: "Farqi yo'q" (any master who does the service and is free). */
  staffId: optional(staffIdField),
  /** The client's language (`uz`, `uz-Cyrl`, `ru`); omitted, the request's own (the `lang` cookie, Accept-Language). */
  language: optional(languageField),
});
export type CreateBooking = z.infer<typeof CreateBooking>;

export const CreateDashboardBooking = CreateBooking.extend({
  // A visit not yet begun cannot have been missed: "Kelmadi" is marked on a booking, not created.
  status: status.exclude(['no_show'], { error: m.status }).optional(),
});
export type CreateDashboardBooking = z.infer<typeof CreateDashboardBooking>;

export const UpdateBooking = ClientDetails.extend({
  status: status.optional(),
});
export type UpdateBooking = z.infer<typeof UpdateBooking>;

/** PUT /api/bookings/{id}/status: the provider's one-tap status change (confirm, cancel, "Kelmadi"). */
export const StatusChange = z.object({ status });
export type StatusChange = z.infer<typeof StatusChange>;

export const Reschedule = z.object({
  newDate: dateField,
  newTimeSlot: timeField,
  reason: reasonField,
  /** Move it to another master of the business; omitted, it stays with its own. */
  staffId: optional(staffIdField),
});
export type Reschedule = z.infer<typeof Reschedule>;

/**
 * A move as DECISIONS.md names it (the calendar's drag, the reschedule dialog): `PUT /api/bookings/{id}/reschedule`
 * `{date, timeSlot, staffId?, reason?}`. The older `POST` with `newDate`/`newTimeSlot` (spec.md's) is the same move.
 */
export const Move = z.object({
  date: dateField,
  timeSlot: timeField,
  reason: reasonField,
  /** Move it to another master of the business; omitted, it stays with its own. */
  staffId: optional(staffIdField),
});
export type Move = z.infer<typeof Move>;

export const Cancel = z.object({ reason: reasonField }).default({ reason: null });
export type Cancel = z.infer<typeof Cancel>;

/** A suspicious batch cancelled at once (issue: strangers filling a provider's month). */
export const BulkCancel = z.object({
  ids: z
    .array(z.uuid({ error: m.bookingId }), { error: m.bulkCancelIds })
    .min(1, m.bulkCancelIds)
    .max(LIMITS.bulkCancelMax, m.bulkCancelIds),
  reason: reasonField,
});
export type BulkCancel = z.infer<typeof BulkCancel>;

const confirmationNumber = z.string({ error: m.fillAll }).trim().toUpperCase().min(1, m.fillAll).max(32, m.fillAll);

/**
 * Public actions prove ownership with the booking's client token (the client's own links carry it), or else with
 * the confirmation number, the phone and (when the booking has one) the e-mail.
 */
const ClientProof = z.object({
  confirmationNumber,
  phone: optional(z.string({ error: m.phoneRequired }).trim().max(64, m.phone)),
  email: optional(z.string({ error: m.email }).trim().toLowerCase().max(254, m.email)),
  token: optional(z.string({ error: m.fillAll }).trim().max(128, m.fillAll)),
});

/** Without a token the phone is the proof, so it must be there. */
function provenBy<T extends z.ZodType<{ token: string | null; phone: string | null }>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    if (!value.token && !value.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: m.phoneRequired });
  });
}

export const PublicReschedule = provenBy(
  ClientProof.extend({
    newDate: z.string({ error: m.fillAll }).min(1, m.fillAll).pipe(dateField),
    newTimeSlot: z.string({ error: m.fillAll }).min(1, m.fillAll).pipe(timeField),
    reason: reasonField,
  }),
);
export type PublicReschedule = z.infer<typeof PublicReschedule>;

export const PublicCancel = provenBy(ClientProof.extend({ reason: reasonField }));
export type PublicCancel = z.infer<typeof PublicCancel>;

export const BOOKINGS_PAGE = { default: 200, max: 1000 } as const;

/** One status or several: `status=pending,confirmed` or the parameter repeated. */
const isStatus = (value: string): value is BookingStatus => (BOOKING_STATUSES as readonly string[]).includes(value);
const statuses = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',') : value),
  z
    .array(z.string({ error: m.status }), { error: m.status })
    .min(1, m.status)
    .max(BOOKING_STATUSES.length, m.status)
    // One message for the whole list, on `status`, whichever of its items is wrong.
    .refine((list) => list.every(isStatus), m.status)
    .transform((list) => list as BookingStatus[]),
);

export const BookingFilters = z.object({
  from: dateField.optional(),
  to: dateField.optional(),
  status: statuses.optional(),
  /** The client's name (any part), digits of their phone, or the confirmation number. */
  search: z.string({ error: m.invalid }).trim().max(100, m.tooLong).optional(),
  /** One master's bookings only. */
  staffId: staffIdField.optional(),
  /** Pages instead of stopping silently: `limit` (1..1000, default 200) rows from `offset`. */
  ...pageQuery(BOOKINGS_PAGE),
});
export type BookingFilters = z.infer<typeof BookingFilters>;
