import { Migration } from '@mikro-orm/migrations';

/**
 * An order id is a string of digits that counts up (Payme's and Click's account field), so it is no key:
 * each order gets an unguessable access token (two random UUIDs, 244 random bits) that only its own return
 * link carries. Orders made before this get one too, though nobody holds it: their owners read them signed in.
 */
export class Migration20261126020001_order_access_token extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table payment_orders add column access_token text not null
      default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');`);
  }
}
