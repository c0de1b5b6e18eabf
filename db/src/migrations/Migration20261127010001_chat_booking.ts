import { Migration } from '@mikro-orm/migrations';

/**
 * Booking inside the bot chat. `bot_conversations` holds each chat's conversation state (the grammY
 * conversations plug-in's replay log) so whichever app instance receives the next webhook update can continue
 * it; `updated_at` lets a conversation left for half an hour end by itself. A contact a Telegram user shares
 * of themselves is their verified phone (`telegram_chats.phone_e164`, private chat id = user id), and every
 * booking records whether its phone was verified that way.
 */
export class Migration20261127010001_chat_booking extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table bot_conversations (
      key text primary key,
      value jsonb not null,
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create index bot_conversations_updated_at_index on bot_conversations (updated_at);`);
    this.addSql(`alter table telegram_chats add column phone_e164 text, add column phone_verified_at timestamptz;`);
    this.addSql(`alter table bookings add column phone_verified boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table bookings drop column phone_verified;`);
    this.addSql(`alter table telegram_chats drop column phone_verified_at, drop column phone_e164;`);
    this.addSql(`drop table bot_conversations;`);
  }
}
