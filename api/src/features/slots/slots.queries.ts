import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from '@qabul/db';
import { BOOKING_IN_SCOPE, scopeValues } from '../../lib/booking-scope.ts';
import { sqlIn } from '../../lib/sql.ts';
import type { DateOverride, DayOff, ServiceRulesRow } from './day-rules.ts';

/** A master of the service on that day (busy ranges in epoch milliseconds). */
export interface MasterDayRow {
  id: string;
  availability: Record<string, string[]>;
  busy: Array<[number, number]>;
  /** Their bookings of this service that day (counted only when the service has a daily cap). */
  booked: number;
}

/** A service's day as the hot path reads it. */
export interface ServiceDay extends ServiceRulesRow {
  user_id: string;
  timezone: string;
  duration: number;
  timing_interval: number;
  break_interval: number;
  is_active: boolean;
  availability: Record<string, string[]> | null;
  /** The active masters who do the service, in the business's order. */
  masters: MasterDayRow[];
  /** The business's and its masters' days off covering the date, and the date's overrides. */
  days_off: DayOff[];
  overrides: DateOverride[];
}

/**
 * One round trip: the service with its booking rules, its provider's timezone and availability, the date's days
 * off and overrides, and each active master (with their count of this service's bookings that day when it is capped) doing it with
 * their own hours and taken ranges (bookings and blocked times) touching that local day (via the exclusion
 * constraint's GiST index on `occupied_times`, so history size does not matter); the owner's own master also carries
 * the busy times read from their Google Calendar when calendar sync is on.
 */
const SERVICE_DAY_SQL = `
  select s.user_id, u.timezone, s.duration, s.timing_interval, s.break_interval, s.is_active, a.availability,
    s.min_notice_minutes, s.max_advance_days, s.daily_limit, s.buffer_before,
    coalesce((
      select json_agg(json_build_object('from', t.from_date, 'to', t.to_date, 'staffId', t.staff_id))
      from time_off t where t.user_id = s.user_id and t.to_date >= $2::date and t.from_date <= $2::date
    ), '[]'::json) as days_off,
    coalesce((
      select json_agg(json_build_object('date', o.date, 'staffId', o.staff_id, 'times', o.times))
      from date_overrides o where o.user_id = s.user_id and o.date = $2::date
    ), '[]'::json) as overrides,
    coalesce((
      select json_agg(json_build_object('id', st.id, 'availability', st.availability,
        'booked', case when s.daily_limit is null then 0 else (
          select count(*) from bookings b
          where b.staff_id = st.id and b.service_id = s.id and b.date = $2::date and b.status <> 'cancelled') end,
        'busy', coalesce((
        select json_agg(json_build_array(r.f, r.t)) from (
          -- The master's taken time: live bookings and blocked times alike (ADR 021).
          select (extract(epoch from lower(o.occupied)) * 1000)::bigint as f, (extract(epoch from upper(o.occupied)) * 1000)::bigint as t
          from occupied_times o
          where o.staff_id = st.id
            and o.occupied && tstzrange(($2::date)::timestamp at time zone u.timezone,
                                        ($2::date + 2)::timestamp at time zone u.timezone)
          union all
          -- Busy times from the provider's Google Calendar, when they asked for them (read in the background).
          select (extract(epoch from g.starts_at) * 1000)::bigint, (extract(epoch from g.ends_at) * 1000)::bigint
          from google_busy_times g
          where st.is_owner and u.google_calendar_sync and g.user_id = s.user_id
            and g.starts_at < ($2::date + 2)::timestamp at time zone u.timezone
            and g.ends_at > ($2::date)::timestamp at time zone u.timezone
        ) r
      ), '[]'::json)) order by st.is_owner desc, st.created_at, st.id)
      from staff st join staff_services ss on ss.staff_id = st.id and ss.service_id = s.id
      where st.is_active and st.deleted_at is null
    ), '[]'::json) as masters
  from services s
  join users u on u.id = s.user_id
  left join service_availability a on a.service_id = s.id
  where s.id = $1`;

/** The hot path's one prepared statement for a service's day. */
export async function serviceDayRow(pool: Pool, serviceId: number, date: string): Promise<ServiceDay | undefined> {
  const { rows } = await pool.query<ServiceDay>({ name: 'service-day', text: SERVICE_DAY_SQL, values: [serviceId, date] });
  return rows[0];
}

/**
 * A provider's (or one master's) live bookings on a local date, as epoch-millisecond ranges (strings from bigint),
 * each with its master; and, for the whole team's grid, the business's active masters (null for one master's).
 */
export async function providerDayBookings(
  em: EntityManager,
  scope: { providerId: string; staffId: string | null },
  date: string,
): Promise<{ busy: Array<{ from: string; to: string; staff_id: string }>; masters: string[] | null }> {
  const busy = await sqlIn<Array<{ from: string; to: string; staff_id: string }>>(
    em,
    `select (extract(epoch from date_time_utc) * 1000)::bigint as "from", (extract(epoch from ends_at) * 1000)::bigint as "to", staff_id
     from bookings where ${BOOKING_IN_SCOPE} and date = ? and status <> 'cancelled'`,
    [...scopeValues(scope), date],
  );
  if (scope.staffId) return { busy, masters: null };
  const team = await sqlIn<Array<{ id: string }>>(em, `select id from staff where user_id = ? and is_active and deleted_at is null`, [
    scope.providerId,
  ]);
  return { busy, masters: team.map((master) => master.id) };
}
