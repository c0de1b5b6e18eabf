-- A new service is done by every active master of the business until the owner says otherwise (ADR 016).
create or replace function qabul_service_masters() returns trigger language plpgsql as $$
begin
  insert into staff_services (staff_id, service_id)
  select id, new.id from staff where user_id = new.user_id and is_active and deleted_at is null;
  return null;
end $$;

drop trigger if exists services_masters on services;
create trigger services_masters after insert on services
  for each row execute function qabul_service_masters();
