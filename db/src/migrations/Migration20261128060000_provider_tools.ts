import { Migration } from '@mikro-orm/migrations';

/**
 * Provider tools (ADR 019): days off and date overrides, booking rules per service, and the waitlist.
 * A booking now occupies [start - buffer before, end + break): the buffer is stored on the booking and the
 * range's lower end is set by trigger (timestamptz arithmetic is not immutable, so a generated column cannot
 * do it), so the exclusion constraint keeps holding buffers as it holds breaks. `admit_booking_rules` runs in
 * the booking's own statement: days off and the daily cap are read where they live, under a lock for the cap.
 */
export class Migration20261128060000_provider_tools extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table time_off (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      staff_id uuid references staff (id) on delete cascade,
      from_date date not null,
      to_date date not null,
      note text,
      created_at timestamptz not null default now(),
      constraint time_off_range check (to_date >= from_date)
    );`);
    this.addSql('create index time_off_user_id_to_date_index on time_off (user_id, to_date);');

    this.addSql(`create table date_overrides (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      staff_id uuid references staff (id) on delete cascade,
      date date not null,
      times jsonb not null default '[]'::jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    // One override per date for the whole business and one per master.
    this.addSql(`create unique index date_overrides_one_per_date on date_overrides
      (user_id, date, coalesce(staff_id, '00000000-0000-0000-0000-000000000000'::uuid));`);

    // Days off and overrides shape the business's slots: cached slot data is dropped on any change.
    for (const table of ['time_off', 'date_overrides']) {
      // History: these triggers are now kept in db/src/sql/qabul_notify_provider_changed.sql (ADR 034).
      this.addSql(`create trigger ${table}_provider_changed after insert or update or delete on ${table}
        for each row execute function qabul_notify_provider_changed();`);
    }

    this.addSql(`alter table services
      add column min_notice_minutes integer not null default 0 check (min_notice_minutes between 0 and 10080),
      add column max_advance_days integer not null default 90 check (max_advance_days between 1 and 365),
      add column daily_limit integer check (daily_limit between 1 and 100),
      add column buffer_before integer not null default 0 check (buffer_before between 0 and 60);`);

    this.addSql('alter table bookings add column buffer_before integer not null default 0 check (buffer_before between 0 and 60);');
    this.addSql('alter table bookings add column occupied_from timestamptz;');
    this.addSql('update bookings set occupied_from = date_time_utc;');
    this.addSql('alter table bookings alter column occupied_from set not null;');
    // History: qabul_booking_occupied_from (and its triggers) is now kept in db/src/sql/qabul_booking_occupied_from.sql (ADR 034); change it there.
    this.addSql(`create function qabul_booking_occupied_from() returns trigger language plpgsql as $$
      begin
        new.occupied_from := new.date_time_utc - make_interval(mins => new.buffer_before);
        return new;
      end $$;`);
    this.addSql(`create trigger bookings_occupied_from before insert or update of date_time_utc, buffer_before on bookings
      for each row execute function qabul_booking_occupied_from();`);
    this.addSql('alter table bookings drop constraint bookings_no_overlap;');
    this.addSql('drop index bookings_user_occupied_index;');
    this.addSql('alter table bookings drop column occupied;');
    this.addSql(`alter table bookings add column occupied tstzrange
      generated always as (tstzrange(occupied_from, blocked_until, '[)')) stored;`);
    this.addSql(`alter table bookings add constraint bookings_no_overlap
      exclude using gist (staff_id with =, occupied with &&) where (status <> 'cancelled');`);
    this.addSql(`create index bookings_user_occupied_index on bookings using gist (user_id, occupied) where (status <> 'cancelled');`);

    this.addSql(`create table waitlist_entries (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      service_id integer not null references services (id) on delete cascade,
      staff_id uuid references staff (id) on delete cascade,
      date date not null,
      name text not null,
      phone text not null,
      phone_e164 text not null,
      telegram_username text,
      email text,
      token text not null unique,
      offered_at timestamptz,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create unique index waitlist_entries_one_per_phone on waitlist_entries (service_id, date, phone_e164);');
    this.addSql('create index waitlist_entries_user_id_date_index on waitlist_entries (user_id, date);');

    // Time freed on a day (a booking cancelled or moved away, whatever did it; a day off removed) gives each client
    // waiting for that day one offer, through the durable job runner (claim with a lease, settle, back off): the
    // entry is marked offered and its job planned in the same transaction as the change that freed the time.
    // History: qabul_waitlist_offer is now kept in db/src/sql/qabul_waitlist_offer.sql (ADR 034); change it there.
    this.addSql(`create function qabul_waitlist_offer(business uuid, first_day date, last_day date, master uuid) returns void
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
      $$;`);
    // History: qabul_booking_freed_time (and its triggers) is now kept in db/src/sql/qabul_booking_freed_time.sql (ADR 034); change it there.
    this.addSql(`create function qabul_booking_freed_time() returns trigger language plpgsql as $$
      begin
        perform qabul_waitlist_offer(old.user_id, old.date, old.date, old.staff_id);
        return null;
      end $$;`);
    this.addSql(`create trigger bookings_freed_time after update of status, date_time_utc, staff_id on bookings
      for each row when (old.status <> 'cancelled' and (new.status = 'cancelled' or new.date_time_utc <> old.date_time_utc
        or new.staff_id <> old.staff_id))
      execute function qabul_booking_freed_time();`);
    // History: qabul_time_off_removed (and its triggers) is now kept in db/src/sql/qabul_time_off_removed.sql (ADR 034); change it there.
    this.addSql(`create function qabul_time_off_removed() returns trigger language plpgsql as $$
      begin
        perform qabul_waitlist_offer(old.user_id, old.from_date, old.to_date, old.staff_id);
        return null;
      end $$;`);
    this.addSql(`create trigger time_off_removed after delete on time_off
      for each row execute function qabul_time_off_removed();`);

    // The rules a client's booking must pass that live in the database, inside the booking's statement: the
    // candidates (masters, in order) without a day off that day, then (when the service has a daily cap) those
    // under it, counted under a lock per service and day; VOLATILE, so the count sees every booking committed
    // before the lock was granted. Nobody left: QB004 (day off) or QB005 (day full).
    // History: admit_booking_rules is now kept in db/src/sql/admit_booking_rules.sql (ADR 034); change it there.
    this.addSql(`create function admit_booking_rules(
        service integer, candidates uuid[], day date, check_rules boolean
      ) returns uuid[] language plpgsql volatile as $$
      declare
        business uuid;
        cap integer;
        kept uuid[];
      begin
        if not check_rules then
          return candidates;
        end if;
        select user_id, daily_limit into business, cap from services where id = service;
        select array_agg(c.id order by c.position) into kept
        from unnest(candidates) with ordinality as c(id, position)
        where not exists (select 1 from time_off t
                          where t.user_id = business and day between t.from_date and t.to_date
                            and (t.staff_id is null or t.staff_id = c.id));
        if kept is null then
          raise exception 'day_off' using errcode = 'QB004';
        end if;
        if cap is null then
          return kept;
        end if;
        perform pg_advisory_xact_lock(hashtextextended(service::text || ':' || day::text, 12));
        select array_agg(c.id order by c.position) into kept
        from unnest(kept) with ordinality as c(id, position)
        where (select count(*) from bookings b
               where b.staff_id = c.id and b.service_id = service and b.date = day and b.status <> 'cancelled') < cap;
        if kept is null then
          raise exception 'day_full' using errcode = 'QB005';
        end if;
        return kept;
      end
    $$;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop function admit_booking_rules(integer, uuid[], date, boolean);');
    this.addSql('drop trigger time_off_removed on time_off;');
    this.addSql('drop function qabul_time_off_removed();');
    this.addSql('drop trigger bookings_freed_time on bookings;');
    this.addSql('drop function qabul_booking_freed_time();');
    this.addSql('drop function qabul_waitlist_offer(uuid, date, date, uuid);');
    this.addSql('drop table waitlist_entries;');
    this.addSql('alter table bookings drop constraint bookings_no_overlap;');
    this.addSql('drop index bookings_user_occupied_index;');
    this.addSql('alter table bookings drop column occupied;');
    this.addSql(`alter table bookings add column occupied tstzrange
      generated always as (tstzrange(date_time_utc, blocked_until, '[)')) stored;`);
    this.addSql(`alter table bookings add constraint bookings_no_overlap
      exclude using gist (staff_id with =, occupied with &&) where (status <> 'cancelled');`);
    this.addSql(`create index bookings_user_occupied_index on bookings using gist (user_id, occupied) where (status <> 'cancelled');`);
    this.addSql('drop trigger bookings_occupied_from on bookings;');
    this.addSql('drop function qabul_booking_occupied_from();');
    this.addSql('alter table bookings drop column occupied_from, drop column buffer_before;');
    this.addSql(`alter table services drop column min_notice_minutes, drop column max_advance_days,
      drop column daily_limit, drop column buffer_before;`);
    this.addSql('drop table date_overrides;');
    this.addSql('drop table time_off;');
  }
}
