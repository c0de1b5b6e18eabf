import { Migration } from '@mikro-orm/migrations';

/**
 * Providers sign in with Telegram too (DECISIONS.md, "The business on its page"):
 * - `telegram_user_id` is the Telegram account that signs in to this account, one account per Telegram user. An
 *   account registered with Telegram has no e-mail and no password until its owner adds them, so `email` may be
 *   null. An e-mail such an account asks for waits in `pending_email` until the link sent to it proves it: an address
 *   becomes an account's only once its mailbox answered.
 * - Accounts already linked to a private chat by their own one-time link keep it as their sign-in: the chat's id is
 *   the Telegram user's id. Where several accounts share one chat, the one linked last keeps it (as the bot does).
 * - `telegram_login_hashes` remembers the Login Widget answers already used, until they are too old to be accepted,
 *   so a replayed answer signs nobody in.
 * - `password_resets` keeps only the hash of each reset link, for an hour.
 */
export class Migration20261201030000_telegram_sign_in_and_reset extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table users alter column email drop not null;');
    // The admin's user search reads every account, those without an e-mail too.
    this.addSql('drop index users_search_trgm;');
    this.addSql(`create index users_search_trgm on users using gin
      ((lower(username || ' ' || coalesce(email, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, ''))) gin_trgm_ops);`);
    this.addSql('alter table users add column telegram_user_id bigint;');
    this.addSql('alter table users add column pending_email text;');
    this.addSql(`update users u set telegram_user_id = u.telegram_chat_id
      where u.telegram_chat_id > 0
        and u.id = (select x.id from users x where x.telegram_chat_id = u.telegram_chat_id order by x.updated_at desc, x.id limit 1);`);
    this.addSql('create unique index users_telegram_user_id_unique on users (telegram_user_id) where telegram_user_id is not null;');
    this.addSql(`create table telegram_login_hashes (
      hash text primary key,
      expires_at timestamptz not null
    );`);
    this.addSql('create index telegram_login_hashes_expires_at on telegram_login_hashes (expires_at);');
    this.addSql(`create table password_resets (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      email text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index password_resets_user_id on password_resets (user_id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table password_resets;');
    this.addSql('drop table telegram_login_hashes;');
    this.addSql('drop index users_telegram_user_id_unique;');
    this.addSql('alter table users drop column pending_email;');
    this.addSql('alter table users drop column telegram_user_id;');
  }
}
