-- A day off removed frees its days: whoever waits for one of them gets an offer (qabul_waitlist_offer.sql, ADR 019).
create or replace function qabul_time_off_removed() returns trigger language plpgsql as $$
begin
  perform qabul_waitlist_offer(old.user_id, old.from_date, old.to_date, old.staff_id);
  return null;
end $$;

drop trigger if exists time_off_removed on time_off;
create trigger time_off_removed after delete on time_off
  for each row execute function qabul_time_off_removed();
