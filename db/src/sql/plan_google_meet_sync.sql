-- A provider's Google calendar follows their bookings through a background job that this trigger plans in the
-- same transaction as the change, so no path that books, moves or cancels (the public page, the dashboard,
-- Telegram, operators) can forget it, and a slow Google never holds the booking up. Each change plans its own job
-- (keyed by transaction); the job makes the calendar match the booking as it is when it runs.
create or replace function plan_google_meet_sync() returns trigger language plpgsql as $$
begin
  if new.google_calendar_event_id is not null
     or exists (select 1 from services s where s.id = new.service_id and s.use_google_meet) then
    insert into background_jobs (kind, key, run_at)
    values ('google-meet-sync', new.id::text || ':' || txid_current()::text, now())
    on conflict (kind, key) do nothing;
  end if;
  return null;
end
$$;

drop trigger if exists bookings_google_meet_sync on bookings;
create trigger bookings_google_meet_sync
  after insert or update of status, date_time_utc, service_id on bookings
  for each row execute function plan_google_meet_sync();
