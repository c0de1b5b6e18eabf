import { Migration } from '@mikro-orm/migrations';

/**
 * The Mini App's home lists the businesses a Telegram user opened before, booked or not (DECISIONS.md, "The business
 * on its page"): one row per person and business, its time moved at each open.
 */
export class Migration20261201020000_mini_app_opens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table mini_app_opens (
      telegram_user_id bigint not null,
      provider_id uuid not null references users (id) on delete cascade,
      opened_at timestamptz not null default now(),
      primary key (telegram_user_id, provider_id)
    );`);
    this.addSql('create index mini_app_opens_latest on mini_app_opens (telegram_user_id, opened_at desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table mini_app_opens;');
  }
}
