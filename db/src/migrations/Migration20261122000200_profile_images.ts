import { Migration } from '@mikro-orm/migrations';

/** Avatars live in PostgreSQL, not on one instance's disk, so every API instance can serve them. */
export class Migration20261122000200_profile_images extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table profile_images (
      user_id uuid primary key references users (id) on delete cascade,
      content bytea not null,
      content_type text not null,
      updated_at timestamptz not null default now()
    );`);
  }
}
