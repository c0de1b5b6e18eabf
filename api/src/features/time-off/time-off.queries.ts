import type { EntityManager } from '@mikro-orm/postgresql';
import { BOOKING_IN_SCOPE, scopeValues } from '../../lib/booking-scope.ts';
import { sqlIn } from '../../lib/sql.ts';

/** Non-cancelled bookings of the business (or of one master) on the dates from..to, soonest first. */
export async function bookingIdsInRange(
  em: EntityManager,
  providerId: string,
  staffId: string | null,
  from: string,
  to: string,
): Promise<string[]> {
  const rows = await sqlIn<Array<{ id: string }>>(
    em,
    `select id from bookings
     where ${BOOKING_IN_SCOPE} and date between ? and ? and status <> 'cancelled'
     order by date_time_utc, id`,
    [...scopeValues({ providerId, staffId }), from, to],
  );
  return rows.map((row) => row.id);
}

/** Sets one date's own blocks (for the business or one master), replacing what was there. */
export async function upsertDateOverride(
  em: EntityManager,
  providerId: string,
  staffId: string | null,
  date: string,
  times: string[],
): Promise<void> {
  await sqlIn(
    em,
    `insert into date_overrides (user_id, staff_id, date, times) values (?, ?, ?, ?::jsonb)
     on conflict (user_id, date, coalesce(staff_id, '00000000-0000-0000-0000-000000000000'::uuid))
     do update set times = excluded.times, updated_at = now()`,
    [providerId, staffId, date, JSON.stringify(times)],
    'run',
  );
}
