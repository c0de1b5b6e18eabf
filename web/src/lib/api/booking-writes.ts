import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@qabul/api/i18n';
import type { ClientDetails } from '@qabul/api/schemas';
import { api } from '../api-client.ts';
import type { Booking, BookingStatus } from '../types.ts';

// The dashboard's booking writes (the bookings page's and the calendar's). Each one changes lists, the calendar and
// free slots, so all are refetched.
export function refreshBookings(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['bookings'] });
  void queryClient.invalidateQueries({ queryKey: ['calendar'] });
  void queryClient.invalidateQueries({ queryKey: ['time-slots'] });
}
const refresh = refreshBookings;

export interface DashboardBookingInput extends ClientDetails {
  serviceId: number;
  date: string;
  timeSlot: string;
  clientTimezone: string;
  status?: BookingStatus;
  /** The master; null: "Farqi yo'q" (the server picks the free master with the fewest bookings that day). */
  staffId: string | null;
  /** The client's language: their confirmation, reminders and e-mails are written in it. */
  language: Language;
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

export interface BookingMove {
  id: string;
  date: string;
  timeSlot: string;
  /** Another master of the business; omitted, the booking keeps its own. */
  staffId?: string;
  reason: string | null;
}

/** POST /api/bookings/:id/reschedule — the one move rule (the dialog's, the calendar's drag and keyboard). */
export function rescheduleBooking({ id, date, timeSlot, staffId, reason }: BookingMove): Promise<Booking> {
  return api<Booking>(`/api/bookings/${id}/reschedule`, {
    method: 'POST',
    body: { newDate: date, newTimeSlot: timeSlot, reason, ...(staffId ? { staffId } : {}) },
  });
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
