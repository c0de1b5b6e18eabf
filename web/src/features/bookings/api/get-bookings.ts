import { queryOptions, useQuery } from '@tanstack/react-query';
import { BOOKING_STATUSES } from '@qabul/api/schemas';
import { type CallInput, callPage } from '../../../lib/api-client.ts';
import type { BookingStatus } from '../../../lib/types.ts';

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

/** A page of the list: the list shows this many more at each "Yana ko'rsatish". */
export const BOOKINGS_PAGE = 50;
/** The most rows the server gives in one answer (GET /api/bookings `limit`). */
const MOST = 1000;

/** The filters as the contract's query takes them. */
function query(filters: BookingFilters): NonNullable<CallInput<'GET /api/bookings'>['query']> {
  const status = typeof filters.status === 'string' ? filters.status : filters.status?.join(',');
  return { from: filters.from, to: filters.to, staffId: filters.staffId, status, search: filters.search || undefined };
}

/**
 * GET /api/bookings?from&to&staffId&status&search&limit — the first `shown` bookings, soonest first, and how many
 * there are. "Yana ko'rsatish" asks for a page more in one read (a plain query, not an infinite one: the first
 * screen's vendor chunk carries TanStack's core, and the infinite observer would add to it for one list).
 */
export function bookingsQuery(filters: BookingFilters, shown: number) {
  const limit = Math.min(shown, MOST);
  return queryOptions({
    queryKey: ['bookings', 'list', query(filters), limit] as const,
    queryFn: ({ signal }) => callPage('GET /api/bookings', { query: { ...query(filters), limit, offset: 0 } }, { signal }),
  });
}

/** The list; while a page more of the same filters loads, the rows shown stay (another filter starts afresh). */
export function useBookings(filters: BookingFilters, shown: number) {
  const same = JSON.stringify(query(filters));
  return useQuery({
    ...bookingsQuery(filters, shown),
    placeholderData: (previous, previousQuery) => (JSON.stringify(previousQuery?.queryKey[2]) === same ? previous : undefined),
  });
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
        callPage('GET /api/bookings', { query: { ...query(filters), status, limit: 1 } }, { signal }).then((page) => page.total);
      const [all, ...each] = await Promise.all([count(), ...BOOKING_STATUSES.map((status) => count(status))]);
      return Object.fromEntries([['all', all], ...BOOKING_STATUSES.map((status, i) => [status, each[i] ?? 0])]) as StatusCounts;
    },
  });
}

export function useBookingCounts(filters: Omit<BookingFilters, 'status'>) {
  return useQuery(bookingCountsQuery(filters));
}
