import { z } from 'zod';
import { BOOKING_STATUSES, ROLES, WEEKDAYS } from './limits.ts';
import { LANGUAGES } from './i18n/languages.ts';
import { BUSINESS_CATEGORIES } from './business-categories.ts';

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
  /** Null for an account registered with Telegram until its owner adds an address and proves it. */
  email: optionalText,
  /** The owner proved the e-mail (the link sent to it, or Google); until then Google sign-in takes the account over. */
  emailVerified: z.boolean(),
  /** An address the owner asked to add, waiting for the link sent to it; it signs nobody in until proven. */
  pendingEmail: optionalText,
  /**
   * The account has set a password for signing in with its e-mail (one made with Telegram or Google may have none yet);
   * an added address signs in once it is proven.
   */
  emailLogin: z.boolean(),
  firstName: optionalText,
  lastName: optionalText,
  profileImageUrl: optionalText,
  role: RoleSchema,
  timezone: text,
  /** The person's own language (`uz`, `uz-Cyrl`, `ru`): the dashboard's and every notice to them. */
  language: z.enum(LANGUAGES),
  googleConnected: z.boolean(),
  /** The connected Google account's e-mail (it need not be the sign-in e-mail). */
  googleEmail: optionalText,
  /** Busy times from the connected Google Calendar count as taken in the slots. */
  googleCalendarSync: z.boolean(),
  /** A Telegram chat gets this account's notices. */
  telegramLinked: z.boolean(),
  /** A Telegram account signs in to this one (the Login Widget, the bot's "Kabinet"), and its username if it has one. */
  telegramSignIn: z.boolean(),
  telegramUsername: optionalText,
  createdAt: timestamp,
  updatedAt: timestamp,
  subscription: UserSubscriptionSummaryResponse.nullable(),
});

export const LoginResponse = UserResponse.extend({ requiresSubscriptionSelection: z.boolean() });

/** POST /api/auth/telegram: signed in (200) or registered (201) with Telegram; `registered` starts the setup. */
export const TelegramSignInResponse = LoginResponse.extend({ registered: z.boolean() });

/** An answer that only says what happened (a reset link sent, a link to prove an address sent). */
export const MessageResponse = z.strictObject({ message: text });

/** POST /api/auth/verify-email: the address the link proved. */
export const EmailVerifiedResponse = z.strictObject({ message: text, email: text });

/** POST /api/auth/verify-email/resend: where the new link went. */
export const VerificationSentResponse = z.strictObject({ message: text });

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
  /** How many active masters the plan allows; null: unlimited (DECISIONS.md, Teams). */
  maxStaff: z.number().nullable(),
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
  plan: z.strictObject({
    id: z.number(),
    name: text,
    description: optionalText,
    price: z.number(),
    features: z.array(text),
    maxStaff: z.number().nullable(),
  }),
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
  minNoticeMinutes: z.number(),
  maxAdvanceDays: z.number(),
  dailyLimit: z.number().nullable(),
  bufferBefore: z.number(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/**
 * A reserve fee the client paid online for a booking (tiyin). Qabul never returns it by itself: a refund is the
 * payment system's cancel of the transaction (docs/decisions/010-reserve-fee-after-a-cancel.md).
 */
export const PaidReserveFeeResponse = z.strictObject({ amount: z.number(), paidAt: timestamp.nullable() });

/** The master who serves a booking (DECISIONS.md, Teams). */
export const BookingStaffResponse = z.strictObject({ id: text, name: text });

export const BookingResponse = z.strictObject({
  id: text,
  userId: text,
  serviceId: z.number().nullable(),
  serviceName: optionalText,
  staff: BookingStaffResponse,
  /** The provider's local date and start (YYYY-MM-DD, HH:mm). */
  date: text,
  timeSlot: text,
  dateTimeUtc: timestamp,
  endsAt: timestamp,
  clientTimezone: optionalText,
  name: text,
  phone: text,
  /** The phone is the client's own as Telegram verified it (booked in the bot chat with their shared contact). */
  phoneVerified: z.boolean(),
  email: optionalText,
  telegramUsername: optionalText,
  notes: optionalText,
  meetingAddress: optionalText,
  isOnlineMeeting: z.boolean(),
  onlineMeetingLink: optionalText,
  googleMeetLink: optionalText,
  status: BookingStatusSchema,
  /** When the client answered "Kelaman" on their Telegram card ("Mijoz tasdiqladi"), or null. */
  clientConfirmedAt: timestamp.nullable(),
  confirmationNumber: text,
  /** The client's language: every later message to them (card, reminders, e-mails) is written in it. */
  language: z.enum(LANGUAGES),
  /** The reserve fee paid on this booking, or null (none asked, or not paid). */
  paidReserveFee: PaidReserveFeeResponse.nullable(),
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
  /** Who serves it: the client sees the master's name on the success step. */
  staff: BookingStaffResponse,
  /** The business's name (its owner's own until it has one). */
  providerName: text,
  providerUsername: text,
  /** How the client reaches the business about their booking (a refund, a question); never the owner's login e-mail. */
  providerPhone: optionalText,
  providerTelegram: optionalText,
  /** Where to go, in the booking's language: the business's address with its landmark, else the service's address. */
  place: optionalText,
  date: text,
  timeSlot: text,
  dateTimeUtc: timestamp,
  endsAt: timestamp,
  timezone: text,
  /** The client's language (the booking's own). */
  language: z.enum(LANGUAGES),
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
  /**
   * The service's rule for a client's cancel or reschedule, public so the page can say it before the form:
   * allowed until `until` (`hoursBefore` hours before the start); null when the service allows no changes.
   */
  changeWindow: z.strictObject({ hoursBefore: z.number(), until: timestamp }).nullable(),
});

/** A master of the business as the owner sees them (GET/POST /api/staff, PUT /api/staff/{id}). */
export const StaffResponse = z.strictObject({
  id: text,
  name: text,
  title: optionalText,
  photoUrl: optionalText,
  serviceIds: z.array(z.number()),
  /** Their own weekly hours; an empty map: whenever the service is offered. */
  availability: z.partialRecord(z.enum(WEEKDAYS), z.array(text)),
  telegramUsername: optionalText,
  email: optionalText,
  /** The master linked their own Telegram chat by their own link (their notices go there first). */
  telegramLinked: z.boolean(),
  isActive: z.boolean(),
  /** The owner themselves: cannot be removed. */
  isOwner: z.boolean(),
  /** When the last invitation went out, and whether an account accepted one. */
  invitedAt: timestamp.nullable(),
  accepted: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A master as clients see them on the public page. */
export const PublicStaffResponse = z.strictObject({ id: text, name: text, title: optionalText, photoUrl: optionalText });

/** A service on the public page, with the masters who do it. */
export const PublicServiceResponse = ServiceResponse.extend({ staff: z.array(PublicStaffResponse) });

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

/** A picture of the business (logo, cover, a gallery photo): its address never changes, so it is cached for good. */
export const BusinessImageResponse = z.strictObject({ id: text, url: text, width: z.number(), height: z.number() });

/** Where the business is on the map. */
export const BusinessLocationResponse = z.strictObject({ lat: z.number(), lng: z.number() });

export const BusinessCategorySchema = z.enum(BUSINESS_CATEGORIES);

/** GET/PUT /api/business: the business as its owner edits it (DECISIONS.md, "The business on its page"). */
export const BusinessResponse = z.strictObject({
  /** The name the owner gave the business; null until they give one. */
  businessName: optionalText,
  /** What clients read: the business name, else the owner's own name (a solo provider as before). */
  name: text,
  category: BusinessCategorySchema.nullable(),
  address: optionalText,
  /** "Mo'ljal": how people find the place. */
  landmark: optionalText,
  location: BusinessLocationResponse.nullable(),
  /** E.164. */
  phone: optionalText,
  /** Usernames without "@". */
  telegram: optionalText,
  instagram: optionalText,
  description: optionalText,
  /** 256×256. */
  logo: BusinessImageResponse.nullable(),
  /** 1200×400. */
  cover: BusinessImageResponse.nullable(),
  /** At most 12, in the owner's order. */
  gallery: z.array(BusinessImageResponse),
  updatedAt: timestamp.nullable(),
});

/** An open stretch of a day on the business's clock ("09:00" to "20:00"). */
export const OpenIntervalResponse = z.strictObject({ start: text, end: text });

const weekOf = <T extends z.ZodType>(day: T) =>
  z.strictObject(Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day])) as Record<(typeof WEEKDAYS)[number], T>);

/**
 * When the business is open, from the same rule as its free times (the masters' hours ∩ the services', days off and
 * overrides of the date). `openNow` and `nextChangeAt` hold at the moment of the answer; a page left open can work
 * them out again from `today` and `timezone`.
 */
export const BusinessHoursResponse = z.strictObject({
  /** The business's time zone (IANA). */
  timezone: text,
  /** Today on the business's clock (YYYY-MM-DD). */
  date: text,
  /** Today's open stretches; empty: closed all day. */
  today: z.array(OpenIntervalResponse),
  openNow: z.boolean(),
  /** When `openNow` changes next today (the current stretch's end, or the next one's start); null: not before midnight. */
  nextChangeAt: timestamp.nullable(),
  /** The usual week without days off or overrides, Monday first. */
  week: weekOf(z.array(OpenIntervalResponse)),
});

/** Links that open the place in a maps app: by its coordinates when set, else by its address text. */
export const MapLinksResponse = z.strictObject({ yandex: text, google: text });

/** The visible reviews' figures: the average (null with none) and how many. */
export const RatingResponse = z.strictObject({ average: z.number().nullable(), count: z.number() });

/** The business as every client surface shows it (the public page, the Mini App). Never the owner's login e-mail. */
export const PublicBusinessResponse = z.strictObject({
  /** The business name, else the owner's own name. */
  name: text,
  category: BusinessCategorySchema.nullable(),
  description: optionalText,
  logo: BusinessImageResponse.nullable(),
  cover: BusinessImageResponse.nullable(),
  gallery: z.array(BusinessImageResponse),
  address: optionalText,
  landmark: optionalText,
  location: BusinessLocationResponse.nullable(),
  /** Null when the business gave neither coordinates nor an address. */
  mapLinks: MapLinksResponse.nullable(),
  /** E.164, for a `tel:` link. */
  phone: optionalText,
  telegram: optionalText,
  instagram: optionalText,
  hours: BusinessHoursResponse,
  rating: RatingResponse,
});

/** A public business as a card (search results, the Mini App's home, a business opened before). */
export const BusinessCardResponse = z.strictObject({
  username: text,
  name: text,
  category: BusinessCategorySchema.nullable(),
  /** The logo, else the owner's profile image. */
  logoUrl: optionalText,
  address: optionalText,
  rating: RatingResponse,
  /** Its active services' names, in the order of its page. */
  services: z.array(text),
});

/** GET /api/public/user/{userIdentifier}: the provider and their business. The login e-mail is never part of it. */
export const PublicProviderResponse = z.strictObject({
  id: text,
  username: text,
  firstName: optionalText,
  lastName: optionalText,
  profileImageUrl: optionalText,
  timezone: text,
  business: PublicBusinessResponse,
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
  /** The service booked (null once it was deleted): the Mini App's reschedule and "Yana yozilish" book it again. */
  serviceId: z.number().nullable(),
  serviceName: optionalText,
  providerName: text,
  providerUsername: text,
  /** Who serves it: the Mini App's Ko'chirish offers this master's times first. */
  staff: BookingStaffResponse,
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

/** GET /api/telegram/my-providers: one provider the person booked with ("Yana yozilish"), the latest first. */
export const MiniAppProviderResponse = z.strictObject({
  username: text,
  /** The business's name, else its owner's. */
  name: text,
  /** The business's logo, else its owner's profile image (absolute). */
  photoUrl: optionalText,
  category: BusinessCategorySchema.nullable(),
  rating: RatingResponse,
  /** The last booking's service while it is still offered. */
  lastServiceId: z.number().nullable(),
  lastServiceName: optionalText,
  /** The last booking's master; null until bookings name one. */
  lastStaffId: optionalText,
  lastBookedAt: timestamp,
});

export const PaymentOrderStateSchema = z.enum(['waiting', 'paid', 'cancelled', 'refunded']);
export const PaymentOrderKindSchema = z.enum(['subscription', 'service_reserve']);

/** An order as the sandbox checkout's buttons answer it. */
export const PaymentOrderResponse = z.strictObject({
  orderId: text,
  kind: PaymentOrderKindSchema,
  /** Tiyin. */
  amount: z.number(),
  state: PaymentOrderStateSchema,
});

/** GET /api/payment/orders/:id (the return page): its token or its owner's session only. */
export const PaymentOrderStatusResponse = PaymentOrderResponse.extend({
  planId: z.number().nullable(),
  bookingId: optionalText,
  paidAt: timestamp.nullable(),
  holdUntil: timestamp.nullable(),
});

const orderLinks = {
  paymentUrl: text,
  clickUrl: optionalText,
  /** The order's own key for reading its state; the return link carries it too. Only its creator receives it. */
  orderToken: text,
};

/** Answer of POST /api/payment/subscription. */
export const SubscriptionOrderResponse = PaymentOrderResponse.extend({ ...orderLinks, planId: z.number(), planName: text });

/** Answer of POST /api/payment/service-reserve: the held booking and the order that pays its fee. */
export const ReserveOrderResponse = PaymentOrderResponse.extend({
  ...orderLinks,
  /** Null only for a Mini App caller paying with a Telegram invoice on a server without a checkout. */
  paymentUrl: optionalText,
  bookingId: text,
  clientToken: text,
  confirmationNumber: text,
  holdUntil: timestamp,
});

/** GET /api/payment/sandbox/:payload: what Payme's page would show for the link. */
export const SandboxCheckoutResponse = z.strictObject({
  merchantName: text,
  orderId: text,
  amount: z.number(),
  state: PaymentOrderStateSchema,
  returnUrl: optionalText,
});

/** GET /api/payment/history: the provider's paid orders with what a receipt needs. */
export const PaymentReceiptResponse = z.strictObject({
  orderId: text,
  kind: PaymentOrderKindSchema,
  description: optionalText,
  planName: optionalText,
  amount: z.number(),
  currency: text,
  state: PaymentOrderStateSchema,
  paidBy: optionalText,
  paymeTransactionId: optionalText,
  createdAt: timestamp,
  paidAt: timestamp.nullable(),
  cancelledAt: timestamp.nullable(),
});

const notice = z.strictObject({ title: text, message: text, recommendation: text });

/** POST /api/payment/test and /real (spec.md section 3, test payment response); secrets masked. */
export const TestPaymentResponse = z.strictObject({
  success: z.boolean(),
  testPayment: z.strictObject({
    /** UZS, as the page sent it. */
    amount: z.number(),
    environment: z.enum(['production', 'sandbox', 'test']),
    credentials: z.strictObject({ merchantId: optionalText, login: optionalText, key: optionalText }),
    paymentUrl: optionalText,
    instructions: z.array(text),
  }),
  troubleshooting: z.strictObject({ error: optionalText, cause: optionalText, solutions: z.array(text) }),
  webhook: z.strictObject({
    configured: z.boolean(),
    testing: z.boolean(),
    status: z.enum(['ready', 'not_configured']),
    solution: optionalText,
  }),
  notice,
  warning: notice,
});

/** A client of the business (a phone within it) with their figures: GET /api/clients. */
export const ClientResponse = z.strictObject({
  id: text,
  name: text,
  /** E.164. */
  phone: text,
  email: optionalText,
  telegramUsername: optionalText,
  visits: z.number(),
  cancellations: z.number(),
  noShows: z.number(),
  lastVisitAt: timestamp.nullable(),
  nextBookingAt: timestamp.nullable(),
});

/** GET /api/clients/{id}: the card adds the booking history and the provider's private note. */
export const ClientDetailsResponse = ClientResponse.extend({
  note: optionalText,
  bookings: z.array(BookingResponse),
});

/** A client's rating of a visit; `clientName` is shortened ("Dilnoza Y.") for the public page. */
export const ReviewResponse = z.strictObject({
  id: text,
  rating: z.number(),
  comment: optionalText,
  clientName: text,
  createdAt: timestamp,
});

/** The provider's view of a review: the service and whether it is hidden. */
export const ProviderReviewResponse = ReviewResponse.extend({
  bookingId: text,
  serviceName: optionalText,
  hidden: z.boolean(),
});

/** GET /api/public/reviews/{userIdentifier}: the visible reviews' average (null with none) and the 10 latest. */
export const ReviewSummaryResponse = z.strictObject({
  average: z.number().nullable(),
  count: z.number(),
  latest: z.array(ReviewResponse),
});

/** Days off of the whole business (`staffId` null) or of one master (DECISIONS.md, Provider tools). */
export const TimeOffResponse = z.strictObject({
  id: text,
  from: text,
  to: text,
  staffId: optionalText,
  note: optionalText,
  createdAt: timestamp,
});

/** The answer to adding days off: the bookings inside them, left for the provider to move or cancel. */
export const TimeOffCreatedResponse = TimeOffResponse.extend({ affectedBookings: z.array(BookingResponse) });

export const HolidayResponse = z.strictObject({ date: text, name: text });

export const DateOverrideResponse = z.strictObject({ date: text, staffId: optionalText, times: z.array(text) });

/** A place on the waitlist: the token is the client's key to leave it. */
export const WaitlistJoinResponse = z.strictObject({ id: text, token: text });

/** A span of a master's day, provider-local `HH:mm` (an end at midnight reads "24:00"). */
export const CalendarSpanResponse = z.strictObject({ start: text, end: text });

/**
 * One master's date on the calendar: `open` is their working time (the slot rule's hours, overrides and days off;
 * ADR 021). `off` is true when nothing is open, with `reason`: `closed` (the business's day off or closed date),
 * `day_off` (the master's own) or `no_hours` (no hours that weekday); `note` is the day off's own note, when it has one.
 */
export const CalendarDayResponse = z.strictObject({
  date: text,
  open: z.array(CalendarSpanResponse),
  off: z.boolean(),
  reason: z.enum(['closed', 'day_off', 'no_hours']).optional(),
  note: optionalText.optional(),
});

/** A column of the calendar: a master (inactive ones only while they hold bookings or blocks in the range). */
export const CalendarMasterResponse = z.strictObject({
  id: text,
  name: text,
  title: optionalText,
  photoUrl: optionalText,
  isActive: z.boolean(),
  days: z.array(CalendarDayResponse),
});

/**
 * A booking on the calendar: from `start` to `end` on `date` (provider-local; `end` is "24:00" when it runs past
 * midnight, `endsAt` is exact), with the minutes it also holds before (`bufferBefore`) and after (`bufferAfter`, the
 * service's break), drawn lighter.
 */
export const CalendarBookingResponse = z.strictObject({
  id: text,
  staffId: text,
  date: text,
  start: text,
  end: text,
  startsAt: timestamp,
  endsAt: timestamp,
  bufferBefore: z.number(),
  bufferAfter: z.number(),
  status: BookingStatusSchema,
  clientName: text,
  phone: text,
  serviceId: z.number().nullable(),
  serviceName: optionalText,
  confirmationNumber: text,
  paidReserveFee: PaidReserveFeeResponse.nullable(),
  clientConfirmedAt: timestamp.nullable(),
});

/** "Band vaqt": a master's time held without a booking (lunch, an errand), provider-local. */
export const CalendarBlockResponse = z.strictObject({
  id: text,
  staffId: text,
  date: text,
  start: text,
  end: text,
  note: optionalText,
  createdAt: timestamp,
});

/**
 * GET /api/calendar: the days `from`..`to` of the business (or of the signed-in master) in its `timezone`, with rows
 * every `step` minutes (the smallest booking interval of its active services, at least 15; 30 without services).
 */
export const CalendarResponse = z.strictObject({
  timezone: text,
  step: z.number(),
  from: text,
  to: text,
  masters: z.array(CalendarMasterResponse),
  bookings: z.array(CalendarBookingResponse),
  blocks: z.array(CalendarBlockResponse),
});

/** What a presenter returns for `schema` (timestamps as Date; JSON turns them into the wire form). */
export type Presented<S extends z.ZodType> = z.output<S>;
/** What a client reads for `schema` (timestamps as ISO strings). */
export type Wire<S extends z.ZodType> = z.input<S>;
