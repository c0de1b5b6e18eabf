import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { BookingDetails } from '../../../lib/types.ts';

/** GET /api/booking-details/:bookingId — public summary addressed by the booking's random id. */
export function bookingDetailsQuery(bookingId: string) {
  return queryOptions({
    queryKey: ['booking-details', bookingId],
    queryFn: ({ signal }) => api<BookingDetails>(`/api/booking-details/${encodeURIComponent(bookingId)}`, { signal }),
  });
}

export function useBookingDetails(bookingId: string | null) {
  return useQuery({ ...bookingDetailsQuery(bookingId ?? ''), enabled: Boolean(bookingId) });
}
