import { call } from '@qabul/web/api-client';

/**
 * POST /api/telegram/bookings/:id/link — the booking's confirmation and reminders come to this Telegram
 * chat. The booking's client token (only its creator has it) proves the caller is the one who just booked.
 */
export function linkBookingToChat(bookingId: string, clientToken: string) {
  return call('POST /api/telegram/bookings/:id/link', { params: { id: bookingId }, body: { clientToken } });
}
