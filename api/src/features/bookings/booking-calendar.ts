import { createEvent } from 'ics';
import type { BookingDetailsRow } from './bookings.presenter.ts';

/**
 * The client's "add to calendar" file (.ics) for their booking: one event with the booking's UID, so
 * re-adding after a reschedule updates the same event. Null when the booking cannot be expressed.
 */
export function bookingCalendarFile(row: BookingDetailsRow): string | null {
  const { booking } = row;
  const location = booking.isOnlineMeeting
    ? (booking.googleMeetLink ?? booking.onlineMeetingLink ?? undefined)
    : (booking.meetingAddress ?? undefined);
  const { error, value } = createEvent({
    productId: 'qabul.uz/booking',
    uid: `${booking.id}@qabul.uz`,
    start: booking.dateTimeUtc.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: booking.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: [row.serviceName, row.providerName].filter(Boolean).join(' — '),
    description: `Tasdiqlash raqami: ${booking.confirmationNumber}`,
    ...(location ? { location } : {}),
    status: booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: row.providerName, email: row.providerEmail },
  });
  return error || !value ? null : value;
}
