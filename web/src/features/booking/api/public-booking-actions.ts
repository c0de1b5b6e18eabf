import { useMutation } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client.ts';

/** POST /api/public/bookings/:id/reschedule — the client proves ownership with number, phone and e-mail. */
export function useRescheduleByClient(bookingId: string) {
  return useMutation({
    mutationFn: (body: CallInput<'POST /api/public/bookings/:id/reschedule'>['body']) =>
      call('POST /api/public/bookings/:id/reschedule', { params: { id: bookingId }, body }),
  });
}

/** POST /api/public/bookings/:id/cancel */
export function useCancelByClient(bookingId: string) {
  return useMutation({
    mutationFn: (body: CallInput<'POST /api/public/bookings/:id/cancel'>['body']) =>
      call('POST /api/public/bookings/:id/cancel', { params: { id: bookingId }, body }),
  });
}
