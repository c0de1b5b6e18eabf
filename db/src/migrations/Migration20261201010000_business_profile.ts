import { Migration } from '@mikro-orm/migrations';

/**
 * A provider account is a business with a profile of its own (DECISIONS.md, "The business on its page"). Nothing is
 * filled in for existing providers: a business without a name is shown under its owner's own name, as before.
 * Its pictures (logo, cover, gallery, masters' photos) live in PostgreSQL like the profile image, so every API
 * instance serves them; each upload is a new row with a new id, so its URL can be cached for good.
 */
export class Migration20261201010000_business_profile extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table business_profiles (
      user_id uuid primary key references users (id) on delete cascade,
      business_name text,
      category text,
      address text,
      landmark text,
      latitude double precision,
      longitude double precision,
      phone text,
      telegram text,
      instagram text,
      description text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint business_profiles_location_whole check ((latitude is null) = (longitude is null)),
      constraint business_profiles_location_range check (latitude between -90 and 90 and longitude between -180 and 180)
    );`);
    this.addSql(`create table business_images (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      kind text not null check (kind in ('logo', 'cover', 'gallery', 'staff')),
      staff_id uuid references staff (id) on delete cascade,
      position integer not null default 0,
      content bytea not null,
      width integer not null,
      height integer not null,
      created_at timestamptz not null default now(),
      constraint business_images_staff_photo check ((kind = 'staff') = (staff_id is not null))
    );`);
    // One logo and one cover per business, one photo per master: a new upload replaces the old row.
    this.addSql(`create unique index business_images_one_per_kind on business_images (user_id, kind) where kind in ('logo', 'cover');`);
    this.addSql(`create unique index business_images_one_per_master on business_images (staff_id) where kind = 'staff';`);
    this.addSql('create index business_images_user_kind_position on business_images (user_id, kind, position);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table business_images;');
    this.addSql('drop table business_profiles;');
  }
}
