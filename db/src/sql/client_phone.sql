-- A client's key (ADR 017): the booking's E.164 phone, or its digits with a plus when it could not be read.
-- The index `bookings_client` is built on it: a change to what it returns needs that index rebuilt, so it comes
-- with a migration that reindexes.
create or replace function client_phone(phone_e164 text, phone text) returns text
  language sql immutable parallel safe
  as $$ select coalesce(phone_e164, '+' || regexp_replace(phone, '\D', '', 'g')) $$;
