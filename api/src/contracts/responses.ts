import { z } from 'zod';
import { BOOKING_STATUSES, ROLES, WEEKDAYS } from './limits.ts';

/**
 * What the API answers, object by object (spec.md section 3, docs/api.md "Objects"). The presenters are typed
 * by these schemas (`Presented<...>`, with timestamps as Date), the web app and the Mini App read the same
 * shapes (`Wire<...>`, timestamps as ISO strings, as JSON carries them), and the contract tests parse real
 * answers with them, so a field added, dropped or renamed on one side fails on the other.
 */
export const timestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});
const text = z.string();
const optionalText = z.string().nullable();

export const RoleSchema = z.enum(ROLES);
export const BookingStatusSchema = z.enum(BOOKING_STATUSES);

export const UserSubscriptionSummaryResponse = z.strictObject({
  status: text,
  startDate: timestamp,
  endDate: timestamp.nullable(),
  planId: z.number(),
  plan: z.strictObject({ id: z.number(), name: text }),
});

export const UserResponse = z.strictObject({
  id: text,
  username: text,
  email: text,
  firstName: optionalText,
  lastName: optionalText,
  profileImageUrl: optionalText,
  role: RoleSchema,
  timezone: text,
  googleConnected: z.boolean(),
  /** The connected Google account's e-mail (it need not be the sign-in e-mail). */
  googleEmail: optionalText,
  /** Busy times from the connected Google Calendar count as taken in the slots. */
  googleCalendarSync: z.boolean(),
  telegramLinked: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
  subscription: UserSubscriptionSummaryResponse.nullable(),
});

export const LoginResponse = UserResponse.extend({ requiresSubscriptionSelection: z.boolean() });

export const PlanResponse = z.strictObject({
  id: z.number(),
  code: optionalText,
  name: text,
  description: optionalText,
  price: z.number(),
  durationDays: z.number(),
  features: z.array(text),
  isActive: z.boolean(),
  popular: z.boolean(),
  trialDays: z.number(),
  maxServices: z.number().nullable(),
  maxMonthlyBookings: z.number().nullable(),
  allowsReserveFee: z.boolean(),
  allowsReports: z.boolean(),
  allowsGoogleMeet: z.boolean(),
  createdAt: timestamp,
});

export const MySubscriptionResponse = z.strictObject({
  id: z.number(),
  planId: z.number(),
  status: text,
  isTrial: z.boolean(),
  startDate: timestamp,
  endDate: timestamp.nullable(),
  plan: z.strictObject({ id: z.number(), name: text, description: optionalText, price: z.number(), features: z.array(text) }),
});

export const ServiceResponse = z.strictObject({
  id: z.number(),
  userId: text,
  name: text,
  description: optionalText,
  price: optionalText,
  priceAmount: z.number(),
  reserveFee: z.number(),
  isPaid: z.boolean(),
  duration: z.number(),
  timingInterval: z.number(),
  breakInterval: z.number(),
  meetingAddress: optionalText,
  isOnlineMeeting: z.boolean(),
  onlineMeetingLink: optionalText,
  useGoogleMeet: z.boolean(),
  allowCancellation: z.boolean(),
  cancellationHours: z.number(),
  isActive: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const BookingResponse = z.strictObject({
  id: text,
  userId: text,
  serviceId: z.number().nullable(),
  serviceName: optionalText,
  /** The provider's local date and start (YYYY-MM-DD, HH:mm). */
  date: text,
  timeSlot: text,
  dateTimeUtc: timestamp,
  endsAt: timestamp,
  clientTimezone: optionalText,
  name: text,
  phone: text,
  email: optionalText,
  telegramUsername: optionalText,
  notes: optionalText,
  meetingAddress: optionalText,
  isOnlineMeeting: z.boolean(),
  onlineMeetingLink: optionalText,
  googleMeetLink: optionalText,
  status: BookingStatusSchema,
  confirmationNumber: text,
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** Answer of POST /api/public/bookings. */
export const PublicBookingResponse = BookingResponse.extend({
  reserveFee: z.number(),
  telegramLink: optionalText,
  /** The client's key to this booking (details, links); only its creator receives it. */
  clientToken: text,
});

/** GET /api/booking-details/:id: personal fields are null unless the client's token came along. */
export const BookingDetailsResponse = z.strictObject({
  id: text,
  serviceName: optionalText,
  providerName: text,
  providerUsername: text,
  providerEmail: text,
  date: text,
  timeSlot: text,
  dateTimeUtc: timestamp,
  endsAt: timestamp,
  timezone: text,
  status: BookingStatusSchema,
  reserveFeeAmount: z.number(),
  reserveFeePaid: z.boolean(),
  isOnlineMeeting: z.boolean(),
  meetingAddress: optionalText,
  hasClientAccess: z.boolean(),
  phone: text,
  name: optionalText,
  email: optionalText,
  telegramUsername: optionalText,
  notes: optionalText,
  confirmationNumber: optionalText,
  onlineMeetingLink: optionalText,
  googleMeetLink: optionalText,
  telegramLink: optionalText,
  canChange: z.boolean().nullable(),
});

export const SlotResponse = z.strictObject({
  date: text,
  /** Provider-local start; this is what a booking sends back. */
  time: text,
  /** The same instant in the requested client timezone. */
  clientTime: text,
  clientDate: text,
  isAvailable: z.boolean(),
  timezone: text,
});

export const PublicProviderResponse = z.strictObject({
  id: text,
  username: text,
  firstName: optionalText,
  lastName: optionalText,
  email: text,
  profileImageUrl: optionalText,
  timezone: text,
});

export const ServiceAvailabilityResponse = z.strictObject({
  serviceId: z.number(),
  availability: z.partialRecord(z.enum(WEEKDAYS), z.array(text)),
});

/** A booking in the Mini App's lists. Clients see their confirmation number; providers see the client. */
export const MiniAppBookingResponse = z.strictObject({
  id: text,
  date: text,
  timeSlot: text,
  dateTimeUtc: text,
  /** The reader's own day and time. */
  localDate: text,
  localTime: text,
  timezone: text,
  status: BookingStatusSchema,
  serviceName: optionalText,
  providerName: text,
  providerUsername: text,
  meetingAddress: optionalText,
  meetingLink: optionalText,
  confirmationNumber: text.optional(),
  canCancel: z.boolean().optional(),
  clientName: text.optional(),
  clientPhone: text.optional(),
});

/** GET /api/telegram/my-bookings: the person's upcoming bookings and, for a linked provider, today's. */
export const MiniAppBookingsResponse = z.strictObject({
  upcoming: z.array(MiniAppBookingResponse),
  provider: z.strictObject({ username: text, date: optionalText }).nullable(),
  today: z.array(MiniAppBookingResponse).nullable(),
});

/** What a presenter returns for `schema` (timestamps as Date; JSON turns them into the wire form). */
export type Presented<S extends z.ZodType> = z.output<S>;
/** What a client reads for `schema` (timestamps as ISO strings). */
export type Wire<S extends z.ZodType> = z.input<S>;
