-- A booking occupies [start - buffer before, end + break) (ADR 019): the buffer is stored on the booking and the
-- range's lower end is set here (timestamptz arithmetic is not immutable, so a generated column cannot do it), so
-- the exclusion constraint keeps holding buffers as it holds breaks.
create or replace function qabul_booking_occupied_from() returns trigger language plpgsql as $$
begin
  new.occupied_from := new.date_time_utc - make_interval(mins => new.buffer_before);
  return new;
end $$;

drop trigger if exists bookings_occupied_from on bookings;
create trigger bookings_occupied_from before insert or update of date_time_utc, buffer_before on bookings
  for each row execute function qabul_booking_occupied_from();
