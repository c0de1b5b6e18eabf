import { Migration } from '@mikro-orm/migrations';

/**
 * telegram_chats becomes "every private chat the bot knows", keyed by chat id: a chat keeps one row when
 * its user renames, a username moves with its owner, and chats without a username (linked through a
 * b_/p_ deep link or the Mini App) can still be marked unreachable when they block the bot.
 * Plus the lookups the bot, the Mini App and the dispatcher make by chat and by username.
 */
export class Migration20261122000100_telegram_chats_by_chat extends Migration {
  override async up(): Promise<void> {
    this.addSql(`delete from telegram_chats t using telegram_chats newer where t.chat_id = newer.chat_id and t.id < newer.id;`);
    this.addSql(`alter table telegram_chats alter column username drop not null;`);
    this.addSql(`drop index if exists telegram_chats_chat_id_index;`);
    this.addSql(`create unique index telegram_chats_chat_id_unique on telegram_chats (chat_id);`);
    this.addSql(`create index bookings_client_chat_index on bookings (client_telegram_chat_id) where client_telegram_chat_id is not null;`);
    this.addSql(
      `create index bookings_telegram_username_index on bookings (lower(telegram_username)) where telegram_username is not null;`,
    );
    this.addSql(`create index users_telegram_chat_index on users (telegram_chat_id) where telegram_chat_id is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists users_telegram_chat_index;`);
    this.addSql(`drop index if exists bookings_telegram_username_index;`);
    this.addSql(`drop index if exists bookings_client_chat_index;`);
    this.addSql(`drop index if exists telegram_chats_chat_id_unique;`);
    this.addSql(`delete from telegram_chats where username is null;`);
    this.addSql(`alter table telegram_chats alter column username set not null;`);
    this.addSql(`create index telegram_chats_chat_id_index on telegram_chats (chat_id);`);
  }
}
