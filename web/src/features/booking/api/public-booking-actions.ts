import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Booking } from '../../../lib/types.ts';

interface ClientProof {
  confirmationNumber: string;
  email: string;
  phone: string;
  reason: string | null;
}

/** POST /api/public/bookings/:id/reschedule — the client proves ownership with number, phone and e-mail. */
export function useRescheduleByClient(bookingId: string) {
  return useMutation({
    mutationFn: (body: ClientProof & { newDate: string; newTimeSlot: string }) =>
      api<Booking>(`/api/public/bookings/${encodeURIComponent(bookingId)}/reschedule`, { method: 'POST', body }),
  });
}

/** POST /api/public/bookings/:id/cancel */
export function useCancelByClient(bookingId: string) {
  return useMutation({
    mutationFn: (body: ClientProof) =>
      api<Booking>(`/api/public/bookings/${encodeURIComponent(bookingId)}/cancel`, { method: 'POST', body }),
  });
}
