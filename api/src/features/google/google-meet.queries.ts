import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../lib/transaction.ts';
import { scheduleReminders } from '../notifications/index.ts';
import { planInForceSql } from '../subscriptions/index.ts';
import { sqlIn } from '../../lib/sql.ts';

/** What the Meet job needs to make the provider's calendar match one booking. */
export interface MeetBooking {
  id: string;
  status: string;
  start: Date;
  durationMinutes: number;
  clientName: string;
  clientEmail: string | null;
  notes: string | null;
  serviceName: string | null;
  eventId: string | null;
  meetLink: string | null;
  providerId: string;
  providerTimezone: string;
  /** The service asks for Meet, the provider's plan in force allows it, and Google is connected. */
  wantsMeet: boolean;
  sealedToken: string | null;
  calendarSync: boolean;
}

export async function meetBooking(db: Db, bookingId: string): Promise<MeetBooking | null> {
  const { rows } = await db.query<MeetBooking>(
    `select b.id, b.status, b.date_time_utc as "start", coalesce(s.duration, 30) as "durationMinutes",
       b.name as "clientName", b.email as "clientEmail", b.notes, s.name as "serviceName",
       b.google_calendar_event_id as "eventId", b.google_meet_link as "meetLink",
       u.id as "providerId", u.timezone as "providerTimezone", u.google_refresh_token as "sealedToken",
       (coalesce(s.use_google_meet, false) and u.google_connected
         and coalesce((select plan.allows_google_meet from ${planInForceSql('u.id')} plan), false)) as "wantsMeet",
       u.google_calendar_sync as "calendarSync"
     from bookings b join users u on u.id = b.user_id left join services s on s.id = b.service_id
     where b.id = $1`,
    [bookingId],
  );
  return rows[0] ?? null;
}

/** Stores the event and its link; answers whether the link is new (the client has not been told it yet). */
export async function keepMeetEvent(db: Db, bookingId: string, eventId: string | null, link: string | null): Promise<boolean> {
  const { rows } = await db.query<{ fresh: boolean }>(
    `update bookings b set google_calendar_event_id = $2, google_meet_link = $3, updated_at = now()
     from (select google_meet_link from bookings where id = $1 for update) before
     where b.id = $1
     returning (before.google_meet_link is distinct from $3 and $3 is not null) as fresh`,
    [bookingId, eventId, link],
  );
  return rows[0]?.fresh ?? false;
}

/**
 * The client hears about a link that came after their confirmation (Telegram or e-mail, through the outbox). A
 * confirmation still waiting untouched will carry the link itself; one already sent, or being sent right now,
 * may not have it, so the link follows in a notice of its own.
 */
export async function planMeetLinkNotice(db: Db, bookingId: string, now: Date): Promise<void> {
  const { rows } = await db.query(
    `select 1 from reminder_schedules where booking_id = $1 and recipient_type = 'client' and reminder_type = 'booking_created'
       and status = 'pending' and (claimed_until is null or claimed_until < now())`,
    [bookingId],
  );
  if (rows.length > 0) return;
  await scheduleReminders(db, bookingId, [{ recipientType: 'client', reminderType: 'meet_link', scheduledTime: now }], {
    onlyIfLive: true,
  });
}

/** The busy times read from a provider's calendar, gone with the connection. */
export async function forgetBusyTimes(em: EntityManager, userId: string): Promise<void> {
  await sqlIn(em, 'delete from google_busy_times where user_id = ?', [userId], 'run');
}
