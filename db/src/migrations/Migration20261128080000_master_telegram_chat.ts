import { Migration } from '@mikro-orm/migrations';

/**
 * A master's own Telegram chat (ADR 016): linked by their own one-time `p_` link as a provider's is, so notices of
 * their bookings reach them by chat id (a username is only a fallback). Only the link token's holder can link it.
 * The "Kelmadi?" notice at a visit's end may now go to the booking's master as well as to the owner: once per
 * recipient, not once per booking.
 */
export class Migration20261128080000_master_telegram_chat extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table staff add column telegram_chat_id bigint, add column telegram_link_token text unique;');
    this.addSql('create index staff_telegram_chat on staff (telegram_chat_id) where telegram_chat_id is not null;');
    this.addSql('drop index reminder_schedules_once_after_visit;');
    this.addSql(`create unique index reminder_schedules_once_after_visit on reminder_schedules (booking_id, reminder_type, recipient_type)
      where reminder_type in ('review_request', 'visit_over');`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from reminder_schedules where reminder_type = 'visit_over' and recipient_type = 'master';`);
    this.addSql('drop index reminder_schedules_once_after_visit;');
    this.addSql(`create unique index reminder_schedules_once_after_visit on reminder_schedules (booking_id, reminder_type)
      where reminder_type in ('review_request', 'visit_over');`);
    this.addSql('drop index staff_telegram_chat;');
    this.addSql('alter table staff drop column telegram_link_token, drop column telegram_chat_id;');
  }
}
