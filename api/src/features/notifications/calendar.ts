import { calendarFile } from '../../lib/ics.ts';
import { noticeTexts } from './messages.ts';
import type { Notification } from './notification-data.ts';
import { ORGANIZER_ADDRESS, placeText } from './place.ts';

export interface CalendarInvite {
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
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
 * The booking's event for an e-mail (iTIP, RFC 5546): REQUEST for a new or moved booking, CANCEL for a cancelled one,
 * both with the client as the ATTENDEE; a client without an e-mail is no attendee, and an iTIP REQUEST or CANCEL
 * must name one, so then the event is PUBLISHed (the cancelled one too, with STATUS:CANCELLED). The UID is the
 * booking's, so calendars update or remove the same event; the SEQUENCE is the booking's own counter (the same as
 * the downloaded file's), so the latest change always wins over an earlier one.
 */
export function calendarInvite(notice: Notification, title: string, description: string, now = Date.now()): CalendarInvite {
  const cancelled = notice.booking.status === 'cancelled';
  const attendees = notice.booking.email
    ? [
        {
          name: notice.booking.name,
          email: notice.booking.email,
          rsvp: false,
          partstat: 'ACCEPTED' as const,
          role: 'REQ-PARTICIPANT' as const,
        },
      ]
    : [];
  const method = attendees.length === 0 ? 'PUBLISH' : cancelled ? 'CANCEL' : 'REQUEST';
  const location = notice.booking.isOnlineMeeting
    ? notice.booking.meetingLink
    : placeText(notice.language, notice.business, notice.booking.meetingAddress);
  const content = calendarFile({
    productId: 'qabul.uz/notifications',
    method,
    uid: `${notice.bookingId}@qabul.uz`,
    sequence: notice.booking.calendarSequence ?? 0,
    stamp: new Date(now),
    start: notice.booking.start,
    end: notice.booking.end,
    summary: title,
    description,
    ...(location ? { location } : {}),
    status: calendarStatus(notice.booking.status),
    organizer: { name: notice.business?.name ?? notice.provider.name, email: ORGANIZER_ADDRESS },
    attendees,
  });
  const names = noticeTexts[notice.language].calendarFile;
  return { method, content, filename: cancelled ? names.cancel : names.request };
}
