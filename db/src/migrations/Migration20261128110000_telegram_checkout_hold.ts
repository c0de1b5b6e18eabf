import { Migration } from '@mikro-orm/migrations';

/**
 * An approved Telegram pre-checkout holds its order like a Payme transaction in state 1 or a Click prepare
 * (ADR 026): until `telegram_checkout_until` no other payment path may take the order. Payme and Click keep
 * their holds in their own transaction rows; Telegram has no row until the money arrives, so the order keeps it.
 */
export class Migration20261128110000_telegram_checkout_hold extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table payment_orders add column telegram_checkout_until timestamptz;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table payment_orders drop column telegram_checkout_until;');
  }
}
