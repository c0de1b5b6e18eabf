import { type BookableWindow, type BookingWindowRules, bookableWindow } from '@qabul/api/schemas';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { timeSlotsQuery } from '../../../lib/api/time-slots.ts';
import { type IsoDate, weekdayIndex } from '../../../lib/calendar-days.ts';
import { closedWeekdays, type DayRange, windowRange } from '../../../lib/month-grid.ts';
import { closedDays, DAYS_AHEAD, daysFrom, freeDays, fullDays, freeSlots } from './booking-rules.ts';

/** Whose slot lists a day or week is read from: a service, and its chosen master (null: any master). */
export interface SlotSubject {
  serviceId: number;
  staffId?: string | null;
}

/** The service's window (its minimum notice and maxAdvanceDays) in the provider's zone, read again each day. */
export function useBookingWindow(
  rules: BookingWindowRules | null | undefined,
  providerTimezone: string,
  today: IsoDate,
): BookableWindow | null {
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the provider's day turns
  return useMemo(() => (rules ? bookableWindow(providerTimezone, rules) : null), [rules, providerTimezone, today]);
}

/** The slot lists of the days from `today` on (the very queries the time step reads, so a picked day opens at once). */
function useDayLists(subject: SlotSubject | null, days: readonly IsoDate[], clientTimezone: string) {
  return useQueries({
    queries: days.map((date) => ({
      ...timeSlotsQuery({ date, serviceId: subject?.serviceId ?? 0, staffId: subject?.staffId, clientTimezone }),
      enabled: subject !== null,
    })),
  });
}

/**
 * The days a client may pick on the public calendar: those inside the service's window (its minimum notice and
 * `maxAdvanceDays`), minus weekdays with no hours and, in the coming fourteen days whose lists are read, each date
 * that could give a client no time at all (a day off, a closed date, a day the notice empties). Weekdays are learnt
 * from two of each, so one day off does not close its weekday for good; a full day stays open for its waitlist.
 */
export function useDayRange(
  subject: SlotSubject | null,
  bookingWindow: BookableWindow | null,
  today: IsoDate,
  clientTimezone: string,
): DayRange {
  const days = useMemo(() => daysFrom(today, DAYS_AHEAD), [today]);
  const lists = useDayLists(subject, days, clientTimezone);
  const key = lists.map((list) => (list.data ? `${list.data.length}:${freeSlots(list.data).length}` : null)).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed only when a day's list changes what it offers
  return useMemo(() => {
    const data = lists.map((list) => list.data);
    const weekdays = closedWeekdays(days, data);
    const dates = new Set(bookingWindow ? closedDays(days, data, bookingWindow) : []);
    return { ...windowRange(today, bookingWindow), isClosed: (date: IsoDate) => dates.has(date) || weekdays.has(weekdayIndex(date)) };
  }, [days, key, bookingWindow, today]);
}

/**
 * The days among the next `count` (from `today`) with at least one free time, those that are full (times the rules
 * allow, all taken: offered for the waitlist, when the window is known), and whether all their lists are in.
 */
export function useFreeDays(
  subject: SlotSubject | null,
  today: IsoDate,
  clientTimezone: string,
  bookingWindow: BookableWindow | null = null,
  count: number = DAYS_AHEAD,
) {
  const days = useMemo(() => daysFrom(today, count), [today, count]);
  const lists = useDayLists(subject, days, clientTimezone);
  const key = lists.map((list) => (list.data ? `${list.data.length}:${freeSlots(list.data).length}` : -1)).join();
  const loading = subject !== null && lists.some((list) => list.isPending);
  const isError = lists.some((list) => list.isError);
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed only when a day's list changes what it offers
  const offered = useMemo(() => {
    const data = lists.map((list) => list.data);
    return { free: freeDays(days, data), full: bookingWindow ? fullDays(days, data, bookingWindow) : [] };
  }, [days, key, bookingWindow]);
  return { days: offered.free, full: offered.full, loading, isError };
}
