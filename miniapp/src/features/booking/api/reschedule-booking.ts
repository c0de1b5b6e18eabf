import { type CallInput, call } from '@qabul/web/api-client';

/**
 * POST /api/telegram/bookings/:id/reschedule — the person's own booking, inside the service's change window; `staffId`
 * moves it to another master (null: it stays with its own).
 */
export function rescheduleMyBooking(id: string, body: CallInput<'POST /api/telegram/bookings/:id/reschedule'>['body']) {
  return call('POST /api/telegram/bookings/:id/reschedule', { params: { id }, body });
}
