-- A booking written without a master (imports, older tools) belongs to the owner's own master (ADR 016).
create or replace function qabul_booking_owner_master() returns trigger language plpgsql as $$
begin
  select id into new.staff_id from staff where user_id = new.user_id and is_owner;
  return new;
end $$;

drop trigger if exists bookings_owner_master on bookings;
create trigger bookings_owner_master before insert on bookings
  for each row when (new.staff_id is null) execute function qabul_booking_owner_master();
