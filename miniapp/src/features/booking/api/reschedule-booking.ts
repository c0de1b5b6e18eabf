import { api } from '@qabul/web/api-client';
import type { MiniBooking } from '../../../lib/my-bookings.ts';

/**
 * POST /api/telegram/bookings/:id/reschedule — the person's own booking, inside the service's change window; `staffId`
 * moves it to another master (null: it stays with its own).
 */
export function rescheduleMyBooking(
  id: string,
  body: { newDate: string; newTimeSlot: string; staffId: string | null },
): Promise<MiniBooking> {
  return api<MiniBooking>(`/api/telegram/bookings/${encodeURIComponent(id)}/reschedule`, { method: 'POST', body });
}
