import { z } from 'zod';
import { BOOKING_STATUSES, ROLES } from '../../contracts/limits.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { adminText } from './messages.uz.ts';

const v = adminText.validation;

export const AdminLogin = z.object({
  username: z.string({ error: v.username }).trim().min(1, v.username).max(254, uz.validation.tooLong),
  password: z.string({ error: v.password }).min(1, v.password).max(200, uz.validation.tooLong),
});
export type AdminLogin = z.infer<typeof AdminLogin>;

export const ADMIN_PAGE = { defaultSize: 20, maxSize: 100 } as const;

/** A server-paged list: page (1-based), pageSize (1..100), sort ("name" or "-name", from `sorts`), q (search). */
export function listQuery<const S extends string>(sorts: readonly S[], defaultSort: `-${S}` | S) {
  return z.object({
    page: z.coerce.number({ error: v.page }).int(v.page).min(1, v.page).max(1_000_000, v.page).default(1),
    pageSize: z.coerce
      .number({ error: v.pageSize })
      .int(v.pageSize)
      .min(1, v.pageSize)
      .max(ADMIN_PAGE.maxSize, v.pageSize)
      .default(ADMIN_PAGE.defaultSize),
    sort: z
      .string({ error: v.sort })
      .refine((value) => (sorts as readonly string[]).includes(value.replace(/^-/, '')), v.sort)
      .default(defaultSort)
      .transform((value) => ({ field: value.replace(/^-/, '') as S, descending: value.startsWith('-') })),
    q: z
      .string({ error: uz.validation.invalid })
      .max(100, uz.validation.tooLong)
      .optional()
      .transform((value) => value?.trim().toLowerCase() ?? ''),
  });
}

export const USER_SORTS = ['createdAt', 'email', 'username', 'name', 'role'] as const;
export const UserList = listQuery(USER_SORTS, '-createdAt');
export type UserList = z.infer<typeof UserList>;

const status = z.enum(BOOKING_STATUSES, { error: uz.validation.status });

export const BOOKING_SORTS = ['createdAt', 'date', 'name', 'status'] as const;
export const BookingList = listQuery(BOOKING_SORTS, '-createdAt').extend({ status: status.optional() });
export type BookingList = z.infer<typeof BookingList>;

export const ActivityList = listQuery(['createdAt'] as const, '-createdAt').extend({
  userId: z.uuid({ error: uz.validation.invalid }).optional(),
  action: z.string({ error: uz.validation.invalid }).trim().max(100, uz.validation.tooLong).optional(),
});
export type ActivityList = z.infer<typeof ActivityList>;

export const RoleChange = z.object({ role: z.enum(ROLES, { error: v.role }) });
export type RoleChange = z.infer<typeof RoleChange>;

export const BookingStatusChange = z.object({ status });
export type BookingStatusChange = z.infer<typeof BookingStatusChange>;

export const TimeSlotChange = z.object({ isAvailable: z.boolean({ error: v.isAvailable }) });
export type TimeSlotChange = z.infer<typeof TimeSlotChange>;

const limit = z.number({ error: v.planLimit }).int(v.planLimit).min(0, v.planLimit).max(1_000_000, v.planLimit).nullable();

/**
 * A plan as the admin panel sends it (spec.md section 5): name required, price in tiyin at least 0, duration at
 * least one day, blank features dropped. The admin contract's names `duration` and `maxBookingsPerMonth` are
 * accepted for `durationDays` and `maxMonthlyBookings`.
 */
const planFields = {
  name: z.string({ error: v.planName }).trim().min(1, v.planName).max(100, uz.validation.tooLong),
  description: z
    .string({ error: uz.validation.invalid })
    .max(1000, uz.validation.tooLong)
    .nullable()
    .transform((text) => text?.trim() ?? ''),
  price: z.number({ error: v.planPrice }).int(v.planPrice).min(0, v.planPrice).max(2_000_000_000, v.planPrice),
  durationDays: z.number({ error: v.planDuration }).int(v.planDuration).min(1, v.planDuration).max(3660, v.planDuration),
  duration: z.number({ error: v.planDuration }).int(v.planDuration).min(1, v.planDuration).max(3660, v.planDuration),
  features: z
    .array(z.string({ error: v.features }).max(200, uz.validation.tooLong), { error: v.features })
    .max(50, v.features)
    .transform((list) => list.map((line) => line.trim()).filter(Boolean)),
  isActive: z.boolean({ error: uz.validation.invalid }),
  popular: z.boolean({ error: uz.validation.invalid }),
  maxServices: limit,
  maxMonthlyBookings: limit,
  maxBookingsPerMonth: limit,
  trialDays: z
    .number({ error: uz.validation.invalid })
    .int(uz.validation.invalid)
    .min(0, uz.validation.invalid)
    .max(365, uz.validation.invalid),
  allowsReserveFee: z.boolean({ error: uz.validation.invalid }),
  allowsReports: z.boolean({ error: uz.validation.invalid }),
  allowsGoogleMeet: z.boolean({ error: uz.validation.invalid }),
  sortOrder: z
    .number({ error: uz.validation.invalid })
    .int(uz.validation.invalid)
    .min(0, uz.validation.invalid)
    .max(10_000, uz.validation.invalid),
};

/** Folds the contract's alternative names into the plan's own. */
function canonical<
  T extends { duration?: number; durationDays?: number; maxBookingsPerMonth?: number | null; maxMonthlyBookings?: number | null },
>(body: T) {
  const { duration, maxBookingsPerMonth, ...rest } = body;
  return {
    ...rest,
    ...(rest.durationDays === undefined && duration !== undefined ? { durationDays: duration } : {}),
    ...(rest.maxMonthlyBookings === undefined && maxBookingsPerMonth !== undefined ? { maxMonthlyBookings: maxBookingsPerMonth } : {}),
  };
}

export const PlanUpdate = z.object(planFields).partial().transform(canonical);
export type PlanUpdate = z.infer<typeof PlanUpdate>;

export const PlanCreate = z.object(planFields).partial().extend({ name: planFields.name, price: planFields.price }).transform(canonical);
export type PlanCreate = z.infer<typeof PlanCreate>;
