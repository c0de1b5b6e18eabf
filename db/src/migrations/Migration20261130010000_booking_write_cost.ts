import { Migration } from '@mikro-orm/migrations';

/**
 * A booking's insert pays for every index on its rows (ADR 031). Two of them have had no reader since the
 * calendar's blocked times moved the taken-time look-ups to `occupied_times` (ADR 021):
 * - `bookings_user_occupied_index`, a GiST index over (provider, taken range) kept for the business-wide look-ups;
 *   the slot list's day and "any master" read `occupied_times`, the dashboard and calendar read by date. A GiST
 *   insert is the dearest index write a booking made besides the exclusion constraint's own (about 0.2-0.3 ms of
 *   PostgreSQL's CPU per booking, `pnpm bench triggers`).
 * - `clients_name` (provider, lower(name)): the clients list searches names with `position(...)`, which no btree
 *   serves, and filters by provider with the (provider, phone) unique index.
 * The exclusion constraint on `occupied_times` (no double booking) is untouched.
 */
export class Migration20261130010000_booking_write_cost extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop index if exists bookings_user_occupied_index;');
    this.addSql('drop index if exists clients_name;');
  }

  override async down(): Promise<void> {
    this.addSql('create index clients_name on clients (user_id, lower(name));');
    this.addSql(`create index bookings_user_occupied_index on bookings using gist (user_id, occupied) where (status <> 'cancelled');`);
  }
}
