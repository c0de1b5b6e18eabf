import { type CallAnswer, call } from '@qabul/web/api-client';
import { useRequest } from './use-request.ts';

/** Shapes from the API's own contracts (timestamps as JSON carries them). */
export type MyBookings = CallAnswer<'GET /api/telegram/my-bookings'>;
export type MiniBooking = MyBookings['upcoming'][number];

/** GET /api/telegram/my-bookings — the person's upcoming bookings and, for a linked provider, today's. */
export function getMyBookings(): Promise<MyBookings> {
  return call('GET /api/telegram/my-bookings');
}

export function useMyBookings() {
  return useRequest(getMyBookings);
}
