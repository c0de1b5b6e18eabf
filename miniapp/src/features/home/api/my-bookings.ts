import { api } from '@qabul/web/api-client';
import { useRequest } from '../../../lib/use-request.ts';

export interface MiniBooking {
  id: string;
  date: string;
  timeSlot: string;
  dateTimeUtc: string;
  /** The reader's own day and time. */
  localDate: string;
  localTime: string;
  timezone: string;
  status: 'pending' | 'confirmed' | 'cancelled';
  serviceName: string | null;
  providerName: string;
  providerUsername: string;
  meetingAddress: string | null;
  meetingLink: string | null;
  confirmationNumber?: string;
  canCancel?: boolean;
  clientName?: string;
  clientPhone?: string;
}

export interface MyBookings {
  upcoming: MiniBooking[];
  provider: { username: string; date: string | null } | null;
  today: MiniBooking[] | null;
}

/** GET /api/telegram/my-bookings — the person's upcoming bookings and, for a linked provider, today's. */
export function getMyBookings(): Promise<MyBookings> {
  return api<MyBookings>('/api/telegram/my-bookings');
}

export function useMyBookings() {
  return useRequest(getMyBookings);
}
