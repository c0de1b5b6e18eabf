-- Time freed on a day (a booking cancelled or moved away, whatever did it; a day off removed; a blocked time
-- removed) gives each client waiting for that day one offer, through the durable job runner (claim with a lease,
-- settle, back off): the entry is marked offered and its `waitlist_offer` job planned in the same transaction as
-- the change that freed the time (ADR 019). Called by qabul_booking_freed_time, qabul_time_off_removed and
-- qabul_block_occupies.
create or replace function qabul_waitlist_offer(business uuid, first_day date, last_day date, master uuid) returns void
  language sql volatile as $$
  with offered as (
    update waitlist_entries w set offered_at = now()
    where w.user_id = business and w.date between greatest(first_day, current_date - 1) and last_day
      and w.offered_at is null and (master is null or w.staff_id is null or w.staff_id = master)
    returning w.id
  )
  insert into background_jobs (kind, key, run_at, payload)
  select 'waitlist_offer', id::text, now(), jsonb_build_object('entryId', id) from offered
  on conflict (kind, key) do nothing
$$;
