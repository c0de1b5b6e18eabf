import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '../../../lib/admin/list-query.ts';
import { callPage } from '../../../lib/api-client.ts';
import type { BookingStatus } from '../../../lib/types.ts';

export interface AdminBookingsQuery extends ListQuery {
  status?: BookingStatus;
}

/** GET /api/admin/bookings?status&q&page&pageSize&sort — every provider's bookings. */
export function adminBookingsQuery(query: AdminBookingsQuery) {
  return queryOptions({
    queryKey: ['admin-bookings', query],
    queryFn: ({ signal }) => callPage('GET /api/admin/bookings', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminBookings(query: AdminBookingsQuery) {
  return useQuery(adminBookingsQuery(query));
}
