import { Migration } from '@mikro-orm/migrations';

/**
 * A client's public booking must pass the provider's monthly cap (Freemium) and the three-upcoming-bookings
 * limit per phone. The check runs under a transaction-scoped advisory lock so concurrent bookings cannot all
 * read "2" and all insert. It lives in a function so the booking statement can call it in its first step:
 * lock, count and insert are then one statement and one round trip. A VOLATILE function takes a fresh snapshot
 * for each query it runs, so the counts below see every booking committed before the lock was granted; the
 * lock is held until the calling statement's transaction ends, i.e. after the new booking is committed.
 * A refusal is an error with its own SQLSTATE, which aborts the whole statement.
 */
export class Migration20261125000000_booking_admission extends Migration {
  override async up(): Promise<void> {
    // History: admit_public_booking is now kept in db/src/sql/admit_public_booking.sql (ADR 034); change it there.
    this.addSql(`create function admit_public_booking(
        lock_key text, provider_id uuid, client_phone text, month_start timestamptz, monthly_limit integer, phone_limit integer, at timestamptz
      ) returns boolean language plpgsql volatile as $$
      begin
        if lock_key is null then
          return true;
        end if;
        perform pg_advisory_xact_lock(hashtextextended(lock_key, 7));
        -- Counts what clients booked (DECISIONS.md): the provider's own bookings are not theirs to spend.
        if monthly_limit is not null and (
          select count(*) from bookings b
          where b.user_id = provider_id and b.created_at >= month_start and b.status <> 'cancelled'
            and not exists (select 1 from booking_history h
                            where h.booking_id = b.id and h.action = 'created' and h.performed_by = 'provider')
        ) >= monthly_limit then
          raise exception 'plan_limit' using errcode = 'QB001';
        end if;
        if client_phone is not null and (
          select count(*) from bookings
          where user_id = provider_id and phone_e164 = client_phone and status <> 'cancelled' and date_time_utc > at
        ) >= phone_limit then
          raise exception 'too_many_bookings' using errcode = 'QB002';
        end if;
        return true;
      end
    $$;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop function admit_public_booking(text, uuid, text, timestamptz, integer, integer, timestamptz);');
  }
}
