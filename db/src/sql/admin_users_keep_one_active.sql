-- Whatever writes admin_users (a console, a future endpoint, a hand-written statement), the last active
-- admin-panel account cannot be removed or switched off: nobody could sign in to the panel any more.
create or replace function admin_users_keep_one_active() returns trigger language plpgsql as $$
begin
  if old.is_active and not exists (select 1 from admin_users where is_active) then
    raise exception 'the last active admin-panel account must stay' using constraint = 'admin_users_keep_one_active';
  end if;
  return null;
end $$;

drop trigger if exists admin_users_keep_one_active on admin_users;
create trigger admin_users_keep_one_active after update of is_active or delete on admin_users
  for each row execute function admin_users_keep_one_active();
