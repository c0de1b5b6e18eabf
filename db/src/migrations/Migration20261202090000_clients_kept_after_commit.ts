import { Migration } from '@mikro-orm/migrations';

/**
 * The clients list is kept after a booking commits, not inside its transaction (ADR 036): the booking's trigger
 * (db/src/sql/bookings_keep_client.sql) only writes what changed into `clients_to_keep`, an outbox with neither
 * foreign keys nor secondary indexes, and the app folds it into `clients` after the commit
 * (api/src/lib/clients-keeper.ts), in order, each row once.
 */
export class Migration20261202090000_clients_kept_after_commit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table clients_to_keep (
      seq bigint generated always as identity primary key,
      user_id uuid not null,
      phone text not null,
      phone_e164 text,
      name text not null,
      email text,
      telegram_username text,
      at timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    // The upsert inside the booking's transaction, as before (its file is renewed by the next start's rules).
    this.addSql(`insert into clients (user_id, phone, name, email, telegram_username, created_at, updated_at)
      select distinct on (k.user_id, client_phone(k.phone_e164, k.phone)) k.user_id, client_phone(k.phone_e164, k.phone),
        k.name, k.email, k.telegram_username, k.at, k.at
      from clients_to_keep k join users u on u.id = k.user_id
      order by k.user_id, client_phone(k.phone_e164, k.phone), k.seq desc
      on conflict (user_id, phone) do update set name = excluded.name,
        email = coalesce(excluded.email, clients.email),
        telegram_username = coalesce(excluded.telegram_username, clients.telegram_username),
        updated_at = excluded.updated_at;`);
    this.addSql(`create or replace function bookings_keep_client() returns trigger language plpgsql as $$
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
    this.addSql('drop table clients_to_keep;');
  }
}
