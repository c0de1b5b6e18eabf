import type { Db } from '../../lib/transaction.ts';
import type { DateOverride, DayOff, ServiceRulesRow } from '../slots/index.ts';
import { planInForceSql } from '../subscriptions/index.ts';

/** What creating or moving a booking needs to know about its service, provider and plan: one query. */
export interface BookingContext extends ServiceRulesRow {
  id: number;
  user_id: string;
  name: string;
  duration: number;
  timing_interval: number;
  break_interval: number;
  is_active: boolean;
  reserve_fee: number;
  meeting_address: string | null;
  is_online_meeting: boolean;
  online_meeting_link: string | null;
  allow_cancellation: boolean;
  cancellation_hours: number;
  timezone: string;
  availability: Record<string, string[]> | null;
  monthly_limit: number | null;
  /** The plan in force allows reserve fees (bookings/reserve-fee.ts). */
  allows_reserve_fee: boolean;
  /** The active masters who do the service, in the business's order, with their own hours. */
  masters: Array<{ id: string; availability: Record<string, string[]> }>;
  /** The business's days off and date overrides from yesterday on (the booking's statement checks days off again). */
  days_off: DayOff[];
  overrides: DateOverride[];
  /** When the plan in force ends (null: Freemium or no end): the cached copy is good only until then. */
  in_force_until: Date | string | null;
}

const CONTEXT_SQL = `
  select s.id, s.user_id, s.name, s.duration, s.timing_interval, s.break_interval, s.is_active, s.reserve_fee,
    s.meeting_address, s.is_online_meeting, s.online_meeting_link, s.allow_cancellation, s.cancellation_hours,
    u.timezone, a.availability, plan.max_monthly_bookings as monthly_limit, plan.allows_reserve_fee, plan.in_force_until,
    s.min_notice_minutes, s.max_advance_days, s.daily_limit, s.buffer_before,
    coalesce((
      select json_agg(json_build_object('from', t.from_date, 'to', t.to_date, 'staffId', t.staff_id))
      from time_off t where t.user_id = s.user_id and t.to_date >= current_date - 1
    ), '[]'::json) as days_off,
    coalesce((
      select json_agg(json_build_object('date', o.date, 'staffId', o.staff_id, 'times', o.times))
      from date_overrides o where o.user_id = s.user_id and o.date >= current_date - 1
    ), '[]'::json) as overrides,
    coalesce((
      select json_agg(json_build_object('id', st.id, 'availability', st.availability) order by st.is_owner desc, st.created_at, st.id)
      from staff st join staff_services ss on ss.staff_id = st.id and ss.service_id = s.id
      where st.is_active and st.deleted_at is null
    ), '[]'::json) as masters
  from services s
  join users u on u.id = s.user_id
  left join service_availability a on a.service_id = s.id
  left join lateral ${planInForceSql('s.user_id')} plan on true
  where s.id = $1`;

export async function selectBookingContext(db: Db, serviceId: number): Promise<BookingContext | undefined> {
  const { rows } = await db.query<BookingContext>({ name: 'booking-context', text: CONTEXT_SQL, values: [serviceId] });
  return rows[0];
}
