import { Migration } from '@mikro-orm/migrations';

/**
 * Writes that change what a provider's slots look like announce the provider on the
 * `qabul_provider_changed` channel; API instances LISTEN and drop cached slot data for that provider.
 * Services, hours, plans and timezones announce themselves by trigger, whoever writes them. Bookings do
 * not: NOTIFY inside a transaction takes a global lock through commit and would serialise every booking
 * behind one disk flush, so the API announces a booking change itself right after committing it.
 */
export class Migration20261121000200_change_notifications extends Migration {
  override async up(): Promise<void> {
    // History: qabul_notify_provider_changed (and its triggers) is now kept in db/src/sql/qabul_notify_provider_changed.sql (ADR 034); change it there.
    this.addSql(`create function qabul_notify_provider_changed() returns trigger language plpgsql as $$
      declare
        row_data record := coalesce(new, old);
        provider uuid;
      begin
        if tg_table_name = 'service_availability' then
          select user_id into provider from services where id = row_data.service_id;
        elsif tg_table_name = 'users' then
          provider := row_data.id;
        else
          provider := row_data.user_id;
        end if;
        if provider is not null then
          perform pg_notify('qabul_provider_changed', provider::text);
        end if;
        return null;
      end $$;`);
    for (const table of ['services', 'service_availability', 'user_subscriptions']) {
      // History: these triggers are now kept in db/src/sql/qabul_notify_provider_changed.sql (ADR 034).
      this.addSql(`create trigger ${table}_provider_changed after insert or update or delete on ${table}
        for each row execute function qabul_notify_provider_changed();`);
    }
    // History: these triggers are now kept in db/src/sql/qabul_notify_provider_changed.sql (ADR 034).
    this.addSql(`create trigger users_provider_changed after update of timezone on users
      for each row execute function qabul_notify_provider_changed();`);
  }
}
