import { storedLanguage } from '../../lib/i18n/stored-language.ts';
import { calendarFile } from '../../lib/ics.ts';
import { calendarStatus, noticeTexts, ORGANIZER_ADDRESS } from '../notifications/index.ts';
import type { BookingDetailsRow } from './bookings.presenter.ts';

/**
 * The client's "add to calendar" file (.ics) for their booking: one event with the booking's UID and its SEQUENCE
 * (the booking's counter, the one the e-mails carry), so re-adding after a reschedule or a cancel updates the same
 * event rather than being taken for an older copy.
 */
export function bookingCalendarFile(row: BookingDetailsRow, now = new Date()): string {
  const { booking } = row;
  // Its text is the client's, in the language their booking remembers.
  const texts = noticeTexts[storedLanguage(booking.language)];
  const location = booking.isOnlineMeeting ? (booking.googleMeetLink ?? booking.onlineMeetingLink) : row.place;
  return calendarFile({
    productId: 'qabul.uz/booking',
    uid: `${booking.id}@qabul.uz`,
    sequence: booking.calendarSequence,
    stamp: now,
    start: booking.dateTimeUtc,
    end: booking.endsAt,
    summary: [row.serviceName, row.providerName].filter(Boolean).join(' — '),
    description: `${texts.labels.confirmation}: ${booking.confirmationNumber}`,
    ...(location ? { location } : {}),
    status: calendarStatus(booking.status),
    // The business by name at the platform's no-reply address: the owner's login e-mail stays off every client's calendar.
    organizer: { name: row.providerName, email: ORGANIZER_ADDRESS },
  });
}
