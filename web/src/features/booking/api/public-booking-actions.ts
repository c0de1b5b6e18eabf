import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Booking } from '../../../lib/types.ts';

/** The client's own link carries the booking's token; without it the number, phone and e-mail prove ownership. */
export type ClientProof = { confirmationNumber: string; token: string } | { confirmationNumber: string; email: string; phone: string };

/** POST /api/public/bookings/:id/reschedule — the client proves ownership with the token, or number, phone and e-mail. */
export function useRescheduleByClient(bookingId: string) {
  return useMutation({
    mutationFn: (body: ClientProof & { newDate: string; newTimeSlot: string; reason: string | null }) =>
      api<Booking>(`/api/public/bookings/${encodeURIComponent(bookingId)}/reschedule`, { method: 'POST', body }),
  });
}

/** POST /api/public/bookings/:id/cancel */
export function useCancelByClient(bookingId: string) {
  return useMutation({
    mutationFn: (body: ClientProof & { reason: string | null }) =>
      api<Booking>(`/api/public/bookings/${encodeURIComponent(bookingId)}/cancel`, { method: 'POST', body }),
  });
}
