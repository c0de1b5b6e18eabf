import { Migration } from '@mikro-orm/migrations';

/**
 * A provider account becomes a business with masters (`staff`). Every existing provider gets one master,
 * themselves (`is_owner`), doing all their services, and every booking belongs to that master, so a solo provider
 * sees no difference. New providers and new services get the same by trigger, whoever inserts them (register,
 * Google sign-in, the admin CLI, seeds). The double-booking guarantee moves from the provider to the master:
 * two masters of one business may be booked at the same moment, one master never twice.
 * "Any master" is picked by `pick_master` inside the booking's own statement (ADR 016).
 */
export class Migration20261128030000_staff extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table staff (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      name text not null,
      title text,
      photo_url text,
      availability jsonb not null default '{}'::jsonb,
      telegram_username text,
      email text,
      is_active boolean not null default true,
      is_owner boolean not null default false,
      member_user_id uuid references users (id) on delete set null,
      invite_token text unique,
      invited_at timestamptz,
      deleted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql('create index staff_user_id_index on staff (user_id);');
    this.addSql('create unique index staff_one_owner on staff (user_id) where is_owner;');
    // One account is the master of at most one business.
    this.addSql(
      'create unique index staff_member_user_id on staff (member_user_id) where member_user_id is not null and deleted_at is null;',
    );

    this.addSql(`create table staff_services (
      staff_id uuid not null references staff (id) on delete cascade,
      service_id integer not null references services (id) on delete cascade,
      primary key (staff_id, service_id)
    );`);
    this.addSql('create index staff_services_service_id_index on staff_services (service_id);');

    this.addSql(`insert into staff (user_id, name, photo_url, is_owner)
      select id, coalesce(nullif(trim(concat_ws(' ', nullif(trim(first_name), ''), nullif(trim(last_name), ''))), ''), username),
        profile_image_url, true
      from users;`);
    this.addSql(`insert into staff_services (staff_id, service_id)
      select st.id, s.id from services s join staff st on st.user_id = s.user_id and st.is_owner;`);

    // History: qabul_owner_master (and its triggers) is now kept in db/src/sql/qabul_owner_master.sql (ADR 034); change it there.
    this.addSql(`create function qabul_owner_master() returns trigger language plpgsql as $$
      begin
        insert into staff (user_id, name, photo_url, is_owner)
        values (new.id, coalesce(nullif(trim(concat_ws(' ', nullif(trim(new.first_name), ''), nullif(trim(new.last_name), ''))), ''), new.username),
          new.profile_image_url, true);
        return null;
      end $$;`);
    this.addSql(`create trigger users_owner_master after insert on users
      for each row execute function qabul_owner_master();`);
    // A new service is done by every active master of the business until the owner says otherwise.
    // History: qabul_service_masters (and its triggers) is now kept in db/src/sql/qabul_service_masters.sql (ADR 034); change it there.
    this.addSql(`create function qabul_service_masters() returns trigger language plpgsql as $$
      begin
        insert into staff_services (staff_id, service_id)
        select id, new.id from staff where user_id = new.user_id and is_active and deleted_at is null;
        return null;
      end $$;`);
    this.addSql(`create trigger services_masters after insert on services
      for each row execute function qabul_service_masters();`);
    // A master's hours and services shape the business's slots: cached slot data is dropped on any change.
    // History: these triggers are now kept in db/src/sql/qabul_notify_provider_changed.sql (ADR 034).
    this.addSql(`create trigger staff_provider_changed after insert or update or delete on staff
      for each row execute function qabul_notify_provider_changed();`);

    this.addSql('alter table bookings add column staff_id uuid references staff (id) on delete cascade;');
    this.addSql(`update bookings b set staff_id = st.id from staff st where st.user_id = b.user_id and st.is_owner;`);
    this.addSql('alter table bookings alter column staff_id set not null;');
    // A booking written without a master (imports, older tools) belongs to the owner's own master.
    // History: qabul_booking_owner_master (and its triggers) is now kept in db/src/sql/qabul_booking_owner_master.sql (ADR 034); change it there.
    this.addSql(`create function qabul_booking_owner_master() returns trigger language plpgsql as $$
      begin
        select id into new.staff_id from staff where user_id = new.user_id and is_owner;
        return new;
      end $$;`);
    this.addSql(`create trigger bookings_owner_master before insert on bookings
      for each row when (new.staff_id is null) execute function qabul_booking_owner_master();`);
    this.addSql('alter table bookings drop constraint bookings_no_overlap;');
    this.addSql(`alter table bookings add constraint bookings_no_overlap
      exclude using gist (staff_id with =, occupied with &&) where (status <> 'cancelled');`);
    // The business-wide look-ups (the dashboard grid, a day's bookings) keep an index of their own.
    this.addSql(`create index bookings_user_occupied_index on bookings using gist (user_id, occupied) where (status <> 'cancelled');`);
    this.addSql('create index bookings_staff_date_index on bookings (staff_id, date);');
    // "Who waited longest": each master's latest booking, read from the end of their own entries.
    this.addSql('create index bookings_staff_created_index on bookings (staff_id, created_at);');

    // Notices about a booking go to its master too.
    this.addSql('alter table reminder_schedules drop constraint reminder_schedules_recipient_type_check;');
    this.addSql(`alter table reminder_schedules add constraint reminder_schedules_recipient_type_check
      check (recipient_type in ('client', 'provider', 'master'));`);

    this.addSql('alter table subscription_plans add column max_staff integer;');
    this.addSql(`update subscription_plans set max_staff = case code
      when 'freemium' then 1 when 'asosiy' then 3 when 'business' then 10 else null end;`);

    // "Farqi yo'q": among the masters who do the service and whose hours hold the time (`candidates`, in the
    // business's order), the one free at [starts, blocked) with the fewest bookings that day, ties by who was
    // given a booking longest ago, then the order. The lock queues a business's "any" picks; being VOLATILE,
    // every query below takes a fresh snapshot, so it sees each pick committed before the lock was granted.
    // One candidate (a chosen master, a solo business) needs no pick: the exclusion constraint decides.
    // History: pick_master is now kept in db/src/sql/pick_master.sql (ADR 034); change it there.
    this.addSql(`create function pick_master(
        provider_id uuid, candidates uuid[], starts timestamptz, blocked timestamptz, day date
      ) returns uuid language plpgsql volatile as $$
      declare
        chosen uuid;
      begin
        if cardinality(candidates) = 1 then
          return candidates[1];
        end if;
        perform pg_advisory_xact_lock(hashtextextended(provider_id::text, 11));
        -- Each look-up is one master's own (the exclusion constraint's index, and theirs by day and by creation).
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
  }

  override async down(): Promise<void> {
    this.addSql('drop function pick_master(uuid, uuid[], timestamptz, timestamptz, date);');
    this.addSql('alter table subscription_plans drop column max_staff;');
    this.addSql(`delete from reminder_schedules where recipient_type = 'master';`);
    this.addSql('alter table reminder_schedules drop constraint reminder_schedules_recipient_type_check;');
    this.addSql(`alter table reminder_schedules add constraint reminder_schedules_recipient_type_check
      check (recipient_type in ('client', 'provider'));`);
    this.addSql('drop index bookings_staff_created_index;');
    this.addSql('drop index bookings_staff_date_index;');
    this.addSql('drop index bookings_user_occupied_index;');
    this.addSql('alter table bookings drop constraint bookings_no_overlap;');
    this.addSql(`alter table bookings add constraint bookings_no_overlap
      exclude using gist (user_id with =, occupied with &&) where (status <> 'cancelled');`);
    this.addSql('drop trigger bookings_owner_master on bookings;');
    this.addSql('drop function qabul_booking_owner_master();');
    this.addSql('alter table bookings drop column staff_id;');
    this.addSql('drop trigger services_masters on services;');
    this.addSql('drop function qabul_service_masters();');
    this.addSql('drop trigger users_owner_master on users;');
    this.addSql('drop function qabul_owner_master();');
    this.addSql('drop table staff_services;');
    this.addSql('drop table staff;');
  }
}
