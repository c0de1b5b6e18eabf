import { Migration } from '@mikro-orm/migrations';

/**
 * Reserve fees paid inside Telegram (a Telegram invoice through the bot's payment provider). Every
 * `successful_payment` Telegram reports is one row, unique by its `telegram_payment_charge_id`, so a repeated
 * update or two instances handling the same one settle the order once. `settled` is false for money that arrived
 * for an order already closed (its booking gone): that payment is returned through the payment provider.
 */
export class Migration20261128020000_telegram_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table telegram_payments (
      id bigserial primary key,
      telegram_payment_charge_id text not null unique,
      provider_payment_charge_id text not null,
      order_id bigint not null references payment_orders (id) on delete cascade,
      telegram_user_id bigint not null,
      amount bigint not null check (amount > 0),
      currency text not null,
      settled boolean not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index telegram_payments_order_id_index on telegram_payments (order_id);');
    this.addSql('alter table payment_transactions drop constraint payment_transactions_provider_check;');
    this.addSql(
      "alter table payment_transactions add constraint payment_transactions_provider_check check (provider in ('payme', 'click', 'sandbox', 'telegram'));",
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table payment_transactions drop constraint payment_transactions_provider_check;');
    this.addSql(
      "alter table payment_transactions add constraint payment_transactions_provider_check check (provider in ('payme', 'click', 'sandbox'));",
    );
    this.addSql('drop table telegram_payments;');
  }
}
