import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallAnswer, type CallInput, call } from '../../../lib/api-client.ts';

export type TimeOffCreated = CallAnswer<'POST /api/time-off'>;

// Days off and overrides change what clients are offered: the lists and free times are refetched.
function refresh(queryClient: QueryClient) {
  for (const key of ['time-off', 'date-overrides', 'time-slots', 'bookings']) void queryClient.invalidateQueries({ queryKey: [key] });
}

/** POST /api/time-off — answers the bookings inside the new days off (none is cancelled by itself). */
export function useAddTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<'POST /api/time-off'>['body']) => call('POST /api/time-off', { body }),
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE /api/time-off/:id */
export function useRemoveTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/time-off/:id', { params: { id } }),
    onSuccess: () => refresh(queryClient),
  });
}

/** PUT /api/date-overrides/:date — an empty list closes the date. */
export function useSetDateOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, ...body }: CallInput<'PUT /api/date-overrides/:date'>['body'] & { date: string }) =>
      call('PUT /api/date-overrides/:date', { params: { date }, body }),
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE /api/date-overrides/:date */
export function useRemoveDateOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, staffId }: { date: string; staffId: string | null }) =>
      call('DELETE /api/date-overrides/:date', { params: { date }, query: staffId ? { staffId } : {} }),
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
