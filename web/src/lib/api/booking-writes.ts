import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallAnswer, type CallInput, call } from '../api-client.ts';
import type { BookingStatus } from '../types.ts';

// The dashboard's booking writes (the bookings page's and the calendar's). Each one changes lists, the calendar and
// free slots, so all are refetched.
export function refreshBookings(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['bookings'] });
  void queryClient.invalidateQueries({ queryKey: ['calendar'] });
  void queryClient.invalidateQueries({ queryKey: ['time-slots'] });
}
const refresh = refreshBookings;

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

/** A move as DECISIONS.md names it: a date, a time, another master of the business (omitted: its own), a reason. */
export type BookingMove = CallInput<'PUT /api/bookings/:id/reschedule'>['body'] & { id: string };

/** PUT /api/bookings/:id/reschedule — the one move rule (the dialog's, the calendar's drag and keyboard). */
export function rescheduleBooking({ id, ...body }: BookingMove): Promise<CallAnswer<'PUT /api/bookings/:id/reschedule'>> {
  return call('PUT /api/bookings/:id/reschedule', { params: { id }, body });
}

export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleBooking,
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
