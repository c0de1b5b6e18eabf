import { Migration } from '@mikro-orm/migrations';

/**
 * One SEQUENCE per booking's calendar event (RFC 5545 3.8.7.4), for the downloaded .ics and the e-mailed
 * invitations alike: a counter on the booking that only grows, by one on every change a calendar shows (the
 * time, the status, the place), so a calendar always takes the latest file over an earlier one. It was the
 * download's 0 and the e-mails' Unix seconds before (which outgrow iCalendar's INTEGER in 2038). Kept by a
 * trigger, so every path that moves, confirms or cancels a booking (the page, the dashboard, the Mini App, the
 * bot, the jobs) counts, and no statement can set it back.
 */
export class Migration20261129120000_calendar_sequence extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table bookings add column calendar_sequence integer not null default 0;');
    // History: bookings_calendar_sequence (and its triggers) is now kept in db/src/sql/bookings_calendar_sequence.sql (ADR 034); change it there.
    this.addSql(`create function bookings_calendar_sequence() returns trigger language plpgsql as $$
      begin
        new.calendar_sequence := old.calendar_sequence + case
          when new.date_time_utc is distinct from old.date_time_utc
            or new.ends_at is distinct from old.ends_at
            or new.status is distinct from old.status
            or new.meeting_address is distinct from old.meeting_address
            or new.is_online_meeting is distinct from old.is_online_meeting
            or new.online_meeting_link is distinct from old.online_meeting_link
            or new.google_meet_link is distinct from old.google_meet_link
          then 1 else 0 end;
        return new;
      end
    $$;`);
    this.addSql(`create trigger bookings_calendar_sequence before update on bookings
      for each row execute function bookings_calendar_sequence();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger bookings_calendar_sequence on bookings;');
    this.addSql('drop function bookings_calendar_sequence();');
    this.addSql('alter table bookings drop column calendar_sequence;');
  }
}
