import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallInput, callPage } from '../../../lib/api-client.ts';
import type { Booking } from '../../../lib/types.ts';

/** The dates the list is read between (the contract's `from` and `to`). */
export type BookingFilters = Pick<NonNullable<CallInput<'GET /api/bookings'>['query']>, 'from' | 'to'>;

/** The largest page the server gives (GET /api/bookings `limit`). */
const PAGE = 1000;

/**
 * Every booking matching the filters, page after page: the list, its filters and their counts need the
 * whole list, and the server answers at most a page at a time (soonest first, so one page of a long
 * history would be all past and no upcoming).
 */
async function allBookings(filters: BookingFilters, signal: AbortSignal): Promise<Booking[]> {
  const bookings: Booking[] = [];
  for (;;) {
    const page = await callPage('GET /api/bookings', { query: { ...filters, limit: PAGE, offset: bookings.length } }, { signal });
    bookings.push(...page.items);
    if (page.items.length === 0 || bookings.length >= page.total) return bookings;
  }
}

/** GET /api/bookings[?from&to] — the provider's bookings. */
export function bookingsQuery(filters: BookingFilters = {}) {
  return queryOptions({
    queryKey: ['bookings', filters.from ?? null, filters.to ?? null],
    queryFn: ({ signal }) => allBookings(filters, signal),
  });
}

export function useBookings(filters?: BookingFilters) {
  return useQuery(bookingsQuery(filters));
}
