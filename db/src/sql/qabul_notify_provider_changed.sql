-- Writes that change what a provider's slots look like announce the provider on the `qabul_provider_changed`
-- channel; API instances LISTEN and drop cached slot data for that provider. Services, hours, masters, days off,
-- date overrides, plans and timezones announce themselves here, whoever writes them. Bookings do not: NOTIFY inside
-- a transaction takes a global lock through commit and would serialise every booking behind one disk flush, so
-- the API announces a booking change itself right after committing it (ADR 002).
create or replace function qabul_notify_provider_changed() returns trigger language plpgsql as $$
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
end $$;

drop trigger if exists services_provider_changed on services;
create trigger services_provider_changed after insert or update or delete on services
  for each row execute function qabul_notify_provider_changed();

drop trigger if exists service_availability_provider_changed on service_availability;
create trigger service_availability_provider_changed after insert or update or delete on service_availability
  for each row execute function qabul_notify_provider_changed();

drop trigger if exists user_subscriptions_provider_changed on user_subscriptions;
create trigger user_subscriptions_provider_changed after insert or update or delete on user_subscriptions
  for each row execute function qabul_notify_provider_changed();

drop trigger if exists users_provider_changed on users;
create trigger users_provider_changed after update of timezone on users
  for each row execute function qabul_notify_provider_changed();

-- A master's hours and services shape the business's slots.
drop trigger if exists staff_provider_changed on staff;
create trigger staff_provider_changed after insert or update or delete on staff
  for each row execute function qabul_notify_provider_changed();

-- So do days off and date overrides.
drop trigger if exists time_off_provider_changed on time_off;
create trigger time_off_provider_changed after insert or update or delete on time_off
  for each row execute function qabul_notify_provider_changed();

drop trigger if exists date_overrides_provider_changed on date_overrides;
create trigger date_overrides_provider_changed after insert or update or delete on date_overrides
  for each row execute function qabul_notify_provider_changed();
