import { Migration } from '@mikro-orm/migrations';

/**
 * Google sign-in and Meet links. A provider's calendar follows their bookings through a background job that a
 * trigger plans in the same transaction as the change, so no path that books, moves or cancels (the public page,
 * the dashboard, Telegram, operators) can forget it, and a slow Google never holds the booking up. Each change
 * plans its own job (keyed by transaction); the job makes the calendar match the booking as it is when it runs.
 * Busy times read from the provider's calendar are kept here so slot listing never waits for Google.
 */
export class Migration20261124000000_google extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table users add column google_email text;');
    this.addSql('alter table users add column google_calendar_sync boolean not null default false;');

    this.addSql(`create table google_busy_times (
      id bigserial primary key,
      user_id uuid not null references users (id) on delete cascade,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      check (ends_at > starts_at)
    );`);
    this.addSql('create index google_busy_times_user_index on google_busy_times (user_id, starts_at);');

    // History: plan_google_meet_sync (and its triggers) is now kept in db/src/sql/plan_google_meet_sync.sql (ADR 034); change it there.
    this.addSql(`create function plan_google_meet_sync() returns trigger language plpgsql as $$
      begin
        if new.google_calendar_event_id is not null
           or exists (select 1 from services s where s.id = new.service_id and s.use_google_meet) then
          insert into background_jobs (kind, key, run_at)
          values ('google-meet-sync', new.id::text || ':' || txid_current()::text, now())
          on conflict (kind, key) do nothing;
        end if;
        return null;
      end
    $$;`);
    this.addSql(`create trigger bookings_google_meet_sync
      after insert or update of status, date_time_utc, service_id on bookings
      for each row execute function plan_google_meet_sync();`);
  }
}
