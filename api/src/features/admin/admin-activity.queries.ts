import { businessNameSql, displayNameSql } from '../../lib/display-name.queries.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { containing } from './admin-users.queries.ts';

export interface ActivityRow {
  id: string;
  action: string;
  details: unknown;
  actorType: 'user' | 'admin';
  actorName: string | null;
  userId: string | null;
  entityType: string | null;
  entityId: string | null;
  entityName: string | null;
  createdAt: Date;
}

/**
 * The name of the object an entry is about, as people call it, read where the entry is read (a renamed service shows
 * its name today; a deleted one has none): a person or business by its name, a booking by its client and time, a
 * service, a master, a client, a plan by theirs.
 */
/** The entry's object id as a key its table's index can use (never a cast that fails on another kind's id). */
const UUID_ID = `case when a.entity_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then a.entity_id::uuid end`;
const INT_ID = `case when a.entity_id ~ '^[0-9]{1,9}$' then a.entity_id::int end`;
const ENTITY_NAME = `case a.entity_type
    when 'user' then (select ${displayNameSql('eu')} from users eu where eu.id = ${UUID_ID})
    when 'business' then (select ${businessNameSql('eu', 'ebp')} from users eu
      left join business_profiles ebp on ebp.user_id = eu.id where eu.id = ${UUID_ID})
    when 'booking' then (select eb.name || ', ' || to_char(eb.date, 'YYYY-MM-DD') || ' ' || eb.time_slot from bookings eb
      where eb.id = ${UUID_ID})
    when 'service' then (select es.name from services es where es.id = ${INT_ID})
    when 'staff' then (select est.name from staff est where est.id = ${UUID_ID})
    when 'client' then (select ec.name from clients ec where ec.id = ${UUID_ID})
    when 'subscription_plan' then (select ep.name from subscription_plans ep where ep.id = ${INT_ID})
    when 'user_subscription' then (select ep.name from user_subscriptions eus join subscription_plans ep on ep.id = eus.plan_id
      where eus.id = ${INT_ID})
    when 'admin_user' then (select ${displayNameSql('ead')} from admin_users ead where ead.id = ${INT_ID})
  end`;

export interface ActivityFilter {
  userId?: string;
  action?: string;
}

/** Rows about a user: what they did, and what was done to their account. */
function where(filter: ActivityFilter): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (filter.userId) {
    parts.push(`(a.user_id = ? or (a.entity_type = 'user' and a.entity_id = ?))`);
    params.push(filter.userId, filter.userId);
  }
  // Part of an action's name finds it ("booking" finds booking_cancelled, ...); the operator's % and _ are literal.
  if (filter.action) {
    parts.push('lower(a.action) like ?');
    params.push(containing(filter.action.toLowerCase()));
  }
  return { sql: parts.length ? `where ${parts.join(' and ')}` : '', params };
}

/** The audit trail, newest first, naming who acted: an admin-panel account or a user. */
export async function activityRows(
  em: EntityManager,
  filter: ActivityFilter,
  page: { limit: number; offset: number },
): Promise<ActivityRow[]> {
  const { sql, params } = where(filter);
  const rows = await em.getConnection().execute<Array<Record<string, unknown>>>(
    `select a.id, a.action, a.details, a.user_id, a.admin_user_id, a.created_at, a.entity_type, a.entity_id,
       ${ENTITY_NAME} as entity_name,
       case when a.admin_user_id is not null
         then ${displayNameSql('ad')}
         else ${displayNameSql('u')} end as actor_name
     from platform_activity a
     left join admin_users ad on ad.id = a.admin_user_id
     left join users u on u.id = a.user_id
     ${sql}
     order by a.created_at desc, a.id desc limit ? offset ?`,
    [...params, page.limit, page.offset],
    'all',
  );
  return rows.map((row) => ({
    id: String(row.id),
    action: String(row.action),
    details: row.details ?? null,
    actorType: row.admin_user_id === null || row.admin_user_id === undefined ? 'user' : 'admin',
    actorName: (row.actor_name as string | null) ?? null,
    userId: (row.user_id as string | null) ?? null,
    entityType: (row.entity_type as string | null) ?? null,
    entityId: (row.entity_id as string | null) ?? null,
    entityName: (row.entity_name as string | null) ?? null,
    createdAt: new Date(row.created_at as string),
  }));
}

export async function countActivity(em: EntityManager, filter: ActivityFilter): Promise<number> {
  const { sql, params } = where(filter);
  const row = await em
    .getConnection()
    .execute<{ total: number }>(`select count(*)::int as total from platform_activity a ${sql}`, params, 'get');
  return Number(row.total);
}
