import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/**
 * GET /api/booking-details/:bookingId[?token=] — the public summary by the booking's random id; the client's
 * token (carried by their own links) adds what is personal.
 */
export function bookingDetailsQuery(bookingId: string, token: string | null = null) {
  return queryOptions({
    queryKey: ['booking-details', bookingId, token],
    queryFn: ({ signal }) => call('GET /api/booking-details/:id', { params: { id: bookingId }, query: token ? { token } : {} }, { signal }),
  });
}

export function useBookingDetails(bookingId: string | null, token: string | null = null) {
  return useQuery({ ...bookingDetailsQuery(bookingId ?? '', token), enabled: Boolean(bookingId) });
}
