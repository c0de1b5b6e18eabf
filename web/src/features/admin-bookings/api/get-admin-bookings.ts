import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '../../../lib/admin/list-query.ts';
import { type CallInput, callPage } from '../../../lib/api-client.ts';

/** The table's page and the contract's status filter. */
export type AdminBookingsQuery = ListQuery & Pick<NonNullable<CallInput<'GET /api/admin/bookings'>['query']>, 'status'>;

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
