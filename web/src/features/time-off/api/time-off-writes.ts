import type { TimeOffCreatedResponse, Wire } from '@qabul/api/schemas';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client.ts';
import type { DateOverride } from './time-off-queries.ts';

export type TimeOffCreated = Wire<typeof TimeOffCreatedResponse>;

// Days off and overrides change what clients are offered: the lists and free times are refetched.
function refresh(queryClient: QueryClient) {
  for (const key of ['time-off', 'date-overrides', 'time-slots', 'bookings']) void queryClient.invalidateQueries({ queryKey: [key] });
}

/** POST /api/time-off — answers the bookings inside the new days off (none is cancelled by itself). */
export function useAddTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { from: string; to: string; staffId: string | null; note: string | null }) =>
      api<TimeOffCreated>('/api/time-off', { method: 'POST', body }),
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE /api/time-off/:id */
export function useRemoveTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/time-off/${id}`, { method: 'DELETE' }),
    onSuccess: () => refresh(queryClient),
  });
}

/** PUT /api/date-overrides/:date — an empty list closes the date. */
export function useSetDateOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, ...body }: { date: string; times: string[]; staffId: string | null }) =>
      api<DateOverride>(`/api/date-overrides/${date}`, { method: 'PUT', body }),
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE /api/date-overrides/:date */
export function useRemoveDateOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, staffId }: { date: string; staffId: string | null }) =>
      api<null>(`/api/date-overrides/${date}`, { method: 'DELETE', query: staffId ? { staffId } : {} }),
    onSuccess: () => refresh(queryClient),
  });
}

/**
 * The affected bookings in one place: cancelled together through the dashboard's bulk cancel
 * (POST /api/bookings/bulk-cancel, all or none), or each moved to the same time on another date.
 */
export function useSettleAffected() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      action: { kind: 'cancel'; ids: string[] } | { kind: 'move'; bookings: Array<{ id: string; timeSlot: string }>; date: string },
    ) => {
      if (action.kind === 'cancel') {
        const { cancelled } = await call('POST /api/bookings/bulk-cancel', { body: { ids: action.ids, reason: null } });
        return { done: cancelled, failed: [] as string[] };
      }
      const results = await Promise.allSettled(
        action.bookings.map((b) =>
          call('POST /api/bookings/:id/reschedule', {
            params: { id: b.id },
            body: { newDate: action.date, newTimeSlot: b.timeSlot, reason: null },
          }),
        ),
      );
      const done = action.bookings.filter((_, i) => results[i]?.status === 'fulfilled').map((b) => b.id);
      return { done, failed: action.bookings.filter((b) => !done.includes(b.id)).map((b) => b.id) };
    },
    onSettled: () => refresh(queryClient),
  });
}
