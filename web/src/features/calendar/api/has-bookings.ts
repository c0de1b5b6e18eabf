import { useQuery } from '@tanstack/react-query';
import { apiList } from '../../../lib/api-client.ts';
import type { Booking } from '../../../lib/types.ts';

/** GET /api/bookings?limit=1 — has anyone booked this provider yet? One row (and the total) is enough to know. */
export function useHasBookings(enabled: boolean) {
  return useQuery({
    queryKey: ['bookings', 'any'],
    queryFn: ({ signal }) => apiList<Booking>('/api/bookings', { query: { limit: 1 }, signal }).then((page) => page.total > 0),
    enabled,
  });
}
