/**
 * The one rule for when a client may still change (cancel or reschedule) a booking: it is not cancelled, its
 * service allows changes, and its start is at least `cancellationHours` away. Every surface asks here: the
 * public page, the booking details, the Telegram bot and the Mini App.
 */
export type ClientChangeRefusal = 'already_cancelled' | 'not_allowed' | 'too_late';

export function clientChangeRefusal(
  booking: { status: string; start: Date | string },
  service: { allowCancellation: boolean | null; cancellationHours: number | null },
  now = Date.now(),
): ClientChangeRefusal | null {
  if (booking.status === 'cancelled') return 'already_cancelled';
  if (!service.allowCancellation) return 'not_allowed';
  const hoursLeft = (new Date(booking.start).getTime() - now) / 3_600_000;
  return hoursLeft < (service.cancellationHours ?? 0) ? 'too_late' : null;
}
