import { BOOKING_STATUSES } from '@qabul/api/schemas';
import type { BookingStatus } from '../../../lib/types.ts';

/**
 * The statuses an admin may set: every one but the current (spec.md section 4), and "Kelmadi" only once the
 * visit has begun (the server refuses it earlier with `too_early`, so the menu does not offer it).
 */
export function otherStatuses(current: BookingStatus, started: boolean): BookingStatus[] {
  return BOOKING_STATUSES.filter((status) => status !== current && (started || status !== 'no_show'));
}

/** Whether a booking's start (its date and time on Tashkent's clock, UTC+5 all year) has come. */
export function hasStarted(booking: { date: string; timeSlot: string }, now = Date.now()): boolean {
  const start = Date.parse(`${booking.date}T${booking.timeSlot}:00+05:00`);
  return Number.isFinite(start) && start <= now;
}
