-- The business's clients (ADR 017): one row per phone within a provider, kept up whenever a booking is written, so
-- every booking path keeps it. Since ADR 036 the booking's transaction only notes what it wrote in `clients_to_keep`
-- (an outbox: no foreign key, no index but its sequence); the app folds those notes into `clients` after the commit
-- (api/src/lib/clients-keeper.ts, keep_clients.sql): the latest booking's contact details are the client's, and
-- what the client left out earlier stays known.
create or replace function bookings_keep_client() returns trigger language plpgsql as $$
begin
  insert into clients_to_keep (user_id, phone, phone_e164, name, email, telegram_username)
  values (new.user_id, new.phone, new.phone_e164, new.name, new.email, new.telegram_username);
  return null;
end
$$;

drop trigger if exists bookings_keep_client on bookings;
create trigger bookings_keep_client after insert or update of user_id, name, phone, phone_e164, email, telegram_username
  on bookings for each row execute function bookings_keep_client();
