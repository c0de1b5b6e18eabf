import { createEvent } from 'ics';
import type { Notification } from './notification-data.ts';

export interface CalendarInvite {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

/**
 * An iTIP invitation for the booking: REQUEST for a new or moved booking, CANCEL for a cancelled one.
 * The UID is the booking's, so calendars update or remove the same event; the sequence grows with time
 * so a later message always wins over an earlier one.
 */
export function calendarInvite(notice: Notification, title: string, description: string, now = Date.now()): CalendarInvite | null {
  const cancelled = notice.booking.status === 'cancelled';
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const location = notice.booking.isOnlineMeeting
    ? (notice.booking.meetingLink ?? undefined)
    : (notice.booking.meetingAddress ?? undefined);
  const { error, value } = createEvent({
    productId: 'qabul.uz/notifications',
    method,
    uid: `${notice.bookingId}@qabul.uz`,
    sequence: Math.floor(now / 1000),
    start: notice.booking.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: notice.booking.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title,
    description,
    ...(location ? { location } : {}),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: notice.provider.name, email: notice.provider.email },
    attendees: notice.booking.email
      ? [
          {
            name: notice.booking.name,
            email: notice.booking.email,
            rsvp: false,
            partstat: 'ACCEPTED',
            role: 'REQ-PARTICIPANT',
          },
        ]
      : [],
  });
  if (error || !value) return null;
  return { method, content: value };
}
