import { useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/api-client.ts';

/** GET /api/bookings?limit=1 — has anyone booked this provider yet? One row (and the total) is enough to know. */
export function useHasBookings(enabled: boolean) {
  return useQuery({
    queryKey: ['bookings', 'any'],
    queryFn: ({ signal }) => callPage('GET /api/bookings', { query: { limit: 1 } }, { signal }).then((page) => page.total > 0),
    enabled,
  });
}
