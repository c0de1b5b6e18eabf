import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BOOKING_STATUSES } from '@qabul/api/schemas';
import { apiList, type ListPage } from '../../../lib/api-client.ts';
import type { Booking, BookingStatus } from '../../../lib/types.ts';

/** What the server filters by (GET /api/bookings): a date range, a master, a status, and a search. */
export interface BookingFilters {
  from?: string;
  to?: string;
  staffId?: string;
  /** One status or several (the server reads `status=pending,confirmed`). */
  status?: BookingStatus | readonly BookingStatus[];
  /** A name, any digits of the phone, or a confirmation number. */
  search?: string;
}

/** A page of the list: read a page at a time, "Yana ko'rsatish" reads the next. */
export const BOOKINGS_PAGE = 50;

function query(filters: BookingFilters) {
  const status = typeof filters.status === 'string' ? filters.status : filters.status?.join(',');
  return { from: filters.from, to: filters.to, staffId: filters.staffId, status, search: filters.search || undefined };
}

/** GET /api/bookings?from&to&staffId&status&search&limit&offset — the list, soonest first, a page at a time. */
export function bookingsQuery(filters: BookingFilters) {
  return infiniteQueryOptions({
    queryKey: ['bookings', 'list', query(filters)] as const,
    queryFn: ({ pageParam, signal }) =>
      apiList<Booking>('/api/bookings', { query: { ...query(filters), limit: BOOKINGS_PAGE, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: ListPage<Booking>, pages) => {
      const read = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && read < last.total ? read : undefined;
    },
  });
}

export function useBookings(filters: BookingFilters) {
  return useInfiniteQuery(bookingsQuery(filters));
}

export type StatusCounts = Record<BookingStatus | 'all', number>;

/**
 * How many bookings each status filter would list under the other filters: one row of each (the server's
 * X-Total-Count says the rest), so the chips can say their numbers without reading every booking.
 */
export function bookingCountsQuery(filters: Omit<BookingFilters, 'status'>) {
  return queryOptions({
    queryKey: ['bookings', 'counts', query(filters)] as const,
    queryFn: async ({ signal }): Promise<StatusCounts> => {
      const count = (status?: BookingStatus) =>
        apiList<Booking>('/api/bookings', { query: { ...query(filters), status, limit: 1 }, signal }).then((page) => page.total);
      const [all, ...each] = await Promise.all([count(), ...BOOKING_STATUSES.map((status) => count(status))]);
      return Object.fromEntries([['all', all], ...BOOKING_STATUSES.map((status, i) => [status, each[i] ?? 0])]) as StatusCounts;
    },
  });
}

export function useBookingCounts(filters: Omit<BookingFilters, 'status'>) {
  return useQuery(bookingCountsQuery(filters));
}
