import { calendarFile } from '../../lib/ics.ts';
import { noticeTexts } from './messages.ts';
import type { Notification } from './notification-data.ts';
import { ORGANIZER_ADDRESS, placeText } from './place.ts';

export interface CalendarInvite {
  method: 'REQUEST' | 'CANCEL';
  content: string;
  /** The attachment's name, in the reader's language ("uchrashuv.ics"). */
  filename: string;
}

/**
 * A booking's event status (RFC 5545): TENTATIVE while the provider has not confirmed it, CANCELLED once
 * cancelled, CONFIRMED otherwise; one rule for the mailed invitation and the downloaded file.
 */
export function calendarStatus(bookingStatus: string): 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED' {
  if (bookingStatus === 'pending') return 'TENTATIVE';
  return bookingStatus === 'cancelled' ? 'CANCELLED' : 'CONFIRMED';
}

/**
 * An iTIP invitation for the booking: REQUEST for a new or moved booking, CANCEL for a cancelled one.
 * The UID is the booking's, so calendars update or remove the same event; the sequence grows with time
 * so a later message always wins over an earlier one.
 */
export function calendarInvite(notice: Notification, title: string, description: string, now = Date.now()): CalendarInvite {
  const cancelled = notice.booking.status === 'cancelled';
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const location = notice.booking.isOnlineMeeting
    ? notice.booking.meetingLink
    : placeText(notice.language, notice.business, notice.booking.meetingAddress);
  const content = calendarFile({
    productId: 'qabul.uz/notifications',
    method,
    uid: `${notice.bookingId}@qabul.uz`,
    sequence: Math.floor(now / 1000),
    stamp: new Date(now),
    start: notice.booking.start,
    end: notice.booking.end,
    summary: title,
    description,
    ...(location ? { location } : {}),
    status: calendarStatus(notice.booking.status),
    organizer: { name: notice.business?.name ?? notice.provider.name, email: ORGANIZER_ADDRESS },
    attendees: notice.booking.email
      ? [{ name: notice.booking.name, email: notice.booking.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }]
      : [],
  });
  const names = noticeTexts[notice.language].calendarFile;
  return { method, content, filename: cancelled ? names.cancel : names.request };
}
