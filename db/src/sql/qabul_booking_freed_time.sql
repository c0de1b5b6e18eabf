-- A live booking cancelled, moved to another time or given to another master frees its old time: whoever waits
-- for that day gets an offer (qabul_waitlist_offer.sql, ADR 019).
create or replace function qabul_booking_freed_time() returns trigger language plpgsql as $$
begin
  perform qabul_waitlist_offer(old.user_id, old.date, old.date, old.staff_id);
  return null;
end $$;

drop trigger if exists bookings_freed_time on bookings;
create trigger bookings_freed_time after update of status, date_time_utc, staff_id on bookings
  for each row when (old.status <> 'cancelled' and (new.status = 'cancelled' or new.date_time_utc <> old.date_time_utc
    or new.staff_id <> old.staff_id))
  execute function qabul_booking_freed_time();
