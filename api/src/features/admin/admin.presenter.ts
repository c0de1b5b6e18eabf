import type { AdminUser, SubscriptionPlan, TimeSlot } from '@qabul/db';
import { presentPlan } from '../subscriptions/index.ts';
import type { AdminBookingRow } from './admin-bookings.queries.ts';
import type { AdminUserRow } from './admin-users.queries.ts';

/** An admin-panel account as its owner sees it: never the password hash. */
export function presentAdmin(admin: AdminUser) {
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
export function presentAdminUser(row: AdminUserRow) {
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
export function presentAdminPlan(plan: SubscriptionPlan) {
  return {
    ...presentPlan(plan),
    currency: 'UZS',
    duration: plan.durationDays,
    maxBookingsPerMonth: plan.maxMonthlyBookings ?? null,
    sortOrder: plan.sortOrder,
  };
}

export function presentAdminBooking(row: AdminBookingRow) {
  return { ...row };
}

export function presentTimeSlot(slot: TimeSlot) {
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
