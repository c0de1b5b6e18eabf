import { Migration } from '@mikro-orm/migrations';

/**
 * The whole schema of spec.md section 3, written as SQL so that the constraints the ORM cannot
 * express (the exclusion constraint that makes double bookings impossible, case-insensitive e-mail
 * uniqueness, check constraints) live in one reviewed place.
 */
export class Migration20261121000000_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists btree_gist;`);

    this.addSql(`create table users (
      id uuid primary key default gen_random_uuid(),
      username text not null unique,
      email text not null,
      password text,
      first_name text,
      last_name text,
      profile_image_url text,
      role text not null default 'user' check (role in ('user', 'admin', 'platform_admin')),
      timezone text not null default 'Asia/Tashkent',
      google_connected boolean not null default false,
      google_refresh_token text,
      telegram_chat_id bigint,
      telegram_username text,
      telegram_link_token text unique,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create unique index users_email_lower_unique on users (lower(email));`);

    this.addSql(`create table sessions (
      sid text primary key,
      sess jsonb not null,
      expire timestamptz not null
    );`);
    this.addSql(`create index sessions_expire_index on sessions (expire);`);

    this.addSql(`create table services (
      id serial primary key,
      user_id uuid not null references users (id) on delete cascade,
      name text not null,
      description text not null default '',
      price text not null default '',
      price_amount integer not null default 0 check (price_amount >= 0),
      reserve_fee integer not null default 0 check (reserve_fee >= 0),
      is_paid boolean not null default false,
      duration integer not null check (duration between 5 and 720),
      timing_interval integer not null default 30 check (timing_interval between 15 and 60),
      break_interval integer not null default 0 check (break_interval between 0 and 60),
      meeting_address text,
      is_online_meeting boolean not null default false,
      online_meeting_link text,
      use_google_meet boolean not null default false,
      allow_cancellation boolean not null default true,
      cancellation_hours integer not null default 24 check (cancellation_hours >= 0),
      is_active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create index services_user_id_index on services (user_id);`);

    this.addSql(`create table service_availability (
      id serial primary key,
      service_id integer not null unique references services (id) on delete cascade,
      availability jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);

    this.addSql(`create table bookings (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      service_id integer references services (id) on delete set null,
      date date not null,
      time_slot text not null check (time_slot ~ '^[0-2][0-9]:[0-5][0-9]$'),
      date_time_utc timestamptz not null,
      ends_at timestamptz not null,
      blocked_until timestamptz not null,
      occupied tstzrange generated always as (tstzrange(date_time_utc, blocked_until, '[)')) stored,
      client_timezone text,
      name text not null,
      phone text not null,
      email text,
      telegram_username text,
      client_telegram_chat_id bigint,
      telegram_token text not null unique,
      notes text,
      meeting_address text,
      is_online_meeting boolean not null default false,
      online_meeting_link text,
      google_meet_link text,
      google_calendar_event_id text,
      status text not null default 'pending' check (status in ('pending', 'confirmed', 'cancelled')),
      confirmation_number text not null unique,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (ends_at > date_time_utc and blocked_until >= ends_at)
    );`);
    // The guarantee against double booking: two non-cancelled bookings of one provider can never
    // occupy overlapping time (service time plus break), whatever number of API instances race.
    this.addSql(`alter table bookings add constraint bookings_no_overlap
      exclude using gist (user_id with =, occupied with &&) where (status <> 'cancelled');`);
    this.addSql(`create index bookings_user_date_index on bookings (user_id, date);`);
    this.addSql(`create index bookings_service_id_index on bookings (service_id);`);
    this.addSql(`create index bookings_created_month_index on bookings (user_id, created_at);`);

    this.addSql(`create table time_slots (
      id serial primary key,
      time text not null unique,
      is_available boolean not null default true,
      category text not null
    );`);

    this.addSql(`create table telegram_chats (
      id serial primary key,
      username text not null unique,
      chat_id bigint not null,
      first_name text,
      is_reachable boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create index telegram_chats_chat_id_index on telegram_chats (chat_id);`);

    this.addSql(`create table platform_activity (
      id bigserial primary key,
      user_id uuid references users (id) on delete set null,
      action text not null,
      entity_type text not null,
      entity_id text,
      details jsonb,
      ip_address text,
      user_agent text,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index platform_activity_user_index on platform_activity (user_id, created_at);`);

    this.addSql(`create table booking_history (
      id bigserial primary key,
      booking_id uuid not null references bookings (id) on delete cascade,
      action text not null,
      previous_date date,
      previous_time_slot text,
      new_date date,
      new_time_slot text,
      reason text,
      performed_by text not null,
      performed_by_user_id uuid references users (id) on delete set null,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index booking_history_booking_index on booking_history (booking_id);`);

    this.addSql(`create table reminder_schedules (
      id bigserial primary key,
      booking_id uuid not null references bookings (id) on delete cascade,
      recipient_type text not null check (recipient_type in ('client', 'provider')),
      reminder_type text not null,
      scheduled_time timestamptz not null,
      telegram_username text,
      provider_user_id uuid references users (id) on delete cascade,
      status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'cancelled')),
      claimed_until timestamptz,
      attempts integer not null default 0,
      channel text,
      sent_at timestamptz,
      error_message text,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index reminder_schedules_due_index on reminder_schedules (scheduled_time) where status = 'pending';`);
    this.addSql(`create index reminder_schedules_booking_index on reminder_schedules (booking_id);`);

    this.addSql(`create table subscription_plans (
      id serial primary key,
      code text unique,
      name text not null unique,
      description text not null default '',
      price integer not null check (price >= 0),
      duration_days integer not null default 30 check (duration_days >= 1),
      features jsonb not null default '[]'::jsonb,
      is_active boolean not null default true,
      popular boolean not null default false,
      max_services integer,
      max_monthly_bookings integer,
      trial_days integer not null default 0,
      allows_reserve_fee boolean not null default false,
      allows_reports boolean not null default false,
      allows_google_meet boolean not null default false,
      sort_order integer not null default 0,
      created_at timestamptz not null default now()
    );`);

    this.addSql(`create table user_subscriptions (
      id serial primary key,
      user_id uuid not null references users (id) on delete cascade,
      plan_id integer not null references subscription_plans (id),
      status text not null default 'active' check (status in ('active', 'cancelled', 'expired', 'pending')),
      is_trial boolean not null default false,
      start_date timestamptz not null default now(),
      end_date timestamptz,
      next_payment_date timestamptz,
      payme_subscription_id text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    // At most one active subscription per user, held by the database.
    this.addSql(`create unique index user_subscriptions_one_active on user_subscriptions (user_id) where status = 'active';`);

    this.addSql(`create table payment_transactions (
      id serial primary key,
      user_id uuid references users (id) on delete set null,
      provider_id uuid references users (id) on delete set null,
      booking_id uuid references bookings (id) on delete set null,
      subscription_id integer references user_subscriptions (id) on delete set null,
      plan_id integer references subscription_plans (id) on delete set null,
      amount integer not null check (amount >= 0),
      commission_amount integer not null default 0,
      provider_amount integer not null default 0,
      commission_rate numeric(5, 2) not null default 0,
      currency text not null default 'UZS',
      type text not null,
      status text not null default 'pending',
      payout_status text not null default 'pending',
      payme_transaction_id text unique,
      payme_transaction_time bigint,
      payme_perform_time bigint,
      payme_cancel_time bigint,
      payme_cancel_reason integer,
      description text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);

    this.addSql(`create table platform_settings (
      id serial primary key,
      key text not null unique,
      value jsonb,
      description text,
      updated_at timestamptz not null default now()
    );`);

    this.addSql(`create table admin_users (
      id serial primary key,
      username text not null unique,
      password text not null,
      email text not null unique,
      first_name text,
      last_name text,
      role text not null default 'admin',
      is_active boolean not null default true,
      last_login_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);

    // Fixed-window counters shared by every API instance (DECISIONS.md: rate limits that hold across instances).
    this.addSql(`create table rate_limits (
      key text primary key,
      hits integer not null,
      reset_at timestamptz not null
    );`);
  }
}
