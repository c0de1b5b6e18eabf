-- "Band vaqt" (ADR 021): a master's blocked time holds their time exactly as a booking does, as a row of
-- `occupied_times` kept here, whoever writes the block. A removed block frees its time for whoever waits for that
-- day, as a cancelled booking's is (qabul_waitlist_offer.sql, ADR 019).
create or replace function qabul_block_occupies() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    delete from occupied_times where id = old.id;
    -- The freed time is offered to whoever waits for that day, as a cancelled booking's is (ADR 019).
    perform qabul_waitlist_offer(old.user_id, old.date, old.date, old.staff_id);
  else
    insert into occupied_times (id, staff_id, occupied) values (new.id, new.staff_id, tstzrange(new.starts_at, new.ends_at, '[)'))
    on conflict (id) do update set staff_id = excluded.staff_id, occupied = excluded.occupied;
  end if;
  return null;
end $$;

drop trigger if exists calendar_blocks_occupy on calendar_blocks;
create trigger calendar_blocks_occupy after insert or update of staff_id, starts_at, ends_at or delete on calendar_blocks
  for each row execute function qabul_block_occupies();
