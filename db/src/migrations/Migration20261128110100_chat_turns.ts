import { Migration } from '@mikro-orm/migrations';

/**
 * One chat's updates one after another, each once (ADR 022): `telegram_updates` remembers the updates handled
 * (Telegram delivers an update again when the webhook answered slowly), written in the same transaction that
 * holds the chat's turn, so an update that failed is not remembered and its redelivery runs. Rows older than
 * Telegram keeps an update (24 hours) are swept by the housekeeping.
 * `chat_booking_requests` ties one confirmation of a chat booking (its key, kept in the conversation's state)
 * to the booking it made, so the same confirmation arriving again answers that booking instead of booking twice.
 */
export class Migration20261128110100_chat_turns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table telegram_updates (
      update_id bigint primary key,
      chat_id bigint not null,
      handled_at timestamptz not null default now()
    );`);
    this.addSql('create index telegram_updates_handled_at on telegram_updates (handled_at);');
    this.addSql(`create table chat_booking_requests (
      key text primary key,
      booking_id uuid not null references bookings (id) on delete cascade,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index chat_booking_requests_booking_id on chat_booking_requests (booking_id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table chat_booking_requests;');
    this.addSql('drop table telegram_updates;');
  }
}
