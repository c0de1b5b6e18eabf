import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { timeSlotsQuery } from '../../../lib/api/time-slots.ts';
import { addDays, type IsoDate } from '../../../lib/dates.ts';
import { closedWeekdays } from '../../../lib/month-grid.ts';

/**
 * The weekdays on which a service has no working hours, learnt from the slot lists of the coming fourteen days
 * (two of each weekday, so one day off does not close its weekday for good). The lists are the very queries the
 * time step reads, so a day picked in these weeks opens at once.
 */
export function useClosedWeekdays(serviceId: number | null, today: IsoDate, clientTimezone: string): ReadonlySet<number> {
  const week = useMemo(() => Array.from({ length: 14 }, (_, i) => addDays(today, i)), [today]);
  const lists = useQueries({
    queries: week.map((date) => ({
      ...timeSlotsQuery({ date, serviceId: serviceId ?? 0, clientTimezone }),
      enabled: serviceId !== null,
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
