import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { BookingDetails } from '../../../lib/types.ts';

/**
 * GET /api/booking-details/:bookingId[?token=] — the public summary by the booking's random id; the client's
 * token (carried by their own links) adds what is personal.
 */
export function bookingDetailsQuery(bookingId: string, token: string | null = null) {
  return queryOptions({
    queryKey: ['booking-details', bookingId, token],
    queryFn: ({ signal }) =>
      api<BookingDetails>(`/api/booking-details/${encodeURIComponent(bookingId)}`, { signal, query: token ? { token } : undefined }),
  });
}

export function useBookingDetails(bookingId: string | null, token: string | null = null) {
  return useQuery({ ...bookingDetailsQuery(bookingId ?? '', token), enabled: Boolean(bookingId) });
}
