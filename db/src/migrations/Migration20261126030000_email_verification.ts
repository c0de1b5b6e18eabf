import { Migration } from '@mikro-orm/migrations';

/**
 * A password registration proves its e-mail with a link sent to it; Google sign-in never merges silently into an
 * account whose e-mail was never proven (DECISIONS.md, "Identity"). Accounts made through Google start proven
 * (Google vouched for the address); password accounts made before this change start unproven, because nothing
 * tells the owner's from one someone registered with another person's address. Links are kept only as hashes.
 */
export class Migration20261126030000_email_verification extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table users add column email_verified_at timestamptz;');
    this.addSql('update users set email_verified_at = created_at where password is null;');

    this.addSql(`create table email_verifications (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      email text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index email_verifications_user_index on email_verifications (user_id);');
  }
}
