import { Migration } from '@mikro-orm/migrations';

/**
 * The living booking card (ADR 014): one Telegram message per booking, edited in place on every change. Its
 * chat and message are kept per booking, with the random key its buttons carry (callback data names no booking).
 * `client_confirmed_at` is the client's "Kelaman".
 */
export class Migration20261128010000_booking_card extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table bookings add column client_confirmed_at timestamptz null;');
    this.addSql(`create table booking_cards (
        booking_id uuid primary key references bookings (id) on delete cascade,
        button_key text not null unique,
        chat_id bigint null,
        message_id bigint null,
        sent_at timestamptz null,
        pinned boolean not null default false,
        updated_at timestamptz not null default now()
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table booking_cards;');
    this.addSql('alter table bookings drop column client_confirmed_at;');
  }
}
