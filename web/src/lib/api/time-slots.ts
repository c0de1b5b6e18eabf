import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Slot } from '../types.ts';
import { api } from '../api-client.ts';

export interface SlotQuery {
  date: string;
  /** With a service: that service's starts; without (signed-in provider): the 09:00-17:00 calendar grid. */
  serviceId?: number;
  clientTimezone?: string;
  /** One master's starts; omitted or null: any master who does the service. */
  staffId?: string | null;
}

export function getTimeSlots(query: SlotQuery, signal?: AbortSignal): Promise<Slot[]> {
  const { staffId, ...rest } = query;
  return api<Slot[]>('/api/time-slots', { query: staffId ? { ...rest, staffId } : rest, signal });
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
