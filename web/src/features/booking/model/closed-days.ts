import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { timeSlotsQuery } from '../../../lib/api/time-slots.ts';
import { addDays, type IsoDate } from '../../../lib/calendar-days.ts';
import { closedWeekdays } from '../../../lib/month-grid.ts';
import { DAYS_AHEAD, daysFrom, freeDays, freeSlots } from './booking-rules.ts';

/** Whose slot lists a day or week is read from: a service, and its chosen master (null: any master). */
export interface SlotSubject {
  serviceId: number;
  staffId?: string | null;
}

/**
 * The weekdays on which a service has no working hours, learnt from the slot lists of the coming fourteen days
 * (two of each weekday, so one day off does not close its weekday for good). The lists are the very queries the
 * time step reads, so a day picked in these weeks opens at once.
 */
export function useClosedWeekdays(subject: SlotSubject | null, today: IsoDate, clientTimezone: string): ReadonlySet<number> {
  const week = useMemo(() => Array.from({ length: 14 }, (_, i) => addDays(today, i)), [today]);
  const lists = useQueries({
    queries: week.map((date) => ({
      ...timeSlotsQuery({ date, serviceId: subject?.serviceId ?? 0, staffId: subject?.staffId, clientTimezone }),
      enabled: subject !== null,
    })),
  });
  const key = lists.map((list) => (list.data ? list.data.length > 0 : null)).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed only when a day turns out open or closed
  return useMemo(
    () =>
      closedWeekdays(
        week,
        lists.map((list) => list.data),
      ),
    [week, key],
  );
}

/**
 * The days among the next `count` (from `today`) with at least one free time, and whether all their lists
 * are in. Each day's list is the very query the time step reads, so a day picked here opens at once.
 */
export function useFreeDays(subject: SlotSubject | null, today: IsoDate, clientTimezone: string, count: number = DAYS_AHEAD) {
  const days = useMemo(() => daysFrom(today, count), [today, count]);
  const lists = useQueries({
    queries: days.map((date) => ({
      ...timeSlotsQuery({ date, serviceId: subject?.serviceId ?? 0, staffId: subject?.staffId, clientTimezone }),
      enabled: subject !== null,
    })),
  });
  const key = lists.map((list) => (list.data ? freeSlots(list.data).length : -1)).join();
  const loading = subject !== null && lists.some((list) => list.isPending);
  const isError = lists.some((list) => list.isError);
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed only when a day's free count changes
  const free = useMemo(
    () =>
      freeDays(
        days,
        lists.map((list) => list.data),
      ),
    [days, key],
  );
  return { days: free, loading, isError };
}
