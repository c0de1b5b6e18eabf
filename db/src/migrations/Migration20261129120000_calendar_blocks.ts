import { Migration } from '@mikro-orm/migrations';

/**
 * "Band vaqt" (ADR 021): a master's blocked time holds their time exactly as a booking does. The guarantee against
 * overlaps moves from `bookings` to `occupied_times`, one row per live booking and per block, with the same
 * exclusion constraint over (master, range). Triggers keep the rows, whoever writes a booking or a block, in the
 * same statement; a booking costs one small row and one GiST entry here instead of the one it had in `bookings`.
 * The readers of a master's taken time (the slot list's day, "any master" in `pick_master`) read this table, so a
 * block is taken time for every surface without knowing about blocks.
 */
export class Migration20261129120000_calendar_blocks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table calendar_blocks (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      staff_id uuid not null references staff (id) on delete cascade,
      date date not null,
      start_time text not null check (start_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
      end_time text not null check (end_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      note text,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      check (ends_at > starts_at)
    );`);
    this.addSql('create index calendar_blocks_user_id_date_index on calendar_blocks (user_id, date);');
    this.addSql('create index calendar_blocks_staff_id_index on calendar_blocks (staff_id);');

    // The id is the booking's or the block's own (both random UUIDs), so a row is found from either without a
    // second index; no foreign keys, so a booking's insert pays no look-up for them (the triggers keep it right).
    this.addSql(`create table occupied_times (
      id uuid primary key,
      staff_id uuid not null,
      occupied tstzrange not null,
      constraint occupied_times_no_overlap exclude using gist (staff_id with =, occupied with &&)
    );`);
    this.addSql(`insert into occupied_times (id, staff_id, occupied)
      select id, staff_id, occupied from bookings where status <> 'cancelled';`);
    this.addSql('alter table bookings drop constraint bookings_no_overlap;');

    // History: qabul_booking_occupies (and its triggers) is now kept in db/src/sql/qabul_booking_occupies.sql (ADR 034); change it there.
    this.addSql(`create function qabul_booking_occupies() returns trigger language plpgsql as $$
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
      end $$;`);
    this.addSql(`create trigger bookings_occupy after insert on bookings
      for each row when (new.status <> 'cancelled') execute function qabul_booking_occupies();`);
    this.addSql(`create trigger bookings_occupy_change
      after update of status, staff_id, date_time_utc, buffer_before, occupied_from, blocked_until on bookings
      for each row when ((old.status = 'cancelled') <> (new.status = 'cancelled')
        or (new.status <> 'cancelled' and (old.staff_id <> new.staff_id or old.occupied <> new.occupied)))
      execute function qabul_booking_occupies();`);
    this.addSql(`create trigger bookings_occupy_end after delete on bookings
      for each row when (old.status <> 'cancelled') execute function qabul_booking_occupies();`);

    // History: qabul_block_occupies (and its triggers) is now kept in db/src/sql/qabul_block_occupies.sql (ADR 034); change it there.
    this.addSql(`create function qabul_block_occupies() returns trigger language plpgsql as $$
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
      end $$;`);
    this.addSql(`create trigger calendar_blocks_occupy after insert or update of staff_id, starts_at, ends_at or delete on calendar_blocks
      for each row execute function qabul_block_occupies();`);

    // "Farqi yo'q" as before (ADR 016), reading a master's taken time (bookings and blocks) where it now lives.
    // History: pick_master is now kept in db/src/sql/pick_master.sql (ADR 034); change it there.
    this.addSql(`create or replace function pick_master(
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
    $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function pick_master(
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
            exists (select 1 from bookings b
                    where b.staff_id = c.id and b.status <> 'cancelled'
                      and b.occupied && tstzrange(starts, blocked, '[)')) as busy,
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
    $$;`);
    this.addSql('drop trigger calendar_blocks_occupy on calendar_blocks;');
    this.addSql('drop function qabul_block_occupies();');
    this.addSql('drop trigger bookings_occupy_end on bookings;');
    this.addSql('drop trigger bookings_occupy_change on bookings;');
    this.addSql('drop trigger bookings_occupy on bookings;');
    this.addSql('drop function qabul_booking_occupies();');
    this.addSql(`alter table bookings add constraint bookings_no_overlap
      exclude using gist (staff_id with =, occupied with &&) where (status <> 'cancelled');`);
    this.addSql('drop table occupied_times;');
    this.addSql('drop table calendar_blocks;');
  }
}
