import { calendarFile } from '../../lib/ics.ts';
import type { BookingDetailsRow } from './bookings.presenter.ts';

/**
 * The client's "add to calendar" file (.ics) for their booking: one event with the booking's UID, so
 * re-adding after a reschedule updates the same event.
 */
export function bookingCalendarFile(row: BookingDetailsRow, now = new Date()): string {
  const { booking } = row;
  const location = booking.isOnlineMeeting ? (booking.googleMeetLink ?? booking.onlineMeetingLink) : booking.meetingAddress;
  return calendarFile({
    productId: 'qabul.uz/booking',
    uid: `${booking.id}@qabul.uz`,
    stamp: now,
    start: booking.dateTimeUtc,
    end: booking.endsAt,
    summary: [row.serviceName, row.providerName].filter(Boolean).join(' — '),
    description: `Tasdiqlash raqami: ${booking.confirmationNumber}`,
    ...(location ? { location } : {}),
    status: booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: row.providerName, email: row.providerEmail },
  });
}
