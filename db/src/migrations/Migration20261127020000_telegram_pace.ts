import { Migration } from '@mikro-orm/migrations';

/**
 * Telegram's limits (30 messages a second per bot, 1 a second per chat) are shared by every api instance, so
 * the schedule that keeps within them lives in the database: one row for the whole bot ('bot') and one per
 * recently written chat ('chat:<id>'), each holding the earliest moment its next message may leave.
 */
export class Migration20261127020000_telegram_pace extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table telegram_send_pace (
        scope text primary key,
        next_at timestamptz not null
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table telegram_send_pace;');
  }
}
