import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** What the page shows (its view state); the call turns it into the contract's query. */
export interface CalendarQuery {
  /** The first day shown. */
  date: string;
  /** 1 ("Kun") or 7 ("Hafta"). */
  days: number;
  /** One master's days (the week view); omitted: every master the signed-in person may see. */
  staffId?: string | null;
  /** Cancelled bookings too (the server leaves them out otherwise). */
  includeCancelled?: boolean;
}

/** GET /api/calendar — the one read that draws the grid (DECISIONS.md, "The salon's calendar"). */
export function calendarQuery(query: CalendarQuery) {
  return queryOptions({
    queryKey: ['calendar', query.date, query.days, query.staffId ?? null, Boolean(query.includeCancelled)] as const,
    queryFn: ({ signal }) =>
      call(
        'GET /api/calendar',
        {
          query: {
            date: query.date,
            days: query.days,
            staffId: query.staffId ?? undefined,
            includeCancelled: query.includeCancelled ? '1' : undefined,
          },
        },
        { signal },
      ),
  });
}

/**
 * The shown range's calendar. `pollMs`: refetch on a timer, for when the live stream is not available (it is the
 * stream that keeps the grid current otherwise).
 */
export function useCalendar(query: CalendarQuery, pollMs?: number) {
  return useQuery({ ...calendarQuery(query), refetchInterval: pollMs ?? false });
}
