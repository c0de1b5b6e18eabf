-- The business's clients (ADR 017): one row per phone within a provider, kept up whenever a booking is written, so
-- every booking path keeps it without a second round trip. The latest booking's contact details are the client's;
-- what the client left out earlier stays known.
create or replace function bookings_keep_client() returns trigger language plpgsql as $$
begin
  insert into clients (user_id, phone, name, email, telegram_username)
  values (new.user_id, client_phone(new.phone_e164, new.phone), new.name, new.email, new.telegram_username)
  on conflict (user_id, phone) do update set
    name = excluded.name,
    email = coalesce(excluded.email, clients.email),
    telegram_username = coalesce(excluded.telegram_username, clients.telegram_username),
    updated_at = now();
  return null;
end
$$;

drop trigger if exists bookings_keep_client on bookings;
create trigger bookings_keep_client after insert or update of user_id, name, phone, phone_e164, email, telegram_username
  on bookings for each row execute function bookings_keep_client();
