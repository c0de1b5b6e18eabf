import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/**
 * A change makes what was read of the booking stale: the page the client lands on next (opened from that page, in
 * the same tab) must read it again, or it would say "qabul qilindi" of a booking just cancelled.
 */
function forgetDetails(queries: ReturnType<typeof useQueryClient>, bookingId: string) {
  return queries.invalidateQueries({ queryKey: ['booking-details', bookingId] });
}

/** The client's own link carries the booking's token; without it the number, phone and e-mail prove ownership. */
export type ClientProof = { confirmationNumber: string; token: string } | { confirmationNumber: string; email: string; phone: string };

/** POST /api/public/bookings/:id/reschedule — the client proves ownership with the token, or number, phone and e-mail. */
export function useRescheduleByClient(bookingId: string) {
  const queries = useQueryClient();
  return useMutation({
    onSuccess: () => forgetDetails(queries, bookingId),
    mutationFn: (body: ClientProof & { newDate: string; newTimeSlot: string; reason: string | null }) =>
      call('POST /api/public/bookings/:id/reschedule', { params: { id: bookingId }, body }),
  });
}

/** POST /api/public/bookings/:id/cancel */
export function useCancelByClient(bookingId: string) {
  const queries = useQueryClient();
  return useMutation({
    onSuccess: () => forgetDetails(queries, bookingId),
    mutationFn: (body: ClientProof & { reason: string | null }) =>
      call('POST /api/public/bookings/:id/cancel', { params: { id: bookingId }, body }),
  });
}
