import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../api-client.ts';

/**
 * With a service: that service's starts; without (signed-in provider): the calendar grid. `staffId`: one master's
 * starts; omitted or null, any master who does the service.
 */
export type SlotQuery = Omit<NonNullable<CallInput<'GET /api/time-slots'>['query']>, 'staffId'> & { staffId?: string | null };

export function getTimeSlots(query: SlotQuery, signal?: AbortSignal) {
  const { staffId, ...rest } = query;
  return call('GET /api/time-slots', { query: staffId ? { ...rest, staffId } : rest }, { signal });
}

export function timeSlotsQuery(query: SlotQuery) {
  return queryOptions({
    queryKey: ['time-slots', query.date, query.serviceId ?? null, query.clientTimezone ?? null, query.staffId ?? null],
    queryFn: ({ signal }) => getTimeSlots(query, signal),
  });
}

export function useTimeSlots(query: SlotQuery | null) {
  return useQuery({ ...timeSlotsQuery(query ?? { date: '' }), enabled: query !== null && query.date !== '' });
}
