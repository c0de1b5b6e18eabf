import { queryOptions, useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/api-client.ts';

/**
 * GET /api/bookings?from=&to= for one day: the full bookings behind the grid's blocks (e-mail, notes, number), read
 * only when one is opened. Under the `bookings` key, so every booking write refreshes it.
 */
export function dayBookingsQuery(date: string) {
  return queryOptions({
    queryKey: ['bookings', 'day', date] as const,
    queryFn: ({ signal }) =>
      callPage('GET /api/bookings', { query: { from: date, to: date, limit: 1000 } }, { signal }).then((page) => page.items),
  });
}

export function useDayBookings(date: string | null) {
  return useQuery({ ...dayBookingsQuery(date ?? ''), enabled: date !== null });
}
