/** Response shapes of the operators' API (/api/admin/*, /api/platform-admin/*). */
import type { BookingStatus, Role } from '../types.ts';

/** An admin-panel account (admin_users), as /api/admin/login and /api/admin/me answer. */
export interface AdminAccount {
  id: string | number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
}

export interface AdminUserSubscription {
  status: string;
  planId: number;
  planName: string;
  startDate: string | null;
  endDate: string | null;
}

/** A row of the users table, the same for the admin panel and the platform admin. */
export interface AdminUser {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  createdAt: string;
  subscription: AdminUserSubscription | null;
  serviceCount: number;
  bookingCount: number;
}

/** What deleting a user takes with it. */
export interface DeletePreview {
  services: number;
  bookings: number;
  upcomingBookings: number;
  availability: number;
}

export interface Activity {
  id: string | number;
  action: string;
  /** Free text or a small JSON object, as recorded. */
  details: unknown;
  actorType: 'user' | 'admin';
  actorName: string | null;
  userId: string | null;
  createdAt: string;
}

export interface PlanStat {
  planId: number;
  planName: string;
  userCount: number;
  /** tiyin */
  revenue: number;
}

export interface AdminStats {
  totalUsers: number;
  totalBookings: number;
  totalServices: number;
  activeSubscriptions: number;
  /** tiyin */
  revenue: number;
  subscriptionStats: PlanStat[];
  bookingsPerDay: Array<{ date: string; count: number }>;
  revenuePerMonth: Array<{ month: string; revenue: number }>;
  recentActivity: Activity[];
}

export interface PlatformStats {
  totalUsers: number;
  totalBookings: number;
  totalServices: number;
  recentActivity: Activity[];
}

export interface AdminBooking {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  serviceName: string | null;
  providerName: string | null;
  providerId: string;
  date: string;
  timeSlot: string;
  status: BookingStatus;
  createdAt: string;
}

export interface AdminTimeSlot {
  id: number;
  time: string;
  isAvailable: boolean;
}
