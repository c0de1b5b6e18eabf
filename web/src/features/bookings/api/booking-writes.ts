import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client.ts';
import type { BookingStatus } from '../../../lib/types.ts';

// The dashboard's booking writes. Each one changes lists and free slots, so both are refetched.
function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['bookings'] });
  void queryClient.invalidateQueries({ queryKey: ['time-slots'] });
}

/** What the dashboard's booking form sends, as its contract takes it (a master and the client's language included). */
export type DashboardBookingInput = CallInput<'POST /api/bookings'>['body'];

/** POST /api/bookings */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DashboardBookingInput) => call('POST /api/bookings', { body }),
    onSuccess: () => refresh(queryClient),
  });
}

/** PUT /api/bookings/:id — client details and status. */
export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CallInput<'PUT /api/bookings/:id'>['body'] & { id: string }) =>
      call('PUT /api/bookings/:id', { params: { id }, body }),
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE /api/bookings/:id */
export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/bookings/:id', { params: { id } }),
    onSuccess: () => refresh(queryClient),
  });
}

/** POST /api/bookings/:id/reschedule */
export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CallInput<'POST /api/bookings/:id/reschedule'>['body'] & { id: string }) =>
      call('POST /api/bookings/:id/reschedule', { params: { id }, body }),
    onSuccess: () => refresh(queryClient),
  });
}

/**
 * POST /api/bookings/bulk-cancel — all the listed bookings or none. The list is refetched either way: a
 * failure usually means one of them changed or vanished meanwhile.
 */
export function useBulkCancelBookings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<'POST /api/bookings/bulk-cancel'>['body']) => call('POST /api/bookings/bulk-cancel', { body }),
    onSettled: () => refresh(queryClient),
  });
}

/** POST /api/bookings/:id/cancel */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string | null }) =>
      call('POST /api/bookings/:id/cancel', { params: { id }, body: { reason } }),
    onSuccess: () => refresh(queryClient),
  });
}

/** PUT /api/bookings/:id/status — "Kelmadi" (no_show) from the booking's start on; the server owns the rule. */
export function useSetBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: BookingStatus }) =>
      call('PUT /api/bookings/:id/status', { params: { id }, body: { status } }),
    onSuccess: () => {
      refresh(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
  });
}
