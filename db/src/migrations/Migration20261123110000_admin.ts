import { Migration } from '@mikro-orm/migrations';

/**
 * Operating the platform. Admin-panel accounts act too, so the audit trail can name them; they sign in with a
 * session of their own (only a hash of the cookie's token is stored, so a copy of the table opens nothing).
 * Operators page, sort and search users, bookings and the audit trail on the server, so those reads get indexes.
 * A provider's delete takes their bookings with it, but the clients' cancel notices must still go out: such a
 * notice keeps a snapshot of what it says instead of pointing at a booking that no longer exists.
 */
export class Migration20261123110000_admin extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table platform_activity add column admin_user_id integer references admin_users (id) on delete set null;');
    this.addSql(
      'create index platform_activity_admin_index on platform_activity (admin_user_id, created_at) where admin_user_id is not null;',
    );
    this.addSql('create index platform_activity_created_index on platform_activity (created_at, id);');
    this.addSql('create index platform_activity_action_index on platform_activity (action, created_at);');

    this.addSql(`create table admin_sessions (
      token_hash text primary key,
      admin_user_id integer not null references admin_users (id) on delete cascade,
      expire timestamptz not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index admin_sessions_expire_index on admin_sessions (expire);');
    this.addSql('create unique index admin_users_username_lower_unique on admin_users (lower(username));');
    this.addSql('create unique index admin_users_email_lower_unique on admin_users (lower(email));');
    // Whatever writes admin_users (a console, a future endpoint, a hand-written statement), the last active
    // admin-panel account cannot be removed or switched off: nobody could sign in to the panel any more.
    // History: admin_users_keep_one_active (and its triggers) is now kept in db/src/sql/admin_users_keep_one_active.sql (ADR 034); change it there.
    this.addSql(`create function admin_users_keep_one_active() returns trigger language plpgsql as $$
      begin
        if old.is_active and not exists (select 1 from admin_users where is_active) then
          raise exception 'the last active admin-panel account must stay' using constraint = 'admin_users_keep_one_active';
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger admin_users_keep_one_active after update of is_active or delete on admin_users
      for each row execute function admin_users_keep_one_active();`);

    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create index users_created_index on users (created_at, id);');
    this.addSql(`create index users_search_trgm on users using gin
      ((lower(username || ' ' || email || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, ''))) gin_trgm_ops);`);
    this.addSql('create index bookings_created_index on bookings (created_at, id);');
    this.addSql(`create index bookings_search_trgm on bookings using gin
      ((lower(name || ' ' || phone || ' ' || coalesce(email, ''))) gin_trgm_ops);`);
    this.addSql("create index user_subscriptions_active_plan_index on user_subscriptions (plan_id) where status = 'active';");
    this.addSql('create index payment_transactions_created_index on payment_transactions (created_at);');

    this.addSql('alter table reminder_schedules alter column booking_id drop not null;');
    this.addSql('alter table reminder_schedules add column snapshot jsonb;');
    this.addSql(`alter table reminder_schedules add constraint reminder_schedules_has_subject
      check (booking_id is not null or snapshot is not null);`);
  }
}
