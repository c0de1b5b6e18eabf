import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDetails } from '@qabul/api/schemas';
import { api } from '../../../lib/api-client.ts';
import type { Booking, BookingStatus } from '../../../lib/types.ts';

// The dashboard's booking writes. Each one changes lists and free slots, so both are refetched.
function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['bookings'] });
  void queryClient.invalidateQueries({ queryKey: ['time-slots'] });
}

export interface DashboardBookingInput extends ClientDetails {
  serviceId: number;
  date: string;
  timeSlot: string;
  clientTimezone: string;
  status?: BookingStatus;
}

/** POST /api/bookings */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DashboardBookingInput) => api<Booking>('/api/bookings', { method: 'POST', body }),
    onSuccess: () => refresh(queryClient),
  });
}

/** PUT /api/bookings/:id — client details and status. */
export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ClientDetails & { id: string; status?: BookingStatus }) =>
      api<Booking>(`/api/bookings/${id}`, { method: 'PUT', body }),
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE /api/bookings/:id */
export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/bookings/${id}`, { method: 'DELETE' }),
    onSuccess: () => refresh(queryClient),
  });
}

/** POST /api/bookings/:id/reschedule */
export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; newDate: string; newTimeSlot: string; reason: string | null }) =>
      api<Booking>(`/api/bookings/${id}/reschedule`, { method: 'POST', body }),
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
    mutationFn: (body: { ids: string[]; reason: string | null }) =>
      api<{ cancelled: string[] }>('/api/bookings/bulk-cancel', { method: 'POST', body }),
    onSettled: () => refresh(queryClient),
  });
}

/** POST /api/bookings/:id/cancel */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string | null }) =>
      api<Booking>(`/api/bookings/${id}/cancel`, { method: 'POST', body: { reason } }),
    onSuccess: () => refresh(queryClient),
  });
}

/** PUT /api/bookings/:id/status — "Kelmadi" (no_show) from the booking's start on; the server owns the rule. */
export function useSetBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: BookingStatus }) =>
      api<Booking>(`/api/bookings/${id}/status`, { method: 'PUT', body: { status } }),
    onSuccess: () => {
      refresh(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
  });
}
