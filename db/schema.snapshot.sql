-- The schema of a freshly migrated database (migrations, then db/src/sql). Generated: pnpm db:snapshot

-- Extensions
create extension btree_gist;
create extension pg_trgm;

create table admin_sessions (
  token_hash text not null,
  admin_user_id integer not null,
  expire timestamp with time zone not null,
  created_at timestamp with time zone default now() not null,
  constraint admin_sessions_admin_user_id_fkey FOREIGN KEY (admin_user_id) REFERENCES admin_users(id) ON DELETE CASCADE,
  constraint admin_sessions_pkey PRIMARY KEY (token_hash)
);
CREATE INDEX admin_sessions_expire_index ON public.admin_sessions USING btree (expire);
CREATE UNIQUE INDEX admin_sessions_pkey ON public.admin_sessions USING btree (token_hash);

create table admin_users (
  id integer default nextval('admin_users_id_seq'::regclass) not null,
  username text not null,
  password text not null,
  email text not null,
  first_name text,
  last_name text,
  role text default 'admin'::text not null,
  is_active boolean default true not null,
  last_login_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint admin_users_email_key UNIQUE (email),
  constraint admin_users_pkey PRIMARY KEY (id),
  constraint admin_users_username_key UNIQUE (username)
);
CREATE UNIQUE INDEX admin_users_email_key ON public.admin_users USING btree (email);
CREATE UNIQUE INDEX admin_users_email_lower_unique ON public.admin_users USING btree (lower(email));
CREATE UNIQUE INDEX admin_users_pkey ON public.admin_users USING btree (id);
CREATE UNIQUE INDEX admin_users_username_key ON public.admin_users USING btree (username);
CREATE UNIQUE INDEX admin_users_username_lower_unique ON public.admin_users USING btree (lower(username));

create table background_jobs (
  id bigint default nextval('background_jobs_id_seq'::regclass) not null,
  kind text not null,
  key text not null,
  run_at timestamp with time zone not null,
  status text default 'pending'::text not null,
  attempts integer default 0 not null,
  claimed_until timestamp with time zone,
  payload jsonb,
  last_error text,
  created_at timestamp with time zone default now() not null,
  finished_at timestamp with time zone,
  constraint background_jobs_kind_key_key UNIQUE (kind, key),
  constraint background_jobs_pkey PRIMARY KEY (id),
  constraint background_jobs_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'done'::text, 'failed'::text])))
);
CREATE INDEX background_jobs_due_index ON public.background_jobs USING btree (run_at) WHERE (status = 'pending'::text);
CREATE UNIQUE INDEX background_jobs_kind_key_key ON public.background_jobs USING btree (kind, key);
CREATE UNIQUE INDEX background_jobs_pkey ON public.background_jobs USING btree (id);

create table booking_cards (
  booking_id uuid not null,
  button_key text not null,
  chat_id bigint,
  message_id bigint,
  sent_at timestamp with time zone,
  pinned boolean default false not null,
  updated_at timestamp with time zone default now() not null,
  constraint booking_cards_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE CASCADE,
  constraint booking_cards_button_key_key UNIQUE (button_key),
  constraint booking_cards_pkey PRIMARY KEY (booking_id)
);
CREATE UNIQUE INDEX booking_cards_button_key_key ON public.booking_cards USING btree (button_key);
CREATE UNIQUE INDEX booking_cards_pkey ON public.booking_cards USING btree (booking_id);

create table booking_history (
  id bigint default nextval('booking_history_id_seq'::regclass) not null,
  booking_id uuid not null,
  action text not null,
  previous_date date,
  previous_time_slot text,
  new_date date,
  new_time_slot text,
  reason text,
  performed_by text not null,
  performed_by_user_id uuid,
  created_at timestamp with time zone default now() not null,
  constraint booking_history_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE CASCADE,
  constraint booking_history_performed_by_user_id_fkey FOREIGN KEY (performed_by_user_id) REFERENCES users(id) ON DELETE SET NULL,
  constraint booking_history_pkey PRIMARY KEY (id)
);
CREATE INDEX booking_history_booking_index ON public.booking_history USING btree (booking_id);
CREATE UNIQUE INDEX booking_history_pkey ON public.booking_history USING btree (id);

create table bookings (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  service_id integer,
  date date not null,
  time_slot text not null,
  date_time_utc timestamp with time zone not null,
  ends_at timestamp with time zone not null,
  blocked_until timestamp with time zone not null,
  client_timezone text,
  name text not null,
  phone text not null,
  email text,
  telegram_username text,
  client_telegram_chat_id bigint,
  telegram_token text not null,
  notes text,
  meeting_address text,
  is_online_meeting boolean default false not null,
  online_meeting_link text,
  google_meet_link text,
  google_calendar_event_id text,
  status text default 'pending'::text not null,
  confirmation_number text not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  client_token text default replace(((gen_random_uuid())::text || (gen_random_uuid())::text), '-'::text, ''::text) not null,
  phone_e164 text,
  phone_verified boolean default false not null,
  client_confirmed_at timestamp with time zone,
  staff_id uuid not null,
  buffer_before integer default 0 not null,
  occupied_from timestamp with time zone not null,
  occupied tstzrange generated always as (tstzrange(occupied_from, blocked_until, '[)'::text)) stored,
  language text default 'uz'::text not null,
  calendar_sequence integer default 0 not null,
  constraint bookings_buffer_before_check CHECK (((buffer_before >= 0) AND (buffer_before <= 60))),
  constraint bookings_check CHECK (((ends_at > date_time_utc) AND (blocked_until >= ends_at))),
  constraint bookings_confirmation_number_key UNIQUE (confirmation_number),
  constraint bookings_language_check CHECK ((language = ANY (ARRAY['uz'::text, 'uz-Cyrl'::text, 'ru'::text]))),
  constraint bookings_pkey PRIMARY KEY (id),
  constraint bookings_service_id_fkey FOREIGN KEY (service_id) REFERENCES services(id) ON DELETE SET NULL,
  constraint bookings_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff(id) ON DELETE CASCADE,
  constraint bookings_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'confirmed'::text, 'cancelled'::text, 'no_show'::text]))),
  constraint bookings_telegram_token_key UNIQUE (telegram_token),
  constraint bookings_time_slot_check CHECK ((time_slot ~ '^[0-2][0-9]:[0-5][0-9]$'::text)),
  constraint bookings_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE INDEX bookings_client ON public.bookings USING btree (user_id, client_phone(phone_e164, phone), date_time_utc);
CREATE INDEX bookings_client_chat_index ON public.bookings USING btree (client_telegram_chat_id) WHERE (client_telegram_chat_id IS NOT NULL);
CREATE UNIQUE INDEX bookings_client_token_unique ON public.bookings USING btree (client_token);
CREATE UNIQUE INDEX bookings_confirmation_number_key ON public.bookings USING btree (confirmation_number);
CREATE INDEX bookings_created_index ON public.bookings USING btree (created_at, id);
CREATE INDEX bookings_created_month_index ON public.bookings USING btree (user_id, created_at);
CREATE INDEX bookings_ended_visits ON public.bookings USING btree (ends_at) WHERE (status <> ALL (ARRAY['cancelled'::text, 'no_show'::text]));
CREATE UNIQUE INDEX bookings_pkey ON public.bookings USING btree (id);
CREATE INDEX bookings_provider_phone_upcoming ON public.bookings USING btree (user_id, phone_e164, date_time_utc) WHERE (status <> 'cancelled'::text);
CREATE INDEX bookings_search_trgm ON public.bookings USING gin (lower(((((name || ' '::text) || phone) || ' '::text) || COALESCE(email, ''::text))) gin_trgm_ops);
CREATE INDEX bookings_service_id_index ON public.bookings USING btree (service_id);
CREATE INDEX bookings_staff_created_index ON public.bookings USING btree (staff_id, created_at);
CREATE INDEX bookings_staff_date_index ON public.bookings USING btree (staff_id, date);
CREATE UNIQUE INDEX bookings_telegram_token_key ON public.bookings USING btree (telegram_token);
CREATE INDEX bookings_telegram_username_index ON public.bookings USING btree (lower(telegram_username)) WHERE (telegram_username IS NOT NULL);
CREATE INDEX bookings_user_date_index ON public.bookings USING btree (user_id, date);

create table bot_conversations (
  key text not null,
  value jsonb not null,
  updated_at timestamp with time zone default now() not null,
  constraint bot_conversations_pkey PRIMARY KEY (key)
);
CREATE UNIQUE INDEX bot_conversations_pkey ON public.bot_conversations USING btree (key);
CREATE INDEX bot_conversations_updated_at_index ON public.bot_conversations USING btree (updated_at);

create table business_images (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  kind text not null,
  staff_id uuid,
  position integer default 0 not null,
  content bytea not null,
  width integer not null,
  height integer not null,
  created_at timestamp with time zone default now() not null,
  constraint business_images_kind_check CHECK ((kind = ANY (ARRAY['logo'::text, 'cover'::text, 'gallery'::text, 'staff'::text]))),
  constraint business_images_pkey PRIMARY KEY (id),
  constraint business_images_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff(id) ON DELETE CASCADE,
  constraint business_images_staff_photo CHECK (((kind = 'staff'::text) = (staff_id IS NOT NULL))),
  constraint business_images_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX business_images_one_per_kind ON public.business_images USING btree (user_id, kind) WHERE (kind = ANY (ARRAY['logo'::text, 'cover'::text]));
CREATE UNIQUE INDEX business_images_one_per_master ON public.business_images USING btree (staff_id) WHERE (kind = 'staff'::text);
CREATE UNIQUE INDEX business_images_pkey ON public.business_images USING btree (id);
CREATE INDEX business_images_user_kind_position ON public.business_images USING btree (user_id, kind, "position");

create table business_profiles (
  user_id uuid not null,
  business_name text,
  category text,
  address text,
  landmark text,
  latitude double precision,
  longitude double precision,
  phone text,
  telegram text,
  instagram text,
  description text,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint business_profiles_location_range CHECK ((((latitude >= ('-90'::integer)::double precision) AND (latitude <= (90)::double precision)) AND ((longitude >= ('-180'::integer)::double precision) AND (longitude <= (180)::double precision)))),
  constraint business_profiles_location_whole CHECK (((latitude IS NULL) = (longitude IS NULL))),
  constraint business_profiles_pkey PRIMARY KEY (user_id),
  constraint business_profiles_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX business_profiles_pkey ON public.business_profiles USING btree (user_id);

create table calendar_blocks (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  staff_id uuid not null,
  date date not null,
  start_time text not null,
  end_time text not null,
  starts_at timestamp with time zone not null,
  ends_at timestamp with time zone not null,
  note text,
  created_by uuid,
  created_at timestamp with time zone default now() not null,
  constraint calendar_blocks_check CHECK ((ends_at > starts_at)),
  constraint calendar_blocks_created_by_fkey FOREIGN KEY (created_by) REFERENCES users(id) ON DELETE SET NULL,
  constraint calendar_blocks_end_time_check CHECK ((end_time ~ '^[0-2][0-9]:[0-5][0-9]$'::text)),
  constraint calendar_blocks_pkey PRIMARY KEY (id),
  constraint calendar_blocks_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff(id) ON DELETE CASCADE,
  constraint calendar_blocks_start_time_check CHECK ((start_time ~ '^[0-2][0-9]:[0-5][0-9]$'::text)),
  constraint calendar_blocks_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX calendar_blocks_pkey ON public.calendar_blocks USING btree (id);
CREATE INDEX calendar_blocks_staff_id_index ON public.calendar_blocks USING btree (staff_id);
CREATE INDEX calendar_blocks_user_id_date_index ON public.calendar_blocks USING btree (user_id, date);

create table chat_booking_requests (
  key text not null,
  booking_id uuid not null,
  created_at timestamp with time zone default now() not null,
  constraint chat_booking_requests_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE CASCADE,
  constraint chat_booking_requests_pkey PRIMARY KEY (key)
);
CREATE INDEX chat_booking_requests_booking_id ON public.chat_booking_requests USING btree (booking_id);
CREATE UNIQUE INDEX chat_booking_requests_pkey ON public.chat_booking_requests USING btree (key);

create table click_transactions (
  id bigint default nextval('click_transactions_id_seq'::regclass) not null,
  click_trans_id text not null,
  order_id bigint not null,
  amount text not null,
  state text not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint click_transactions_click_trans_id_key UNIQUE (click_trans_id),
  constraint click_transactions_order_id_fkey FOREIGN KEY (order_id) REFERENCES payment_orders(id) ON DELETE CASCADE,
  constraint click_transactions_pkey PRIMARY KEY (id),
  constraint click_transactions_state_check CHECK ((state = ANY (ARRAY['prepared'::text, 'confirmed'::text, 'cancelled'::text])))
);
CREATE UNIQUE INDEX click_transactions_click_trans_id_key ON public.click_transactions USING btree (click_trans_id);
CREATE UNIQUE INDEX click_transactions_one_live ON public.click_transactions USING btree (order_id) WHERE (state = ANY (ARRAY['prepared'::text, 'confirmed'::text]));
CREATE UNIQUE INDEX click_transactions_pkey ON public.click_transactions USING btree (id);

create table clients (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  phone text not null,
  name text not null,
  email text,
  telegram_username text,
  note text,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint clients_pkey PRIMARY KEY (id),
  constraint clients_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  constraint clients_user_id_phone_key UNIQUE (user_id, phone)
);
CREATE UNIQUE INDEX clients_pkey ON public.clients USING btree (id);
CREATE UNIQUE INDEX clients_user_id_phone_key ON public.clients USING btree (user_id, phone);

create table clients_to_keep (
  seq bigint generated always as identity not null,
  user_id uuid not null,
  phone text not null,
  phone_e164 text,
  name text not null,
  email text,
  telegram_username text,
  at timestamp with time zone default now() not null,
  constraint clients_to_keep_pkey PRIMARY KEY (seq)
);
CREATE UNIQUE INDEX clients_to_keep_pkey ON public.clients_to_keep USING btree (seq);

create table date_overrides (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  staff_id uuid,
  date date not null,
  times jsonb default '[]'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint date_overrides_pkey PRIMARY KEY (id),
  constraint date_overrides_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff(id) ON DELETE CASCADE,
  constraint date_overrides_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX date_overrides_one_per_date ON public.date_overrides USING btree (user_id, date, COALESCE(staff_id, '00000000-0000-0000-0000-000000000000'::uuid));
CREATE UNIQUE INDEX date_overrides_pkey ON public.date_overrides USING btree (id);

create table email_verifications (
  token_hash text not null,
  user_id uuid not null,
  email text not null,
  expires_at timestamp with time zone not null,
  created_at timestamp with time zone default now() not null,
  constraint email_verifications_pkey PRIMARY KEY (token_hash),
  constraint email_verifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX email_verifications_pkey ON public.email_verifications USING btree (token_hash);
CREATE INDEX email_verifications_user_index ON public.email_verifications USING btree (user_id);

create table google_busy_times (
  id bigint default nextval('google_busy_times_id_seq'::regclass) not null,
  user_id uuid not null,
  starts_at timestamp with time zone not null,
  ends_at timestamp with time zone not null,
  constraint google_busy_times_check CHECK ((ends_at > starts_at)),
  constraint google_busy_times_pkey PRIMARY KEY (id),
  constraint google_busy_times_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX google_busy_times_pkey ON public.google_busy_times USING btree (id);
CREATE INDEX google_busy_times_user_index ON public.google_busy_times USING btree (user_id, starts_at);

create table mikro_orm_migrations (
  id integer default nextval('mikro_orm_migrations_id_seq'::regclass) not null,
  name character varying(255),
  executed_at timestamp with time zone default CURRENT_TIMESTAMP,
  constraint mikro_orm_migrations_pkey PRIMARY KEY (id)
);
CREATE UNIQUE INDEX mikro_orm_migrations_pkey ON public.mikro_orm_migrations USING btree (id);

create table mini_app_opens (
  telegram_user_id bigint not null,
  provider_id uuid not null,
  opened_at timestamp with time zone default now() not null,
  constraint mini_app_opens_pkey PRIMARY KEY (telegram_user_id, provider_id),
  constraint mini_app_opens_provider_id_fkey FOREIGN KEY (provider_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE INDEX mini_app_opens_latest ON public.mini_app_opens USING btree (telegram_user_id, opened_at DESC);
CREATE UNIQUE INDEX mini_app_opens_pkey ON public.mini_app_opens USING btree (telegram_user_id, provider_id);

create table occupied_times (
  id uuid not null,
  staff_id uuid not null,
  occupied tstzrange not null,
  constraint occupied_times_no_overlap EXCLUDE USING gist (staff_id WITH =, occupied WITH &&),
  constraint occupied_times_pkey PRIMARY KEY (id)
);
CREATE INDEX occupied_times_no_overlap ON public.occupied_times USING gist (staff_id, occupied);
CREATE UNIQUE INDEX occupied_times_pkey ON public.occupied_times USING btree (id);

create table password_resets (
  token_hash text not null,
  user_id uuid not null,
  email text not null,
  expires_at timestamp with time zone not null,
  created_at timestamp with time zone default now() not null,
  constraint password_resets_pkey PRIMARY KEY (token_hash),
  constraint password_resets_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX password_resets_pkey ON public.password_resets USING btree (token_hash);
CREATE INDEX password_resets_user_id ON public.password_resets USING btree (user_id);

create table payme_transactions (
  id bigint default nextval('payme_transactions_id_seq'::regclass) not null,
  payme_id text not null,
  order_id bigint not null,
  payme_time bigint not null,
  amount bigint not null,
  account jsonb not null,
  state smallint not null,
  reason smallint,
  create_time bigint not null,
  perform_time bigint default 0 not null,
  cancel_time bigint default 0 not null,
  created_at timestamp with time zone default now() not null,
  constraint payme_transactions_amount_check CHECK ((amount > 0)),
  constraint payme_transactions_order_id_fkey FOREIGN KEY (order_id) REFERENCES payment_orders(id) ON DELETE CASCADE,
  constraint payme_transactions_payme_id_key UNIQUE (payme_id),
  constraint payme_transactions_pkey PRIMARY KEY (id),
  constraint payme_transactions_state_check CHECK ((state = ANY (ARRAY[1, 2, '-1'::integer, '-2'::integer])))
);
CREATE UNIQUE INDEX payme_transactions_one_live ON public.payme_transactions USING btree (order_id) WHERE (state = ANY (ARRAY[1, 2]));
CREATE UNIQUE INDEX payme_transactions_payme_id_key ON public.payme_transactions USING btree (payme_id);
CREATE UNIQUE INDEX payme_transactions_pkey ON public.payme_transactions USING btree (id);
CREATE INDEX payme_transactions_time_index ON public.payme_transactions USING btree (payme_time);

create table payment_orders (
  id bigint default nextval('payment_orders_id_seq'::regclass) not null,
  kind text not null,
  user_id uuid,
  provider_id uuid,
  plan_id integer,
  booking_id uuid,
  service_id integer,
  amount bigint not null,
  state text default 'waiting'::text not null,
  hold_until timestamp with time zone,
  subscription_id integer,
  extended_from timestamp with time zone,
  paid_at timestamp with time zone,
  cancelled_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  plan_days integer,
  access_token text default replace(((gen_random_uuid())::text || (gen_random_uuid())::text), '-'::text, ''::text) not null,
  telegram_checkout_until timestamp with time zone,
  constraint payment_orders_amount_check CHECK ((amount > 0)),
  constraint payment_orders_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE SET NULL,
  constraint payment_orders_check CHECK ((((kind = 'subscription'::text) AND (plan_id IS NOT NULL)) OR (kind = 'service_reserve'::text))),
  constraint payment_orders_kind_check CHECK ((kind = ANY (ARRAY['subscription'::text, 'service_reserve'::text]))),
  constraint payment_orders_pkey PRIMARY KEY (id),
  constraint payment_orders_plan_days_check CHECK ((plan_days > 0)),
  constraint payment_orders_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES subscription_plans(id) ON DELETE SET NULL,
  constraint payment_orders_provider_id_fkey FOREIGN KEY (provider_id) REFERENCES users(id) ON DELETE SET NULL,
  constraint payment_orders_service_id_fkey FOREIGN KEY (service_id) REFERENCES services(id) ON DELETE SET NULL,
  constraint payment_orders_state_check CHECK ((state = ANY (ARRAY['waiting'::text, 'paid'::text, 'cancelled'::text, 'refunded'::text]))),
  constraint payment_orders_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES user_subscriptions(id) ON DELETE SET NULL,
  constraint payment_orders_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX payment_orders_booking_index ON public.payment_orders USING btree (booking_id);
CREATE UNIQUE INDEX payment_orders_pkey ON public.payment_orders USING btree (id);
CREATE INDEX payment_orders_user_index ON public.payment_orders USING btree (user_id, created_at);

create table payment_transactions (
  id integer default nextval('payment_transactions_id_seq'::regclass) not null,
  user_id uuid,
  provider_id uuid,
  booking_id uuid,
  subscription_id integer,
  plan_id integer,
  amount bigint not null,
  commission_amount bigint default 0 not null,
  provider_amount bigint default 0 not null,
  commission_rate numeric(5,2) default 0 not null,
  currency text default 'UZS'::text not null,
  type text not null,
  status text default 'pending'::text not null,
  payout_status text default 'pending'::text not null,
  payme_transaction_id text,
  payme_transaction_time bigint,
  payme_perform_time bigint,
  payme_cancel_time bigint,
  payme_cancel_reason integer,
  description text,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  order_id bigint,
  provider text,
  constraint payment_transactions_amount_check CHECK ((amount >= 0)),
  constraint payment_transactions_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE SET NULL,
  constraint payment_transactions_order_id_fkey FOREIGN KEY (order_id) REFERENCES payment_orders(id) ON DELETE CASCADE,
  constraint payment_transactions_order_id_key UNIQUE (order_id),
  constraint payment_transactions_payme_transaction_id_key UNIQUE (payme_transaction_id),
  constraint payment_transactions_pkey PRIMARY KEY (id),
  constraint payment_transactions_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES subscription_plans(id) ON DELETE SET NULL,
  constraint payment_transactions_provider_check CHECK ((provider = ANY (ARRAY['payme'::text, 'click'::text, 'sandbox'::text, 'telegram'::text]))),
  constraint payment_transactions_provider_id_fkey FOREIGN KEY (provider_id) REFERENCES users(id) ON DELETE SET NULL,
  constraint payment_transactions_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES user_subscriptions(id) ON DELETE SET NULL,
  constraint payment_transactions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX payment_transactions_created_index ON public.payment_transactions USING btree (created_at);
CREATE UNIQUE INDEX payment_transactions_order_id_key ON public.payment_transactions USING btree (order_id);
CREATE UNIQUE INDEX payment_transactions_payme_transaction_id_key ON public.payment_transactions USING btree (payme_transaction_id);
CREATE UNIQUE INDEX payment_transactions_pkey ON public.payment_transactions USING btree (id);

create table platform_activity (
  id bigint default nextval('platform_activity_id_seq'::regclass) not null,
  user_id uuid,
  action text not null,
  entity_type text not null,
  entity_id text,
  details jsonb,
  ip_address text,
  user_agent text,
  created_at timestamp with time zone default now() not null,
  admin_user_id integer,
  constraint platform_activity_admin_user_id_fkey FOREIGN KEY (admin_user_id) REFERENCES admin_users(id) ON DELETE SET NULL,
  constraint platform_activity_pkey PRIMARY KEY (id),
  constraint platform_activity_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX platform_activity_action_index ON public.platform_activity USING btree (action, created_at);
CREATE INDEX platform_activity_admin_index ON public.platform_activity USING btree (admin_user_id, created_at) WHERE (admin_user_id IS NOT NULL);
CREATE INDEX platform_activity_created_index ON public.platform_activity USING btree (created_at, id);
CREATE UNIQUE INDEX platform_activity_pkey ON public.platform_activity USING btree (id);
CREATE INDEX platform_activity_user_index ON public.platform_activity USING btree (user_id, created_at);

create table platform_settings (
  id integer default nextval('platform_settings_id_seq'::regclass) not null,
  key text not null,
  value jsonb,
  description text,
  updated_at timestamp with time zone default now() not null,
  constraint platform_settings_key_key UNIQUE (key),
  constraint platform_settings_pkey PRIMARY KEY (id)
);
CREATE UNIQUE INDEX platform_settings_key_key ON public.platform_settings USING btree (key);
CREATE UNIQUE INDEX platform_settings_pkey ON public.platform_settings USING btree (id);

create table profile_images (
  user_id uuid not null,
  content bytea not null,
  content_type text not null,
  updated_at timestamp with time zone default now() not null,
  constraint profile_images_pkey PRIMARY KEY (user_id),
  constraint profile_images_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX profile_images_pkey ON public.profile_images USING btree (user_id);

create table rate_limits (
  key text not null,
  hits integer not null,
  reset_at timestamp with time zone not null,
  constraint rate_limits_pkey PRIMARY KEY (key)
);
CREATE UNIQUE INDEX rate_limits_pkey ON public.rate_limits USING btree (key);

create table reminder_schedules (
  id bigint default nextval('reminder_schedules_id_seq'::regclass) not null,
  booking_id uuid,
  recipient_type text not null,
  reminder_type text not null,
  scheduled_time timestamp with time zone not null,
  telegram_username text,
  provider_user_id uuid,
  status text default 'pending'::text not null,
  claimed_until timestamp with time zone,
  attempts integer default 0 not null,
  channel text,
  sent_at timestamp with time zone,
  error_message text,
  created_at timestamp with time zone default now() not null,
  snapshot jsonb,
  constraint reminder_schedules_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE CASCADE,
  constraint reminder_schedules_has_subject CHECK (((booking_id IS NOT NULL) OR (snapshot IS NOT NULL))),
  constraint reminder_schedules_pkey PRIMARY KEY (id),
  constraint reminder_schedules_provider_user_id_fkey FOREIGN KEY (provider_user_id) REFERENCES users(id) ON DELETE CASCADE,
  constraint reminder_schedules_recipient_type_check CHECK ((recipient_type = ANY (ARRAY['client'::text, 'provider'::text, 'master'::text]))),
  constraint reminder_schedules_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text, 'cancelled'::text])))
);
CREATE INDEX reminder_schedules_booking_index ON public.reminder_schedules USING btree (booking_id);
CREATE INDEX reminder_schedules_due_index ON public.reminder_schedules USING btree (scheduled_time) WHERE (status = 'pending'::text);
CREATE UNIQUE INDEX reminder_schedules_once_after_visit ON public.reminder_schedules USING btree (booking_id, reminder_type, recipient_type) WHERE (reminder_type = ANY (ARRAY['review_request'::text, 'visit_over'::text]));
CREATE UNIQUE INDEX reminder_schedules_pkey ON public.reminder_schedules USING btree (id);

create table reviews (
  id uuid default gen_random_uuid() not null,
  booking_id uuid not null,
  user_id uuid not null,
  rating smallint not null,
  comment text,
  client_name text not null,
  hidden boolean default false not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint reviews_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE CASCADE,
  constraint reviews_booking_id_key UNIQUE (booking_id),
  constraint reviews_comment_check CHECK ((char_length(comment) <= 1000)),
  constraint reviews_pkey PRIMARY KEY (id),
  constraint reviews_rating_check CHECK (((rating >= 1) AND (rating <= 5))),
  constraint reviews_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX reviews_booking_id_key ON public.reviews USING btree (booking_id);
CREATE UNIQUE INDEX reviews_pkey ON public.reviews USING btree (id);
CREATE INDEX reviews_provider ON public.reviews USING btree (user_id, created_at DESC);
CREATE INDEX reviews_visible ON public.reviews USING btree (user_id, created_at DESC) WHERE (NOT hidden);

create table service_availability (
  id integer default nextval('service_availability_id_seq'::regclass) not null,
  service_id integer not null,
  availability jsonb default '{}'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint service_availability_pkey PRIMARY KEY (id),
  constraint service_availability_service_id_fkey FOREIGN KEY (service_id) REFERENCES services(id) ON DELETE CASCADE,
  constraint service_availability_service_id_key UNIQUE (service_id)
);
CREATE UNIQUE INDEX service_availability_pkey ON public.service_availability USING btree (id);
CREATE UNIQUE INDEX service_availability_service_id_key ON public.service_availability USING btree (service_id);

create table services (
  id integer default nextval('services_id_seq'::regclass) not null,
  user_id uuid not null,
  name text not null,
  description text default ''::text not null,
  price text default ''::text not null,
  price_amount integer,
  reserve_fee integer default 0 not null,
  is_paid boolean default false not null,
  duration integer not null,
  timing_interval integer default 30 not null,
  break_interval integer default 0 not null,
  meeting_address text,
  is_online_meeting boolean default false not null,
  online_meeting_link text,
  use_google_meet boolean default false not null,
  allow_cancellation boolean default true not null,
  cancellation_hours integer default 24 not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  min_notice_minutes integer default 0 not null,
  max_advance_days integer default 90 not null,
  daily_limit integer,
  buffer_before integer default 0 not null,
  price_from boolean default false not null,
  constraint services_break_interval_check CHECK (((break_interval >= 0) AND (break_interval <= 60))),
  constraint services_buffer_before_check CHECK (((buffer_before >= 0) AND (buffer_before <= 60))),
  constraint services_cancellation_hours_check CHECK ((cancellation_hours >= 0)),
  constraint services_daily_limit_check CHECK (((daily_limit >= 1) AND (daily_limit <= 100))),
  constraint services_duration_check CHECK (((duration >= 5) AND (duration <= 720))),
  constraint services_max_advance_days_check CHECK (((max_advance_days >= 1) AND (max_advance_days <= 365))),
  constraint services_min_notice_minutes_check CHECK (((min_notice_minutes >= 0) AND (min_notice_minutes <= 10080))),
  constraint services_pkey PRIMARY KEY (id),
  constraint services_price_amount_check CHECK ((price_amount >= 0)),
  constraint services_reserve_fee_check CHECK ((reserve_fee >= 0)),
  constraint services_timing_interval_check CHECK (((timing_interval >= 15) AND (timing_interval <= 60))),
  constraint services_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX services_pkey ON public.services USING btree (id);
CREATE INDEX services_user_id_index ON public.services USING btree (user_id);

create table sessions (
  sid text not null,
  sess jsonb not null,
  expire timestamp with time zone not null,
  constraint sessions_pkey PRIMARY KEY (sid)
);
CREATE INDEX sessions_expire_index ON public.sessions USING btree (expire);
CREATE UNIQUE INDEX sessions_pkey ON public.sessions USING btree (sid);

create table sql_rules (
  name text not null,
  checksum text not null,
  applied_at timestamp with time zone default now() not null,
  constraint sql_rules_pkey PRIMARY KEY (name)
);
CREATE UNIQUE INDEX sql_rules_pkey ON public.sql_rules USING btree (name);

create table staff (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  name text not null,
  title text,
  photo_url text,
  availability jsonb default '{}'::jsonb not null,
  telegram_username text,
  email text,
  is_active boolean default true not null,
  is_owner boolean default false not null,
  member_user_id uuid,
  invite_token text,
  invited_at timestamp with time zone,
  deleted_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  telegram_chat_id bigint,
  telegram_link_token text,
  accepted_invite_token text,
  constraint staff_invite_token_key UNIQUE (invite_token),
  constraint staff_member_user_id_fkey FOREIGN KEY (member_user_id) REFERENCES users(id) ON DELETE SET NULL,
  constraint staff_pkey PRIMARY KEY (id),
  constraint staff_telegram_link_token_key UNIQUE (telegram_link_token),
  constraint staff_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE INDEX staff_accepted_invite_token ON public.staff USING btree (accepted_invite_token) WHERE (accepted_invite_token IS NOT NULL);
CREATE UNIQUE INDEX staff_invite_token_key ON public.staff USING btree (invite_token);
CREATE UNIQUE INDEX staff_member_user_id ON public.staff USING btree (member_user_id) WHERE ((member_user_id IS NOT NULL) AND (deleted_at IS NULL));
CREATE UNIQUE INDEX staff_one_owner ON public.staff USING btree (user_id) WHERE is_owner;
CREATE UNIQUE INDEX staff_pkey ON public.staff USING btree (id);
CREATE INDEX staff_telegram_chat ON public.staff USING btree (telegram_chat_id) WHERE (telegram_chat_id IS NOT NULL);
CREATE UNIQUE INDEX staff_telegram_link_token_key ON public.staff USING btree (telegram_link_token);
CREATE INDEX staff_user_id_index ON public.staff USING btree (user_id);

create table staff_services (
  staff_id uuid not null,
  service_id integer not null,
  constraint staff_services_pkey PRIMARY KEY (staff_id, service_id),
  constraint staff_services_service_id_fkey FOREIGN KEY (service_id) REFERENCES services(id) ON DELETE CASCADE,
  constraint staff_services_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff(id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX staff_services_pkey ON public.staff_services USING btree (staff_id, service_id);
CREATE INDEX staff_services_service_id_index ON public.staff_services USING btree (service_id);

create table subscription_plans (
  id integer default nextval('subscription_plans_id_seq'::regclass) not null,
  code text,
  name text not null,
  description text default ''::text not null,
  price integer not null,
  duration_days integer default 30 not null,
  features jsonb default '[]'::jsonb not null,
  is_active boolean default true not null,
  popular boolean default false not null,
  max_services integer,
  max_monthly_bookings integer,
  trial_days integer default 0 not null,
  allows_reserve_fee boolean default false not null,
  allows_reports boolean default false not null,
  allows_google_meet boolean default false not null,
  sort_order integer default 0 not null,
  created_at timestamp with time zone default now() not null,
  max_staff integer,
  constraint subscription_plans_code_key UNIQUE (code),
  constraint subscription_plans_duration_days_check CHECK ((duration_days >= 1)),
  constraint subscription_plans_name_key UNIQUE (name),
  constraint subscription_plans_pkey PRIMARY KEY (id),
  constraint subscription_plans_price_check CHECK ((price >= 0))
);
CREATE UNIQUE INDEX subscription_plans_code_key ON public.subscription_plans USING btree (code);
CREATE UNIQUE INDEX subscription_plans_name_key ON public.subscription_plans USING btree (name);
CREATE UNIQUE INDEX subscription_plans_pkey ON public.subscription_plans USING btree (id);

create table telegram_chats (
  id integer default nextval('telegram_chats_id_seq'::regclass) not null,
  username text,
  chat_id bigint not null,
  first_name text,
  is_reachable boolean default true not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  phone_e164 text,
  phone_verified_at timestamp with time zone,
  language text,
  language_code text,
  constraint telegram_chats_language_check CHECK ((language = ANY (ARRAY['uz'::text, 'uz-Cyrl'::text, 'ru'::text]))),
  constraint telegram_chats_pkey PRIMARY KEY (id),
  constraint telegram_chats_username_key UNIQUE (username)
);
CREATE UNIQUE INDEX telegram_chats_chat_id_unique ON public.telegram_chats USING btree (chat_id);
CREATE UNIQUE INDEX telegram_chats_pkey ON public.telegram_chats USING btree (id);
CREATE UNIQUE INDEX telegram_chats_username_key ON public.telegram_chats USING btree (username);

create table telegram_login_hashes (
  hash text not null,
  expires_at timestamp with time zone not null,
  constraint telegram_login_hashes_pkey PRIMARY KEY (hash)
);
CREATE INDEX telegram_login_hashes_expires_at ON public.telegram_login_hashes USING btree (expires_at);
CREATE UNIQUE INDEX telegram_login_hashes_pkey ON public.telegram_login_hashes USING btree (hash);

create table telegram_payments (
  id bigint default nextval('telegram_payments_id_seq'::regclass) not null,
  telegram_payment_charge_id text not null,
  provider_payment_charge_id text not null,
  order_id bigint not null,
  telegram_user_id bigint not null,
  amount bigint not null,
  currency text not null,
  settled boolean not null,
  created_at timestamp with time zone default now() not null,
  constraint telegram_payments_amount_check CHECK ((amount > 0)),
  constraint telegram_payments_order_id_fkey FOREIGN KEY (order_id) REFERENCES payment_orders(id) ON DELETE CASCADE,
  constraint telegram_payments_pkey PRIMARY KEY (id),
  constraint telegram_payments_telegram_payment_charge_id_key UNIQUE (telegram_payment_charge_id)
);
CREATE INDEX telegram_payments_order_id_index ON public.telegram_payments USING btree (order_id);
CREATE UNIQUE INDEX telegram_payments_pkey ON public.telegram_payments USING btree (id);
CREATE UNIQUE INDEX telegram_payments_telegram_payment_charge_id_key ON public.telegram_payments USING btree (telegram_payment_charge_id);

create table telegram_send_pace (
  scope text not null,
  next_at timestamp with time zone not null,
  constraint telegram_send_pace_pkey PRIMARY KEY (scope)
);
CREATE UNIQUE INDEX telegram_send_pace_pkey ON public.telegram_send_pace USING btree (scope);

create table telegram_updates (
  update_id bigint not null,
  chat_id bigint not null,
  handled_at timestamp with time zone default now() not null,
  constraint telegram_updates_pkey PRIMARY KEY (update_id)
);
CREATE INDEX telegram_updates_handled_at ON public.telegram_updates USING btree (handled_at);
CREATE UNIQUE INDEX telegram_updates_pkey ON public.telegram_updates USING btree (update_id);

create table time_off (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  staff_id uuid,
  from_date date not null,
  to_date date not null,
  note text,
  created_at timestamp with time zone default now() not null,
  constraint time_off_pkey PRIMARY KEY (id),
  constraint time_off_range CHECK ((to_date >= from_date)),
  constraint time_off_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff(id) ON DELETE CASCADE,
  constraint time_off_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX time_off_pkey ON public.time_off USING btree (id);
CREATE INDEX time_off_user_id_to_date_index ON public.time_off USING btree (user_id, to_date);

create table time_slots (
  id integer default nextval('time_slots_id_seq'::regclass) not null,
  time text not null,
  is_available boolean default true not null,
  category text not null,
  constraint time_slots_pkey PRIMARY KEY (id),
  constraint time_slots_time_key UNIQUE ("time")
);
CREATE UNIQUE INDEX time_slots_pkey ON public.time_slots USING btree (id);
CREATE UNIQUE INDEX time_slots_time_key ON public.time_slots USING btree ("time");

create table user_subscriptions (
  id integer default nextval('user_subscriptions_id_seq'::regclass) not null,
  user_id uuid not null,
  plan_id integer not null,
  status text default 'active'::text not null,
  is_trial boolean default false not null,
  start_date timestamp with time zone default now() not null,
  end_date timestamp with time zone,
  next_payment_date timestamp with time zone,
  payme_subscription_id text,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint user_subscriptions_pkey PRIMARY KEY (id),
  constraint user_subscriptions_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES subscription_plans(id),
  constraint user_subscriptions_status_check CHECK ((status = ANY (ARRAY['active'::text, 'cancelled'::text, 'expired'::text, 'pending'::text]))),
  constraint user_subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE INDEX user_subscriptions_active_plan_index ON public.user_subscriptions USING btree (plan_id) WHERE (status = 'active'::text);
CREATE UNIQUE INDEX user_subscriptions_one_active ON public.user_subscriptions USING btree (user_id) WHERE (status = 'active'::text);
CREATE UNIQUE INDEX user_subscriptions_pkey ON public.user_subscriptions USING btree (id);

create table users (
  id uuid default gen_random_uuid() not null,
  username text not null,
  email text,
  password text,
  first_name text,
  last_name text,
  profile_image_url text,
  role text default 'user'::text not null,
  timezone text default 'Asia/Tashkent'::text not null,
  google_connected boolean default false not null,
  google_refresh_token text,
  telegram_chat_id bigint,
  telegram_username text,
  telegram_link_token text,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  google_email text,
  google_calendar_sync boolean default false not null,
  email_verified_at timestamp with time zone,
  language text default 'uz'::text not null,
  telegram_user_id bigint,
  pending_email text,
  constraint users_language_check CHECK ((language = ANY (ARRAY['uz'::text, 'uz-Cyrl'::text, 'ru'::text]))),
  constraint users_pkey PRIMARY KEY (id),
  constraint users_role_check CHECK ((role = ANY (ARRAY['user'::text, 'admin'::text, 'platform_admin'::text]))),
  constraint users_telegram_link_token_key UNIQUE (telegram_link_token),
  constraint users_username_key UNIQUE (username)
);
CREATE INDEX users_created_index ON public.users USING btree (created_at, id);
CREATE UNIQUE INDEX users_email_lower_unique ON public.users USING btree (lower(email));
CREATE UNIQUE INDEX users_pkey ON public.users USING btree (id);
CREATE INDEX users_search_trgm ON public.users USING gin (lower(((((((username || ' '::text) || COALESCE(email, ''::text)) || ' '::text) || COALESCE(first_name, ''::text)) || ' '::text) || COALESCE(last_name, ''::text))) gin_trgm_ops);
CREATE INDEX users_telegram_chat_index ON public.users USING btree (telegram_chat_id) WHERE (telegram_chat_id IS NOT NULL);
CREATE UNIQUE INDEX users_telegram_link_token_key ON public.users USING btree (telegram_link_token);
CREATE UNIQUE INDEX users_telegram_user_id_unique ON public.users USING btree (telegram_user_id) WHERE (telegram_user_id IS NOT NULL);
CREATE UNIQUE INDEX users_username_key ON public.users USING btree (username);

create table waitlist_entries (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  service_id integer not null,
  staff_id uuid,
  date date not null,
  name text not null,
  phone text not null,
  phone_e164 text not null,
  telegram_username text,
  email text,
  token text not null,
  offered_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  language text default 'uz'::text not null,
  telegram_chat_id bigint,
  constraint waitlist_entries_language_check CHECK ((language = ANY (ARRAY['uz'::text, 'uz-Cyrl'::text, 'ru'::text]))),
  constraint waitlist_entries_pkey PRIMARY KEY (id),
  constraint waitlist_entries_service_id_fkey FOREIGN KEY (service_id) REFERENCES services(id) ON DELETE CASCADE,
  constraint waitlist_entries_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff(id) ON DELETE CASCADE,
  constraint waitlist_entries_token_key UNIQUE (token),
  constraint waitlist_entries_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX waitlist_entries_one_per_phone ON public.waitlist_entries USING btree (service_id, date, phone_e164);
CREATE UNIQUE INDEX waitlist_entries_pkey ON public.waitlist_entries USING btree (id);
CREATE UNIQUE INDEX waitlist_entries_token_key ON public.waitlist_entries USING btree (token);
CREATE INDEX waitlist_entries_user_id_date_index ON public.waitlist_entries USING btree (user_id, date);

-- Functions (db/src/sql/<name>.sql)
CREATE OR REPLACE FUNCTION public.admin_users_keep_one_active()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if old.is_active and not exists (select 1 from admin_users where is_active) then
    raise exception 'the last active admin-panel account must stay' using constraint = 'admin_users_keep_one_active';
  end if;
  return null;
end $function$;

CREATE OR REPLACE FUNCTION public.admit_booking_move(moving uuid, service integer, master uuid, day date, check_days_off boolean)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
begin
  if check_days_off and exists (select 1 from time_off t join services s on s.user_id = t.user_id
                                where s.id = service and day between t.from_date and t.to_date
                                  and (t.staff_id is null or t.staff_id = master)) then
    raise exception 'day_off' using errcode = 'QB004';
  end if;
  if qabul_daily_cap_reached(service, master, day, moving) then
    raise exception 'day_full' using errcode = 'QB005';
  end if;
end
$function$;

CREATE OR REPLACE FUNCTION public.admit_booking_rules(service integer, candidates uuid[], day date, check_rules boolean)
 RETURNS uuid[]
 LANGUAGE plpgsql
AS $function$
declare
  business uuid;
  kept uuid[];
begin
  if not check_rules then
    return candidates;
  end if;
  select user_id into business from services where id = service;
  select array_agg(c.id order by c.position) into kept
  from unnest(candidates) with ordinality as c(id, position)
  where not exists (select 1 from time_off t
                    where t.user_id = business and day between t.from_date and t.to_date
                      and (t.staff_id is null or t.staff_id = c.id));
  if kept is null then
    raise exception 'day_off' using errcode = 'QB004';
  end if;
  select array_agg(c.id order by c.position) into kept
  from unnest(kept) with ordinality as c(id, position)
  where not qabul_daily_cap_reached(service, c.id, day, null);
  if kept is null then
    raise exception 'day_full' using errcode = 'QB005';
  end if;
  return kept;
end
$function$;

CREATE OR REPLACE FUNCTION public.admit_public_booking(lock_key text, provider_id uuid, client_phone text, month_start timestamp with time zone, monthly_limit integer, phone_limit integer, at timestamp with time zone)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
begin
  if lock_key is null then
    return true;
  end if;
  perform pg_advisory_xact_lock(hashtextextended(lock_key, 7));
  -- Counts what clients booked (DECISIONS.md): the provider's own bookings are not theirs to spend.
  if monthly_limit is not null and (
    select count(*) from bookings b
    where b.user_id = provider_id and b.created_at >= month_start and b.status <> 'cancelled'
      and not exists (select 1 from booking_history h
                      where h.booking_id = b.id and h.action = 'created' and h.performed_by = 'provider')
  ) >= monthly_limit then
    raise exception 'plan_limit' using errcode = 'QB001';
  end if;
  if client_phone is not null and (
    select count(*) from bookings
    where user_id = provider_id and phone_e164 = client_phone and status <> 'cancelled' and date_time_utc > at
  ) >= phone_limit then
    raise exception 'too_many_bookings' using errcode = 'QB002';
  end if;
  return true;
end
$function$;

CREATE OR REPLACE FUNCTION public.bookings_calendar_sequence()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  new.calendar_sequence := old.calendar_sequence + case
    when new.date_time_utc is distinct from old.date_time_utc
      or new.ends_at is distinct from old.ends_at
      or new.status is distinct from old.status
      or new.meeting_address is distinct from old.meeting_address
      or new.is_online_meeting is distinct from old.is_online_meeting
      or new.online_meeting_link is distinct from old.online_meeting_link
      or new.google_meet_link is distinct from old.google_meet_link
    then 1 else 0 end;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.bookings_keep_client()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  insert into clients_to_keep (user_id, phone, phone_e164, name, email, telegram_username)
  values (new.user_id, new.phone, new.phone_e164, new.name, new.email, new.telegram_username);
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.client_phone(phone_e164 text, phone text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ select coalesce(phone_e164, '+' || regexp_replace(phone, '\D', '', 'g')) $function$;

CREATE OR REPLACE FUNCTION public.keep_clients(batch integer)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
declare
  folded int;
begin
  perform pg_advisory_xact_lock(hashtextextended('qabul:keep_clients', 0));
  with taken as (
    delete from clients_to_keep where seq in (select seq from clients_to_keep order by seq limit batch)
    returning *
  ), latest as (
    select user_id, client_phone(phone_e164, phone) as phone,
      (array_agg(name order by seq desc))[1] as name,
      (array_agg(email order by seq desc) filter (where email is not null))[1] as email,
      (array_agg(telegram_username order by seq desc) filter (where telegram_username is not null))[1] as telegram_username,
      min(at) as first_at, max(at) as last_at, count(*) as notes
    from taken group by 1, 2
  ), kept as (
    insert into clients (user_id, phone, name, email, telegram_username, created_at, updated_at)
    select l.user_id, l.phone, l.name, l.email, l.telegram_username, l.first_at, l.last_at
    from latest l where exists (select 1 from users u where u.id = l.user_id)
    on conflict (user_id, phone) do update set
      name = excluded.name,
      email = coalesce(excluded.email, clients.email),
      telegram_username = coalesce(excluded.telegram_username, clients.telegram_username),
      updated_at = greatest(clients.updated_at, excluded.updated_at)
  )
  select coalesce(sum(notes), 0)::int into folded from latest;
  return folded;
end
$function$;

CREATE OR REPLACE FUNCTION public.pick_master(provider_id uuid, candidates uuid[], starts timestamp with time zone, blocked timestamp with time zone, day date)
 RETURNS uuid
 LANGUAGE plpgsql
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION public.plan_google_meet_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if new.google_calendar_event_id is not null
     or exists (select 1 from services s where s.id = new.service_id and s.use_google_meet) then
    insert into background_jobs (kind, key, run_at)
    values ('google-meet-sync', new.id::text || ':' || txid_current()::text, now())
    on conflict (kind, key) do nothing;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.qabul_block_occupies()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
end $function$;

CREATE OR REPLACE FUNCTION public.qabul_booking_freed_time()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  perform qabul_waitlist_offer(old.user_id, old.date, old.date, old.staff_id);
  return null;
end $function$;

CREATE OR REPLACE FUNCTION public.qabul_booking_occupied_from()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  new.occupied_from := new.date_time_utc - make_interval(mins => new.buffer_before);
  return new;
end $function$;

CREATE OR REPLACE FUNCTION public.qabul_booking_occupies()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
end $function$;

CREATE OR REPLACE FUNCTION public.qabul_booking_owner_master()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  select id into new.staff_id from staff where user_id = new.user_id and is_owner;
  return new;
end $function$;

CREATE OR REPLACE FUNCTION public.qabul_daily_cap_reached(service integer, master uuid, day date, moving uuid)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
declare
  cap integer;
begin
  select daily_limit into cap from services where id = service;
  if cap is null then
    return false;
  end if;
  perform pg_advisory_xact_lock(hashtextextended(service::text || ':' || day::text, 12));
  return (select count(*) from bookings b
          where b.staff_id = master and b.service_id = service and b.date = day and b.status <> 'cancelled'
            and b.id is distinct from moving) >= cap;
end
$function$;

CREATE OR REPLACE FUNCTION public.qabul_notify_provider_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
declare
  row_data record := coalesce(new, old);
  provider uuid;
begin
  if tg_table_name = 'service_availability' then
    select user_id into provider from services where id = row_data.service_id;
  elsif tg_table_name = 'users' then
    provider := row_data.id;
  else
    provider := row_data.user_id;
  end if;
  if provider is not null then
    perform pg_notify('qabul_provider_changed', provider::text);
  end if;
  return null;
end $function$;

CREATE OR REPLACE FUNCTION public.qabul_owner_master()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  insert into staff (user_id, name, photo_url, is_owner)
  values (new.id, coalesce(nullif(trim(concat_ws(' ', nullif(trim(new.first_name), ''), nullif(trim(new.last_name), ''))), ''), new.username),
    new.profile_image_url, true);
  return null;
end $function$;

CREATE OR REPLACE FUNCTION public.qabul_service_masters()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  insert into staff_services (staff_id, service_id)
  select id, new.id from staff where user_id = new.user_id and is_active and deleted_at is null;
  return null;
end $function$;

CREATE OR REPLACE FUNCTION public.qabul_time_off_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  perform qabul_waitlist_offer(old.user_id, old.from_date, old.to_date, old.staff_id);
  return null;
end $function$;

CREATE OR REPLACE FUNCTION public.qabul_waitlist_offer(business uuid, first_day date, last_day date, master uuid)
 RETURNS void
 LANGUAGE sql
AS $function$
  with offered as (
    update waitlist_entries w set offered_at = now()
    where w.user_id = business and w.date between greatest(first_day, current_date - 1) and last_day
      and w.offered_at is null and (master is null or w.staff_id is null or w.staff_id = master)
    returning w.id
  )
  insert into background_jobs (kind, key, run_at, payload)
  select 'waitlist_offer', id::text, now(), jsonb_build_object('entryId', id) from offered
  on conflict (kind, key) do nothing
$function$;

-- Triggers (each in its function file)
CREATE TRIGGER admin_users_keep_one_active AFTER DELETE OR UPDATE OF is_active ON public.admin_users FOR EACH ROW EXECUTE FUNCTION admin_users_keep_one_active();
CREATE TRIGGER bookings_calendar_sequence BEFORE UPDATE ON public.bookings FOR EACH ROW EXECUTE FUNCTION bookings_calendar_sequence();
CREATE TRIGGER bookings_freed_time AFTER UPDATE OF status, date_time_utc, staff_id ON public.bookings FOR EACH ROW WHEN (((old.status <> 'cancelled'::text) AND ((new.status = 'cancelled'::text) OR (new.date_time_utc <> old.date_time_utc) OR (new.staff_id <> old.staff_id)))) EXECUTE FUNCTION qabul_booking_freed_time();
CREATE TRIGGER bookings_google_meet_sync AFTER INSERT OR UPDATE OF status, date_time_utc, service_id ON public.bookings FOR EACH ROW EXECUTE FUNCTION plan_google_meet_sync();
CREATE TRIGGER bookings_keep_client AFTER INSERT OR UPDATE OF user_id, name, phone, phone_e164, email, telegram_username ON public.bookings FOR EACH ROW EXECUTE FUNCTION bookings_keep_client();
CREATE TRIGGER bookings_occupied_from BEFORE INSERT OR UPDATE OF date_time_utc, buffer_before ON public.bookings FOR EACH ROW EXECUTE FUNCTION qabul_booking_occupied_from();
CREATE TRIGGER bookings_occupy AFTER INSERT ON public.bookings FOR EACH ROW WHEN ((new.status <> 'cancelled'::text)) EXECUTE FUNCTION qabul_booking_occupies();
CREATE TRIGGER bookings_occupy_change AFTER UPDATE OF status, staff_id, date_time_utc, buffer_before, occupied_from, blocked_until ON public.bookings FOR EACH ROW WHEN ((((old.status = 'cancelled'::text) <> (new.status = 'cancelled'::text)) OR ((new.status <> 'cancelled'::text) AND ((old.staff_id <> new.staff_id) OR (old.occupied <> new.occupied))))) EXECUTE FUNCTION qabul_booking_occupies();
CREATE TRIGGER bookings_occupy_end AFTER DELETE ON public.bookings FOR EACH ROW WHEN ((old.status <> 'cancelled'::text)) EXECUTE FUNCTION qabul_booking_occupies();
CREATE TRIGGER bookings_owner_master BEFORE INSERT ON public.bookings FOR EACH ROW WHEN ((new.staff_id IS NULL)) EXECUTE FUNCTION qabul_booking_owner_master();
CREATE TRIGGER calendar_blocks_occupy AFTER INSERT OR DELETE OR UPDATE OF staff_id, starts_at, ends_at ON public.calendar_blocks FOR EACH ROW EXECUTE FUNCTION qabul_block_occupies();
CREATE TRIGGER date_overrides_provider_changed AFTER INSERT OR DELETE OR UPDATE ON public.date_overrides FOR EACH ROW EXECUTE FUNCTION qabul_notify_provider_changed();
CREATE TRIGGER service_availability_provider_changed AFTER INSERT OR DELETE OR UPDATE ON public.service_availability FOR EACH ROW EXECUTE FUNCTION qabul_notify_provider_changed();
CREATE TRIGGER services_masters AFTER INSERT ON public.services FOR EACH ROW EXECUTE FUNCTION qabul_service_masters();
CREATE TRIGGER services_provider_changed AFTER INSERT OR DELETE OR UPDATE ON public.services FOR EACH ROW EXECUTE FUNCTION qabul_notify_provider_changed();
CREATE TRIGGER staff_provider_changed AFTER INSERT OR DELETE OR UPDATE ON public.staff FOR EACH ROW EXECUTE FUNCTION qabul_notify_provider_changed();
CREATE TRIGGER time_off_provider_changed AFTER INSERT OR DELETE OR UPDATE ON public.time_off FOR EACH ROW EXECUTE FUNCTION qabul_notify_provider_changed();
CREATE TRIGGER time_off_removed AFTER DELETE ON public.time_off FOR EACH ROW EXECUTE FUNCTION qabul_time_off_removed();
CREATE TRIGGER user_subscriptions_provider_changed AFTER INSERT OR DELETE OR UPDATE ON public.user_subscriptions FOR EACH ROW EXECUTE FUNCTION qabul_notify_provider_changed();
CREATE TRIGGER users_owner_master AFTER INSERT ON public.users FOR EACH ROW EXECUTE FUNCTION qabul_owner_master();
CREATE TRIGGER users_provider_changed AFTER UPDATE OF timezone ON public.users FOR EACH ROW EXECUTE FUNCTION qabul_notify_provider_changed();
