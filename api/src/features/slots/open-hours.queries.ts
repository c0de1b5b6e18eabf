import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';
import type { BusinessHoursRows } from './open-hours.ts';

/**
 * In one statement, what the business's hours are made of: its active services with their weekly hours, its active
 * masters with theirs and the services they do, and the days off and overrides touching `date`.
 */
export async function businessHoursRows(em: EntityManager, userId: string, date: string): Promise<BusinessHoursRows> {
  const row = await sqlIn<{ services: unknown; masters: unknown; days_off: unknown; overrides: unknown }>(
    em,
    `select
       coalesce((select json_agg(json_build_object('id', s.id, 'availability', coalesce(a.availability::json, '{}'::json)))
                   from services s left join service_availability a on a.service_id = s.id
                  where s.user_id = ? and s.is_active), '[]'::json) as services,
       coalesce((select json_agg(json_build_object('id', st.id, 'availability', st.availability,
                   'serviceIds', coalesce((select json_agg(ss.service_id) from staff_services ss where ss.staff_id = st.id), '[]'::json)))
                   from staff st where st.user_id = ? and st.is_active and st.deleted_at is null), '[]'::json) as masters,
       coalesce((select json_agg(json_build_object('from', t.from_date, 'to', t.to_date, 'staffId', t.staff_id))
                   from time_off t where t.user_id = ? and t.to_date >= ?::date and t.from_date <= ?::date), '[]'::json) as days_off,
       coalesce((select json_agg(json_build_object('date', o.date, 'staffId', o.staff_id, 'times', o.times))
                   from date_overrides o where o.user_id = ? and o.date = ?::date), '[]'::json) as overrides`,
    [userId, userId, userId, date, date, userId, date],
    'get',
  );
  const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    services: json(row.services),
    masters: json(row.masters),
    daysOff: json(row.days_off),
    overrides: json(row.overrides),
  };
}
