import { Migration } from '@mikro-orm/migrations';

/**
 * A move counts against the service's daily cap like a new booking (ADR 019). The cap's count moves into one
 * function, `qabul_daily_cap_reached`, taken under the same lock per service and day by a new booking
 * (`admit_booking_rules`) and by a move (`admit_booking_move`); a move leaves its own booking out of the count,
 * so a booking moved within its day never counts twice.
 * A waitlist entry made inside Telegram (the chat booking, the Mini App) keeps the client's chat, so the offer
 * reaches that chat even when the person has no username.
 */
export class Migration20261128090000_move_cap_and_waitlist_chat extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table waitlist_entries add column telegram_chat_id bigint;');
    // History: qabul_daily_cap_reached is now kept in db/src/sql/qabul_daily_cap_reached.sql (ADR 034); change it there.
    this.addSql(`create function qabul_daily_cap_reached(service integer, master uuid, day date, moving uuid) returns boolean
      language plpgsql volatile as $$
      declare
        cap integer;
      begin
        select daily_limit into cap from services where id = service;
        if cap is null then
          return false;
        end if;
        perform pg_advisory_xact_lock(hashtextextended(service::text || ':' || day::text, 12));
        return (select count(*) from bookings b
                where b.staff_id = master and b.service_id = service and b.date = day and b.status <> 'cancelled'
                  and b.id is distinct from moving) >= cap;
      end
    $$;`);
    // History: admit_booking_rules is now kept in db/src/sql/admit_booking_rules.sql (ADR 034); change it there.
    this.addSql(`create or replace function admit_booking_rules(
        service integer, candidates uuid[], day date, check_rules boolean
      ) returns uuid[] language plpgsql volatile as $$
      declare
        business uuid;
        kept uuid[];
      begin
        if not check_rules then
          return candidates;
        end if;
        select user_id into business from services where id = service;
        select array_agg(c.id order by c.position) into kept
        from unnest(candidates) with ordinality as c(id, position)
        where not exists (select 1 from time_off t
                          where t.user_id = business and day between t.from_date and t.to_date
                            and (t.staff_id is null or t.staff_id = c.id));
        if kept is null then
          raise exception 'day_off' using errcode = 'QB004';
        end if;
        select array_agg(c.id order by c.position) into kept
        from unnest(kept) with ordinality as c(id, position)
        where not qabul_daily_cap_reached(service, c.id, day, null);
        if kept is null then
          raise exception 'day_full' using errcode = 'QB005';
        end if;
        return kept;
      end
    $$;`);
    // A move: the master's day off binds a client's move only (the provider's own move is theirs, as a new
    // booking is); the cap binds every move, since it protects the master's day whoever fills it.
    // History: admit_booking_move is now kept in db/src/sql/admit_booking_move.sql (ADR 034); change it there.
    this.addSql(`create function admit_booking_move(moving uuid, service integer, master uuid, day date, check_days_off boolean)
      returns void language plpgsql volatile as $$
      begin
        if check_days_off and exists (select 1 from time_off t join services s on s.user_id = t.user_id
                                      where s.id = service and day between t.from_date and t.to_date
                                        and (t.staff_id is null or t.staff_id = master)) then
          raise exception 'day_off' using errcode = 'QB004';
        end if;
        if qabul_daily_cap_reached(service, master, day, moving) then
          raise exception 'day_full' using errcode = 'QB005';
        end if;
      end
    $$;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop function admit_booking_move(uuid, integer, uuid, date, boolean);');
    this.addSql(`create or replace function admit_booking_rules(
        service integer, candidates uuid[], day date, check_rules boolean
      ) returns uuid[] language plpgsql volatile as $$
      declare
        business uuid;
        cap integer;
        kept uuid[];
      begin
        if not check_rules then
          return candidates;
        end if;
        select user_id, daily_limit into business, cap from services where id = service;
        select array_agg(c.id order by c.position) into kept
        from unnest(candidates) with ordinality as c(id, position)
        where not exists (select 1 from time_off t
                          where t.user_id = business and day between t.from_date and t.to_date
                            and (t.staff_id is null or t.staff_id = c.id));
        if kept is null then
          raise exception 'day_off' using errcode = 'QB004';
        end if;
        if cap is null then
          return kept;
        end if;
        perform pg_advisory_xact_lock(hashtextextended(service::text || ':' || day::text, 12));
        select array_agg(c.id order by c.position) into kept
        from unnest(kept) with ordinality as c(id, position)
        where (select count(*) from bookings b
               where b.staff_id = c.id and b.service_id = service and b.date = day and b.status <> 'cancelled') < cap;
        if kept is null then
          raise exception 'day_full' using errcode = 'QB005';
        end if;
        return kept;
      end
    $$;`);
    this.addSql('drop function qabul_daily_cap_reached(integer, uuid, date, uuid);');
    this.addSql('alter table waitlist_entries drop column telegram_chat_id;');
  }
}
