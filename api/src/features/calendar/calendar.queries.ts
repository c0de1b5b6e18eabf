import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from '@qabul/db';
import type { BookingStatus } from '../../contracts/limits.ts';
import type { DateOverride, DayOff } from '../slots/index.ts';
import { sqlIn } from '../../lib/sql.ts';

type Week = Record<string, string[]>;

/** A master's column as stored, with the weekly hours of the active services they do. */
export interface CalendarMasterRow {
  id: string;
  name: string;
  title: string | null;
  photoUrl: string | null;
  isActive: boolean;
  availability: Week;
  services: Week[];
}

/** A booking on the calendar; instants in epoch milliseconds. */
export interface CalendarBookingRow {
  id: string;
  staffId: string;
  date: string;
  start: string;
  startsAt: number;
  endsAt: number;
  blockedUntil: number;
  bufferBefore: number;
  status: BookingStatus;
  clientName: string;
  phone: string;
  serviceId: number | null;
  serviceName: string | null;
  confirmationNumber: string;
  paidAmount: number | null;
  paidAt: number | null;
  clientConfirmedAt: number | null;
}

export interface CalendarBlockRow {
  id: string;
  staffId: string;
  date: string;
  start: string;
  end: string;
  note: string | null;
  createdAt: number;
}

export interface CalendarRows {
  timezone: string;
  /** The smallest booking interval of the business's active services; null without any. */
  step: number | null;
  masters: CalendarMasterRow[];
  daysOff: Array<DayOff & { note: string | null }>;
  overrides: DateOverride[];
  bookings: CalendarBookingRow[];
  blocks: CalendarBlockRow[];
}

const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::bigint`;

/**
 * The whole calendar of a business's dates $3..$4 in one round trip. Columns: the active masters (or the one asked
 * for, `$2`), in the business's order, and an inactive master who still holds a booking or a block in the range (so
 * nothing booked goes missing from the day). Bookings by the business's (user, date) index, blocks by theirs.
 */
const CALENDAR_SQL = `
  with columns as (
    select st.id, st.name, st.title, st.photo_url, st.availability, st.is_active, st.is_owner, st.created_at
    from staff st
    where st.user_id = $1 and st.deleted_at is null
      and (st.id = $2::uuid or ($2::uuid is null and (st.is_active
        or exists (select 1 from bookings b where b.staff_id = st.id and b.date between $3::date and $4::date and b.status <> 'cancelled')
        or exists (select 1 from calendar_blocks k where k.staff_id = st.id and k.date between $3::date and $4::date))))
  )
  select u.timezone,
    (select min(s.timing_interval) from services s where s.user_id = u.id and s.is_active) as step,
    coalesce((
      select json_agg(json_build_object('id', c.id, 'name', c.name, 'title', c.title, 'photoUrl', c.photo_url,
        'isActive', c.is_active, 'availability', c.availability,
        'services', coalesce((
          select json_agg(coalesce(a.availability, '{}'::jsonb))
          from staff_services ss join services s on s.id = ss.service_id and s.is_active
          left join service_availability a on a.service_id = s.id
          where ss.staff_id = c.id), '[]'::json))
        order by c.is_owner desc, c.created_at, c.id)
      from columns c), '[]'::json) as masters,
    coalesce((
      select json_agg(json_build_object('from', t.from_date, 'to', t.to_date, 'staffId', t.staff_id, 'note', t.note))
      from time_off t where t.user_id = u.id and t.to_date >= $3::date and t.from_date <= $4::date
    ), '[]'::json) as days_off,
    coalesce((
      select json_agg(json_build_object('date', o.date, 'staffId', o.staff_id, 'times', o.times))
      from date_overrides o where o.user_id = u.id and o.date between $3::date and $4::date
    ), '[]'::json) as overrides,
    coalesce((
      select json_agg(json_build_object('id', b.id, 'staffId', b.staff_id, 'date', b.date, 'start', b.time_slot,
        'startsAt', ${ms('b.date_time_utc')}, 'endsAt', ${ms('b.ends_at')}, 'blockedUntil', ${ms('b.blocked_until')},
        'bufferBefore', b.buffer_before, 'status', b.status, 'clientName', b.name, 'phone', b.phone,
        'serviceId', b.service_id, 'serviceName', s.name, 'confirmationNumber', b.confirmation_number,
        'paidAmount', paid.amount, 'paidAt', ${ms('paid.paid_at')}, 'clientConfirmedAt', ${ms('b.client_confirmed_at')})
        order by b.date_time_utc, b.id)
      from bookings b
      left join services s on s.id = b.service_id
      left join lateral (
        select po.amount, po.paid_at from payment_orders po
        where po.booking_id = b.id and po.kind = 'service_reserve' and po.state = 'paid' limit 1
      ) paid on true
      where b.user_id = u.id and b.date between $3::date and $4::date and b.staff_id in (select id from columns)
        and ($5::boolean or b.status <> 'cancelled')
    ), '[]'::json) as bookings,
    coalesce((
      select json_agg(json_build_object('id', k.id, 'staffId', k.staff_id, 'date', k.date, 'start', k.start_time,
        'end', k.end_time, 'note', k.note, 'createdAt', ${ms('k.created_at')}) order by k.starts_at, k.id)
      from calendar_blocks k
      where k.user_id = u.id and k.date between $3::date and $4::date and k.staff_id in (select id from columns)
    ), '[]'::json) as blocks
  from users u where u.id = $1`;

/** The calendar's rows; null when the business does not exist. */
export async function calendarRows(
  pool: Pool,
  scope: { providerId: string; staffId: string | null },
  from: string,
  to: string,
  includeCancelled: boolean,
): Promise<CalendarRows | null> {
  const { rows } = await pool.query<{
    timezone: string;
    step: number | null;
    masters: CalendarMasterRow[];
    days_off: CalendarRows['daysOff'];
    overrides: DateOverride[];
    bookings: CalendarBookingRow[];
    blocks: CalendarBlockRow[];
  }>({ name: 'calendar', text: CALENDAR_SQL, values: [scope.providerId, scope.staffId, from, to, includeCancelled] });
  const row = rows[0];
  if (!row) return null;
  return {
    timezone: row.timezone,
    step: row.step,
    masters: row.masters,
    daysOff: row.days_off,
    overrides: row.overrides,
    bookings: row.bookings,
    blocks: row.blocks,
  };
}

/** The business's master, when it is theirs and not removed. */
export async function masterOfBusiness(em: EntityManager, providerId: string, staffId: string): Promise<boolean> {
  const row = await sqlIn<{ yes: boolean }>(
    em,
    'select exists (select 1 from staff where id = ? and user_id = ? and deleted_at is null) as yes',
    [staffId, providerId],
    'get',
  );
  return row.yes;
}
