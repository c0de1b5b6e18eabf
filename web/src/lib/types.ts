/** Response shapes of the HTTP API (docs/api.md "Objects"). Request shapes come from `@qabul/api/schemas`. */
import type { Weekday } from '@qabul/api/schemas';

export type Role = 'user' | 'admin' | 'platform_admin';
export type BookingStatus = 'pending' | 'confirmed' | 'cancelled';

export interface UserSubscriptionSummary {
  status: string;
  startDate: string | null;
  endDate: string | null;
  planId: number;
  plan: { id: number; name: string };
}

export interface User {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role;
  timezone: string;
  googleConnected: boolean;
  /** The connected Google account's e-mail (it need not be the sign-in e-mail). */
  googleEmail?: string | null;
  /** Busy times from the connected Google Calendar count as taken in the slots. */
  googleCalendarSync?: boolean;
  telegramLinked?: boolean;
  createdAt: string;
  subscription: UserSubscriptionSummary | null;
}

export interface LoginResponse extends User {
  requiresSubscriptionSelection?: boolean;
}

export interface Plan {
  id: number;
  code?: string;
  name: string;
  description: string | null;
  price: number;
  durationDays: number;
  features: string[];
  isActive: boolean;
  popular?: boolean;
  trialDays?: number;
  maxServices?: number | null;
  maxMonthlyBookings?: number | null;
  allowsReserveFee?: boolean;
  allowsGoogleMeet?: boolean;
}

export interface MySubscription {
  id: number;
  planId: number;
  status: string;
  isTrial?: boolean;
  startDate: string | null;
  endDate: string | null;
  plan: { id: number; name: string; description: string | null; price: number; features: string[] };
}

export interface Service {
  id: number;
  userId: string;
  name: string;
  description: string | null;
  price: string | null;
  priceAmount: number;
  reserveFee: number;
  isPaid: boolean;
  duration: number;
  timingInterval: number;
  breakInterval: number;
  meetingAddress: string | null;
  isOnlineMeeting: boolean;
  onlineMeetingLink: string | null;
  useGoogleMeet: boolean;
  allowCancellation: boolean;
  cancellationHours: number;
  isActive: boolean;
}

export interface Booking {
  id: string;
  userId: string;
  serviceId: number;
  serviceName?: string | null;
  date: string;
  timeSlot: string;
  dateTimeUtc?: string;
  clientTimezone: string | null;
  name: string;
  phone: string;
  email: string | null;
  telegramUsername: string | null;
  notes: string | null;
  meetingAddress?: string | null;
  isOnlineMeeting?: boolean;
  onlineMeetingLink?: string | null;
  googleMeetLink?: string | null;
  status: BookingStatus;
  confirmationNumber: string;
  createdAt?: string;
}

/** Answer of POST /api/public/bookings. */
export interface PublicBooking extends Booking {
  telegramLink: string | null;
  reserveFee?: number;
  /** The client's key to this booking (details, links); only its creator receives it. */
  clientToken: string;
}

export interface Slot {
  date: string;
  /** Provider-local start; this is what a booking sends back. */
  time: string;
  /** The same instant in the requested client timezone. */
  clientTime: string;
  isAvailable: boolean;
  timezone: string;
}

export interface PublicProvider {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  timezone: string;
}

/** GET /api/booking-details/:id — personal fields are null unless the client's token came along. */
export interface BookingDetails {
  id: string;
  hasClientAccess: boolean;
  name: string | null;
  phone: string;
  email: string | null;
  date: string;
  timeSlot: string;
  dateTimeUtc: string;
  endsAt: string;
  timezone: string;
  serviceName: string;
  providerName: string;
  providerUsername: string;
  providerEmail: string;
  confirmationNumber: string | null;
  reserveFeeAmount: number | null;
  reserveFeePaid: boolean;
  isOnlineMeeting: boolean;
  meetingAddress: string | null;
  onlineMeetingLink: string | null;
  googleMeetLink: string | null;
  telegramLink: string | null;
  canChange: boolean | null;
  status?: BookingStatus;
}

export type WeeklyAvailability = Partial<Record<Weekday, string[]>>;

export interface ServiceAvailability {
  serviceId: number;
  availability: WeeklyAvailability;
}
