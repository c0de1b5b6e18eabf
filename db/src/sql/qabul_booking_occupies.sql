-- No double booking (ADR 001, ADR 021): a live booking's taken time is a row of `occupied_times`, whose exclusion
-- constraint refuses two overlapping ranges of one master. These triggers keep the row in the booking's own
-- statement, whoever writes the booking: inserted with it, moved with it, gone when it is cancelled or deleted.
create or replace function qabul_booking_occupies() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    delete from occupied_times where id = old.id;
  elsif tg_op = 'INSERT' then
    insert into occupied_times (id, staff_id, occupied) values (new.id, new.staff_id, new.occupied);
  elsif new.status = 'cancelled' then
    delete from occupied_times where id = new.id;
  else
    insert into occupied_times (id, staff_id, occupied) values (new.id, new.staff_id, new.occupied)
    on conflict (id) do update set staff_id = excluded.staff_id, occupied = excluded.occupied;
  end if;
  return null;
end $$;

drop trigger if exists bookings_occupy on bookings;
create trigger bookings_occupy after insert on bookings
  for each row when (new.status <> 'cancelled') execute function qabul_booking_occupies();

drop trigger if exists bookings_occupy_change on bookings;
create trigger bookings_occupy_change
  after update of status, staff_id, date_time_utc, buffer_before, occupied_from, blocked_until on bookings
  for each row when ((old.status = 'cancelled') <> (new.status = 'cancelled')
    or (new.status <> 'cancelled' and (old.staff_id <> new.staff_id or old.occupied <> new.occupied)))
  execute function qabul_booking_occupies();

drop trigger if exists bookings_occupy_end on bookings;
create trigger bookings_occupy_end after delete on bookings
  for each row when (old.status <> 'cancelled') execute function qabul_booking_occupies();
