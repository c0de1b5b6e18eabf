import { z } from 'zod';
import { BookingStatusSchema, PlanResponse, RoleSchema, timestamp } from './responses.ts';

/**
 * What the operators' API answers (/api/admin/*, /api/platform-admin/*), typed and tested like responses.ts: the
 * presenters return `Presented<...>`, the web app reads `Wire<...>`, the contract tests parse real answers.
 */
const text = z.string();
const optionalText = z.string().nullable();

/** An admin-panel account (admin_users), as /api/admin/login and /api/admin/me answer: never the password hash. */
export const AdminAccountResponse = z.strictObject({
  id: z.number(),
  username: text,
  email: text,
  firstName: optionalText,
  lastName: optionalText,
  role: text,
});

export const AdminSessionResponse = z.strictObject({ admin: AdminAccountResponse.nullable() });

/** A row of the users table, the same for the admin panel and the platform admin. */
export const AdminUserResponse = z.strictObject({
  id: text,
  username: text,
  /** Null for an account registered with Telegram that has not added an e-mail. */
  email: optionalText,
  firstName: optionalText,
  lastName: optionalText,
  role: RoleSchema,
  createdAt: timestamp,
  subscription: z
    .strictObject({ status: text, planId: z.number(), planName: text, startDate: timestamp.nullable(), endDate: timestamp.nullable() })
    .nullable(),
  serviceCount: z.number(),
  bookingCount: z.number(),
});

/** What deleting a user takes with it. */
export const DeletePreviewResponse = z.strictObject({
  services: z.number(),
  bookings: z.number(),
  upcomingBookings: z.number(),
  availability: z.number(),
});

export const ActivityResponse = z.strictObject({
  id: text,
  action: text,
  /** Free text or a small JSON object, as recorded. */
  details: z.unknown(),
  actorType: z.enum(['user', 'admin']),
  actorName: optionalText,
  userId: optionalText,
  /**
   * What the entry is about, so the page can say it in words and link to it: `entityType` ('user', 'business',
   * 'booking', 'service', 'staff', 'client', 'subscription_plan', 'user_subscription', 'admin_user', 'time_off',
   * 'date_override', 'time_slot'), its id, and its name as people call it now (null once it is gone, or for a kind
   * without a name). `action` is a stable machine word (`booking_cancelled`, `admin_signed_in`...).
   */
  entityType: optionalText,
  entityId: optionalText,
  entityName: optionalText,
  createdAt: timestamp,
});

export const PlanStatResponse = z.strictObject({
  planId: z.number(),
  planName: text,
  userCount: z.number(),
  /** tiyin */
  revenue: z.number(),
});

const counts = { totalUsers: z.number(), totalBookings: z.number(), totalServices: z.number() };

export const AdminStatsResponse = z.strictObject({
  ...counts,
  activeSubscriptions: z.number(),
  /** tiyin */
  revenue: z.number(),
  subscriptionStats: z.array(PlanStatResponse),
  bookingsPerDay: z.array(z.strictObject({ date: text, count: z.number() })),
  revenuePerMonth: z.array(z.strictObject({ month: text, revenue: z.number() })),
  recentActivity: z.array(ActivityResponse),
});

export const PlatformStatsResponse = z.strictObject({ ...counts, recentActivity: z.array(ActivityResponse) });

/** The plan's own fields plus the admin contract's names for two of them. */
export const AdminPlanResponse = PlanResponse.extend({
  currency: z.literal('UZS'),
  duration: z.number(),
  maxBookingsPerMonth: z.number().nullable(),
  sortOrder: z.number(),
});

export const AdminBookingResponse = z.strictObject({
  id: text,
  name: text,
  phone: text,
  email: optionalText,
  serviceName: optionalText,
  providerName: optionalText,
  providerId: text,
  /** The master who serves it (the provider themselves in a solo business). */
  staffName: text,
  date: text,
  timeSlot: text,
  status: BookingStatusSchema,
  createdAt: timestamp,
});

export const AdminTimeSlotResponse = z.strictObject({ id: z.number(), time: text, isAvailable: z.boolean(), category: text });
