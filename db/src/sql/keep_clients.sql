-- The clients list's notes (db/src/sql/bookings_keep_client.sql, ADR 036), folded into `clients` after the bookings
-- that wrote them committed; called by api/src/lib/clients-keeper.ts.
-- Folds at most `batch` notes into `clients`, oldest first, each note once: they are deleted in the same statement
-- that applies them, under one lock, so two instances folding at once never apply a note twice or out of order.
-- Several notes of one client fold as the old trigger applied them one by one: the last name, the last e-mail and
-- Telegram name given (an empty one keeps the earlier). A note of a provider deleted meanwhile has no client to keep.
-- Returns how many notes it folded.
create or replace function keep_clients(batch int) returns int language plpgsql as $$
declare
  folded int;
begin
  perform pg_advisory_xact_lock(hashtextextended('qabul:keep_clients', 0));
  with taken as (
    delete from clients_to_keep where seq in (select seq from clients_to_keep order by seq limit batch)
    returning *
  ), latest as (
    select user_id, client_phone(phone_e164, phone) as phone,
      (array_agg(name order by seq desc))[1] as name,
      (array_agg(email order by seq desc) filter (where email is not null))[1] as email,
      (array_agg(telegram_username order by seq desc) filter (where telegram_username is not null))[1] as telegram_username,
      min(at) as first_at, max(at) as last_at, count(*) as notes
    from taken group by 1, 2
  ), kept as (
    insert into clients (user_id, phone, name, email, telegram_username, created_at, updated_at)
    select l.user_id, l.phone, l.name, l.email, l.telegram_username, l.first_at, l.last_at
    from latest l where exists (select 1 from users u where u.id = l.user_id)
    on conflict (user_id, phone) do update set
      name = excluded.name,
      email = coalesce(excluded.email, clients.email),
      telegram_username = coalesce(excluded.telegram_username, clients.telegram_username),
      updated_at = greatest(clients.updated_at, excluded.updated_at)
  )
  select coalesce(sum(notes), 0)::int into folded from latest;
  return folded;
end
$$;
