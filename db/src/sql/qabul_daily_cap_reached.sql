-- The service's daily cap (`services.daily_limit`) per master (ADR 019), counted under one lock per service and day,
-- taken by a new booking (admit_booking_rules) and by a move (admit_booking_move) alike; VOLATILE, so the count sees
-- every booking committed before the lock was granted. A move leaves its own booking out of the count (`moving`),
-- so a booking moved within its day never counts twice. The slot list's twin in TypeScript: `dailyCapReached` in
-- api/src/features/slots/day-rules.ts; api/test/sql-rules-agree.test.ts holds the two to the same answers.
create or replace function qabul_daily_cap_reached(service integer, master uuid, day date, moving uuid) returns boolean
  language plpgsql volatile as $$
declare
  cap integer;
begin
  select daily_limit into cap from services where id = service;
  if cap is null then
    return false;
  end if;
  perform pg_advisory_xact_lock(hashtextextended(service::text || ':' || day::text, 12));
  return (select count(*) from bookings b
          where b.staff_id = master and b.service_id = service and b.date = day and b.status <> 'cancelled'
            and b.id is distinct from moving) >= cap;
end
$$;
