import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Booking } from '../../../lib/types.ts';

export interface BookingFilters {
  from?: string;
  to?: string;
}

/** GET /api/bookings[?from&to] — the provider's bookings. */
export function bookingsQuery(filters: BookingFilters = {}) {
  return queryOptions({
    queryKey: ['bookings', filters.from ?? null, filters.to ?? null],
    queryFn: ({ signal }) => api<Booking[]>('/api/bookings', { query: { limit: 1000, ...filters }, signal }),
  });
}

export function useBookings(filters?: BookingFilters) {
  return useQuery(bookingsQuery(filters));
}
