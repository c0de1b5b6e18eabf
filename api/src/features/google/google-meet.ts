import type { Pool } from '@qabul/db';
import type { calendar_v3 } from 'googleapis';
import type { ClaimedJob, JobHandler } from '../../lib/durable/job-queue.ts';
import { planBusyRefresh } from './google-busy.ts';
import { calendarFor, googleStatus } from './google-client.ts';
import type { GoogleConfig } from './google.config.ts';
import type { GoogleTokenBox } from './google-account.service.ts';
import { keepMeetEvent, type MeetBooking, meetBooking, planMeetLinkNotice } from './google-meet.queries.ts';

/** Planned by a trigger on bookings (see the google migration) whenever a Meet booking is made, moved or cancelled. */
export const MEET_SYNC_JOB = 'google-meet-sync';

/**
 * Our own event id for a booking (Google allows a-v and 0-9): creating it twice is refused by Google instead
 * of making a second event, so a retry after a lost answer never duplicates a meeting.
 */
export function meetEventId(bookingId: string): string {
  return `qabul${bookingId.replace(/-/g, '')}`;
}

function eventBody(booking: MeetBooking): calendar_v3.Schema$Event {
  const end = new Date(booking.start.getTime() + booking.durationMinutes * 60_000);
  return {
    summary: `${booking.serviceName ?? 'Uchrashuv'} — ${booking.clientName}`,
    description: booking.notes ?? undefined,
    start: { dateTime: booking.start.toISOString(), timeZone: booking.providerTimezone },
    end: { dateTime: end.toISOString(), timeZone: booking.providerTimezone },
    attendees: booking.clientEmail ? [{ email: booking.clientEmail, displayName: booking.clientName }] : undefined,
  };
}

function meetLinkOf(event: calendar_v3.Schema$Event): string | null {
  return event.hangoutLink ?? event.conferenceData?.entryPoints?.find((point) => point.entryPointType === 'video')?.uri ?? null;
}

const gone = (error: unknown) => [404, 410].includes(googleStatus(error) ?? 0);

/**
 * Makes the provider's calendar match the booking as it is now: an event with a Meet conference while the
 * booking stands, moved with it, deleted when it is cancelled. Every step can be repeated safely, so a Google
 * failure or time-out is simply retried by the job runner; the booking itself never waits for any of it.
 */
export function meetSyncHandler(pool: Pool, config: GoogleConfig, box: GoogleTokenBox, notify: () => void): JobHandler {
  return async (job: ClaimedJob) => {
    const bookingId = job.key.split(':')[0]!;
    const booking = await meetBooking(pool, bookingId);
    if (!booking?.sealedToken) return undefined;
    const calendar = await calendarFor(config, box.open(booking.sealedToken));
    const eventId = booking.eventId ?? meetEventId(booking.id);

    if (booking.status === 'cancelled' || !booking.wantsMeet) {
      if (!booking.eventId) return undefined;
      await calendar.events.delete({ calendarId: 'primary', eventId, sendUpdates: 'all' }).catch((error) => {
        if (!gone(error)) throw error;
      });
      await keepMeetEvent(pool, booking.id, null, booking.status === 'cancelled' ? booking.meetLink : null);
      // The freed time is busy in the stored calendar copy until it is read again: read it now.
      if (booking.calendarSync) await planBusyRefresh(pool, booking.providerId, new Date());
      return undefined;
    }

    let event: calendar_v3.Schema$Event;
    try {
      event = (
        await calendar.events.patch({
          calendarId: 'primary',
          eventId,
          conferenceDataVersion: 1,
          sendUpdates: 'all',
          requestBody: eventBody(booking),
        })
      ).data;
    } catch (error) {
      if (!gone(error)) throw error;
      event = (
        await calendar.events.insert({
          calendarId: 'primary',
          conferenceDataVersion: 1,
          sendUpdates: 'all',
          requestBody: {
            ...eventBody(booking),
            id: eventId,
            conferenceData: { createRequest: { requestId: booking.id, conferenceSolutionKey: { type: 'hangoutsMeet' } } },
          },
        })
      ).data;
    }
    const link = meetLinkOf(event);
    const fresh = await keepMeetEvent(pool, booking.id, event.id ?? eventId, link ?? booking.meetLink);
    if (fresh) {
      await planMeetLinkNotice(pool, booking.id, new Date());
      notify();
    }
    // A moved event frees its old time in the calendar: read the busy times again.
    if (booking.calendarSync) await planBusyRefresh(pool, booking.providerId, new Date());
    // Google may still be setting the conference up: look again shortly.
    if (!link) return { later: new Date(Date.now() + 15_000) };
    return undefined;
  };
}
