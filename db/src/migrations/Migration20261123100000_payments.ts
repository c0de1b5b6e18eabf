import { Migration } from '@mikro-orm/migrations';

/**
 * Taking money. An order is one thing to pay for (a plan, or a booking's reserve fee) at an amount fixed when
 * it is made. Payme and Click transactions hang off orders; the database itself keeps an order from having two
 * live Payme transactions at once and a Payme id from being stored twice, so retries and races cannot double-charge.
 * Every tiyin amount is bigint: 100 000 000 UZS is 10^10 tiyin, beyond a 32-bit integer.
 * Work that must happen once, later (a reserve hold running out, plans ending), goes through one job table
 * claimed with a lease, as the notification outbox does.
 */
export class Migration20261123100000_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table payment_transactions alter column amount type bigint;');
    this.addSql('alter table payment_transactions alter column commission_amount type bigint;');
    this.addSql('alter table payment_transactions alter column provider_amount type bigint;');

    this.addSql(`create table payment_orders (
      id bigserial primary key,
      kind text not null check (kind in ('subscription', 'service_reserve')),
      user_id uuid references users (id) on delete set null,
      provider_id uuid references users (id) on delete set null,
      plan_id integer references subscription_plans (id) on delete set null,
      booking_id uuid references bookings (id) on delete set null,
      service_id integer references services (id) on delete set null,
      amount bigint not null check (amount > 0),
      state text not null default 'waiting' check (state in ('waiting', 'paid', 'cancelled', 'refunded')),
      hold_until timestamptz,
      subscription_id integer references user_subscriptions (id) on delete set null,
      -- A plan order that extended a running subscription remembers its old end, so a refund can restore it.
      extended_from timestamptz,
      paid_at timestamptz,
      cancelled_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((kind = 'subscription' and plan_id is not null) or (kind = 'service_reserve'))
    );`);
    this.addSql('create index payment_orders_user_index on payment_orders (user_id, created_at);');
    this.addSql('create index payment_orders_booking_index on payment_orders (booking_id);');

    // The order's ledger row (spec.md section 3) follows the order through every state.
    this.addSql('alter table payment_transactions add column order_id bigint unique references payment_orders (id) on delete cascade;');
    this.addSql("alter table payment_transactions add column provider text check (provider in ('payme', 'click', 'sandbox'));");

    this.addSql(`create table payme_transactions (
      id bigserial primary key,
      payme_id text not null unique,
      order_id bigint not null references payment_orders (id) on delete cascade,
      payme_time bigint not null,
      amount bigint not null check (amount > 0),
      account jsonb not null,
      state smallint not null check (state in (1, 2, -1, -2)),
      reason smallint,
      create_time bigint not null,
      perform_time bigint not null default 0,
      cancel_time bigint not null default 0,
      created_at timestamptz not null default now()
    );`);
    // At most one live (created or performed) Payme transaction per order: held by the database, not by a read.
    this.addSql('create unique index payme_transactions_one_live on payme_transactions (order_id) where state in (1, 2);');
    this.addSql('create index payme_transactions_time_index on payme_transactions (payme_time);');

    this.addSql(`create table click_transactions (
      id bigserial primary key,
      click_trans_id text not null unique,
      order_id bigint not null references payment_orders (id) on delete cascade,
      amount text not null,
      state text not null check (state in ('prepared', 'confirmed', 'cancelled')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(
      "create unique index click_transactions_one_live on click_transactions (order_id) where state in ('prepared', 'confirmed');",
    );

    this.addSql(`create table background_jobs (
      id bigserial primary key,
      kind text not null,
      key text not null,
      run_at timestamptz not null,
      status text not null default 'pending' check (status in ('pending', 'done', 'failed')),
      attempts integer not null default 0,
      claimed_until timestamptz,
      payload jsonb,
      last_error text,
      created_at timestamptz not null default now(),
      finished_at timestamptz,
      unique (kind, key)
    );`);
    this.addSql("create index background_jobs_due_index on background_jobs (run_at) where status = 'pending';");

    this.addSql(`insert into platform_settings (key, value, description)
      values ('reserve_commission_percent', '5', 'Platform commission on reserve fees, percent')
      on conflict (key) do nothing;`);
  }
}
