-- A move (ADR 019): the master's day off binds a client's move only (the provider's own move is theirs, as a new
-- booking is); the daily cap (qabul_daily_cap_reached.sql) binds every move, since it protects the master's day
-- whoever fills it. QB004 (day off) or QB005 (day full).
create or replace function admit_booking_move(moving uuid, service integer, master uuid, day date, check_days_off boolean)
  returns void language plpgsql volatile as $$
begin
  if check_days_off and exists (select 1 from time_off t join services s on s.user_id = t.user_id
                                where s.id = service and day between t.from_date and t.to_date
                                  and (t.staff_id is null or t.staff_id = master)) then
    raise exception 'day_off' using errcode = 'QB004';
  end if;
  if qabul_daily_cap_reached(service, master, day, moving) then
    raise exception 'day_full' using errcode = 'QB005';
  end if;
end
$$;
