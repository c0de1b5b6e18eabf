import { Migration } from '@mikro-orm/migrations';

/**
 * Every write that changes what a provider's slots look like announces the provider on the
 * `qabul_provider_changed` channel, whoever makes it (API instance, admin, raw SQL). API instances
 * LISTEN and drop cached slot data for that provider, so caches stay right across instances.
 */
export class Migration20261121000200_change_notifications extends Migration {
  override async up(): Promise<void> {
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
    for (const table of ['bookings', 'services', 'service_availability', 'user_subscriptions']) {
      this.addSql(`create trigger ${table}_provider_changed after insert or update or delete on ${table}
        for each row execute function qabul_notify_provider_changed();`);
    }
    this.addSql(`create trigger users_provider_changed after update of timezone on users
      for each row execute function qabul_notify_provider_changed();`);
  }
}
