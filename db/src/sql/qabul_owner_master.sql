-- Every provider is a business with at least one master, themselves (`is_owner`), whoever inserts the account
-- (register, Google sign-in, the admin CLI, seeds). ADR 016.
create or replace function qabul_owner_master() returns trigger language plpgsql as $$
begin
  insert into staff (user_id, name, photo_url, is_owner)
  values (new.id, coalesce(nullif(trim(concat_ws(' ', nullif(trim(new.first_name), ''), nullif(trim(new.last_name), ''))), ''), new.username),
    new.profile_image_url, true);
  return null;
end $$;

drop trigger if exists users_owner_master on users;
create trigger users_owner_master after insert on users
  for each row execute function qabul_owner_master();
