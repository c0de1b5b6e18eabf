-- "Farqi yo'q" (ADR 016): among the masters who do the service and whose hours hold the time (`candidates`, in the
-- business's order), the one free at [starts, blocked) with the fewest bookings that day, ties by who was given a
-- booking longest ago, then the order. A master's taken time (bookings and blocks) is read from `occupied_times`
-- (ADR 021). The lock queues a business's "any" picks; being VOLATILE, every query below takes a fresh snapshot, so
-- it sees each pick committed before the lock was granted. One candidate (a chosen master, a solo business) needs no
-- pick: the exclusion constraint decides. Called by the booking statement (booking-insert.queries.ts) over the
-- candidates `admit_booking_rules` keeps.
create or replace function pick_master(
  provider_id uuid, candidates uuid[], starts timestamptz, blocked timestamptz, day date
) returns uuid language plpgsql volatile as $$
declare
  chosen uuid;
begin
  if cardinality(candidates) = 1 then
    return candidates[1];
  end if;
  perform pg_advisory_xact_lock(hashtextextended(provider_id::text, 11));
  select c.id into chosen
  from unnest(candidates) with ordinality as c(id, position)
  cross join lateral (
    select
      exists (select 1 from occupied_times o
              where o.staff_id = c.id and o.occupied && tstzrange(starts, blocked, '[)')) as busy,
      (select count(*) from bookings b where b.staff_id = c.id and b.date = day and b.status <> 'cancelled') as that_day,
      (select b.created_at from bookings b where b.staff_id = c.id and b.status <> 'cancelled'
       order by b.created_at desc limit 1) as last_given
  ) m
  where not m.busy
  order by m.that_day, m.last_given asc nulls first, c.position
  limit 1;
  if chosen is null then
    raise exception 'slot_taken' using errcode = 'QB003';
  end if;
  return chosen;
end
$$;
