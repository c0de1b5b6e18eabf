import { Migration } from '@mikro-orm/migrations';

/**
 * Provider tools (ADR 017): the `no_show` booking status, the business's clients (one row per phone within a
 * provider, kept up by the database whenever a booking is written, so every booking path keeps it without a
 * second round trip) and the clients' reviews of their visits.
 */
export class Migration20261128040000_clients_no_show_reviews extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table bookings drop constraint bookings_status_check;');
    // A no-show keeps its time: the exclusion constraint's `status <> 'cancelled'` (ADR 001) still covers it.
    this.addSql(`alter table bookings add constraint bookings_status_check
      check (status in ('pending', 'confirmed', 'cancelled', 'no_show'));`);

    // A client's key: the booking's E.164 phone, or its digits with a plus when it could not be read.
    // History: client_phone is now kept in db/src/sql/client_phone.sql (ADR 034); change it there.
    this.addSql(`create function client_phone(phone_e164 text, phone text) returns text
      language sql immutable parallel safe
      as $$ select coalesce(phone_e164, '+' || regexp_replace(phone, '\\D', '', 'g')) $$;`);
    this.addSql('create index bookings_client on bookings (user_id, client_phone(phone_e164, phone), date_time_utc);');

    this.addSql(`create table clients (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      phone text not null,
      name text not null,
      email text,
      telegram_username text,
      note text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (user_id, phone)
    );`);
    this.addSql('create index clients_name on clients (user_id, lower(name));');
    // The latest booking's contact details are the client's; what the client left out earlier stays known.
    // History: bookings_keep_client (and its triggers) is now kept in db/src/sql/bookings_keep_client.sql (ADR 034); change it there.
    this.addSql(`create function bookings_keep_client() returns trigger language plpgsql as $$
      begin
        insert into clients (user_id, phone, name, email, telegram_username)
        values (new.user_id, client_phone(new.phone_e164, new.phone), new.name, new.email, new.telegram_username)
        on conflict (user_id, phone) do update set
          name = excluded.name,
          email = coalesce(excluded.email, clients.email),
          telegram_username = coalesce(excluded.telegram_username, clients.telegram_username),
          updated_at = now();
        return null;
      end
    $$;`);
    this.addSql(`create trigger bookings_keep_client after insert or update of user_id, name, phone, phone_e164, email, telegram_username
      on bookings for each row execute function bookings_keep_client();`);
    this.addSql(`insert into clients (user_id, phone, name, email, telegram_username, created_at)
      select distinct on (user_id, client_phone(phone_e164, phone))
        user_id, client_phone(phone_e164, phone), name,
        (select b2.email from bookings b2 where b2.user_id = b.user_id and b2.email is not null
           and client_phone(b2.phone_e164, b2.phone) = client_phone(b.phone_e164, b.phone) order by b2.created_at desc limit 1),
        (select b2.telegram_username from bookings b2 where b2.user_id = b.user_id and b2.telegram_username is not null
           and client_phone(b2.phone_e164, b2.phone) = client_phone(b.phone_e164, b.phone) order by b2.created_at desc limit 1),
        (select min(b2.created_at) from bookings b2 where b2.user_id = b.user_id
           and client_phone(b2.phone_e164, b2.phone) = client_phone(b.phone_e164, b.phone))
      from bookings b
      order by user_id, client_phone(phone_e164, phone), created_at desc
      on conflict (user_id, phone) do nothing;`);

    this.addSql(`create table reviews (
      id uuid primary key default gen_random_uuid(),
      booking_id uuid not null unique references bookings (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      rating smallint not null check (rating between 1 and 5),
      comment text check (char_length(comment) <= 1000),
      client_name text not null,
      hidden boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql('create index reviews_visible on reviews (user_id, created_at desc) where not hidden;');
    this.addSql('create index reviews_provider on reviews (user_id, created_at desc);');
    // The dispatcher plans each review question once the visit is an hour over (ADR 017): the kept visits that
    // ended lately, found by their end.
    this.addSql(`create index bookings_ended_visits on bookings (ends_at) where status not in ('cancelled', 'no_show');`);
    // At most one of each notice about a visit that is over: the client's review question, the provider's "Kelmadi?".
    this.addSql(`create unique index reminder_schedules_once_after_visit on reminder_schedules (booking_id, reminder_type)
      where reminder_type in ('review_request', 'visit_over');`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index reminder_schedules_once_after_visit;');
    this.addSql('drop index bookings_ended_visits;');
    this.addSql('drop table reviews;');
    this.addSql('drop trigger bookings_keep_client on bookings;');
    this.addSql('drop function bookings_keep_client();');
    this.addSql('drop table clients;');
    this.addSql('drop index bookings_client;');
    this.addSql('drop function client_phone(text, text);');
    this.addSql(`update bookings set status = 'cancelled' where status = 'no_show';`);
    this.addSql('alter table bookings drop constraint bookings_status_check;');
    this.addSql(`alter table bookings add constraint bookings_status_check check (status in ('pending', 'confirmed', 'cancelled'));`);
  }
}
