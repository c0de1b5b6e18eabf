-- The rules a client's booking must pass that live in the database, inside the booking's own statement
-- (booking-insert.queries.ts), ADR 019: the candidates (masters, in order) without a day off that day, then those
-- under the service's daily cap (qabul_daily_cap_reached.sql). Nobody left: QB004 (day off) or QB005 (day full).
-- `check_rules` is false for the provider's own booking: their day off and cap are theirs to override.
-- The slot list's twins in TypeScript: `isDayOff` and `dailyCapReached` in api/src/features/slots/day-rules.ts;
-- api/test/sql-rules-agree.test.ts holds them to the same answers.
create or replace function admit_booking_rules(
  service integer, candidates uuid[], day date, check_rules boolean
) returns uuid[] language plpgsql volatile as $$
declare
  business uuid;
  kept uuid[];
begin
  if not check_rules then
    return candidates;
  end if;
  select user_id into business from services where id = service;
  select array_agg(c.id order by c.position) into kept
  from unnest(candidates) with ordinality as c(id, position)
  where not exists (select 1 from time_off t
                    where t.user_id = business and day between t.from_date and t.to_date
                      and (t.staff_id is null or t.staff_id = c.id));
  if kept is null then
    raise exception 'day_off' using errcode = 'QB004';
  end if;
  select array_agg(c.id order by c.position) into kept
  from unnest(kept) with ordinality as c(id, position)
  where not qabul_daily_cap_reached(service, c.id, day, null);
  if kept is null then
    raise exception 'day_full' using errcode = 'QB005';
  end if;
  return kept;
end
$$;
