import type { AdminUser, SubscriptionPlan, TimeSlot } from '@qabul/db';
import type {
  ActivityResponse,
  AdminAccountResponse,
  AdminBookingResponse,
  AdminPlanResponse,
  AdminStatsResponse,
  AdminTimeSlotResponse,
  AdminUserResponse,
  DeletePreviewResponse,
  PlatformStatsResponse,
} from '../../contracts/admin-responses.ts';
import type { Presented } from '../../contracts/responses.ts';
import { presentPlan } from '../subscriptions/index.ts';
import type { ActivityRow } from './admin-activity.queries.ts';
import type { AdminBookingRow } from './admin-bookings.queries.ts';
import type { AdminUserRow, DeletePreview } from './admin-users.queries.ts';

/** An admin-panel account as its owner sees it: never the password hash. */
export function presentAdmin(admin: AdminUser): Presented<typeof AdminAccountResponse> {
  return {
    id: admin.id,
    username: admin.username,
    email: admin.email,
    firstName: admin.firstName ?? null,
    lastName: admin.lastName ?? null,
    role: admin.role,
  };
}

/** A users-table row: chosen fields only (no password, Google token or Telegram link token). */
export function presentAdminUser(row: AdminUserRow): Presented<typeof AdminUserResponse> {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    createdAt: row.createdAt,
    subscription: row.subscription,
    serviceCount: row.serviceCount,
    bookingCount: row.bookingCount,
  };
}

/** The plan's own fields plus the admin contract's names for two of them. */
export function presentAdminPlan(plan: SubscriptionPlan): Presented<typeof AdminPlanResponse> {
  return {
    ...presentPlan(plan),
    currency: 'UZS' as const,
    duration: plan.durationDays,
    maxBookingsPerMonth: plan.maxMonthlyBookings ?? null,
    sortOrder: plan.sortOrder,
  };
}

export function presentAdminBooking(row: AdminBookingRow): Presented<typeof AdminBookingResponse> {
  return { ...row };
}

export function presentActivity(row: ActivityRow): Presented<typeof ActivityResponse> {
  return { ...row };
}

export function presentDeletePreview(preview: DeletePreview): Presented<typeof DeletePreviewResponse> {
  return { ...preview };
}

export type AdminStats = Presented<typeof AdminStatsResponse>;
export type PlatformStats = Presented<typeof PlatformStatsResponse>;

export function presentTimeSlot(slot: TimeSlot): Presented<typeof AdminTimeSlotResponse> {
  return { id: slot.id, time: slot.time, isAvailable: slot.isAvailable, category: slot.category };
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : '');

export const USER_CSV_COLUMNS = [
  'id',
  'username',
  'email',
  'firstName',
  'lastName',
  'role',
  'createdAt',
  'subscriptionStatus',
  'planId',
  'planName',
  'subscriptionStart',
  'subscriptionEnd',
  'serviceCount',
  'bookingCount',
];

export function userCsvRow(row: AdminUserRow): unknown[] {
  const s = row.subscription;
  return [
    row.id,
    row.username,
    row.email,
    row.firstName,
    row.lastName,
    row.role,
    iso(row.createdAt),
    s?.status,
    s?.planId,
    s?.planName,
    iso(s?.startDate),
    iso(s?.endDate),
    row.serviceCount,
    row.bookingCount,
  ];
}

export const BOOKING_CSV_COLUMNS = [
  'id',
  'name',
  'phone',
  'email',
  'serviceName',
  'providerName',
  'providerId',
  'date',
  'timeSlot',
  'status',
  'createdAt',
];

export function bookingCsvRow(row: AdminBookingRow): unknown[] {
  return [
    row.id,
    row.name,
    row.phone,
    row.email,
    row.serviceName,
    row.providerName,
    row.providerId,
    row.date,
    row.timeSlot,
    row.status,
    iso(row.createdAt),
  ];
}
