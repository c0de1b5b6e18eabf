import type { MiniAppBookingResponse, MiniAppBookingsResponse, Wire } from '@qabul/api/schemas';
import { api } from '@qabul/web/api-client';
import { useRequest } from './use-request.ts';

/** Shapes from the API's own contracts (timestamps as JSON carries them). */
export type MiniBooking = Wire<typeof MiniAppBookingResponse>;
export type MyBookings = Wire<typeof MiniAppBookingsResponse>;

/** GET /api/telegram/my-bookings — the person's upcoming bookings and, for a linked provider, today's. */
export function getMyBookings(): Promise<MyBookings> {
  return api<MyBookings>('/api/telegram/my-bookings');
}

export function useMyBookings() {
  return useRequest(getMyBookings);
}
