import { Migration } from '@mikro-orm/migrations';

/**
 * Languages (DECISIONS.md "Languages"): a booking and a waitlist entry remember their client's language, so every
 * later message to that client uses it; a provider (and a master, who signs in as a user) keeps their own
 * profile language; a Telegram chat keeps the language its person picked with /language (null: follow the
 * app's `language_code`, also kept, so messages sent later without an update in hand still know it).
 */
export class Migration20261128070000_languages extends Migration {
  override async up(): Promise<void> {
    const check = (column: string) => `check (${column} in ('uz', 'uz-Cyrl', 'ru'))`;
    this.addSql(`alter table users add column language text not null default 'uz' ${check('language')};`);
    this.addSql(`alter table bookings add column language text not null default 'uz' ${check('language')};`);
    this.addSql(`alter table waitlist_entries add column language text not null default 'uz' ${check('language')};`);
    this.addSql(`alter table telegram_chats add column language text null ${check('language')};`);
    this.addSql('alter table telegram_chats add column language_code text null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table telegram_chats drop column language_code;');
    this.addSql('alter table telegram_chats drop column language;');
    this.addSql('alter table waitlist_entries drop column language;');
    this.addSql('alter table bookings drop column language;');
    this.addSql('alter table users drop column language;');
  }
}
