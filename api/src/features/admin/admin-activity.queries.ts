import { displayNameSql } from '../../lib/display-name.queries.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { containing } from './admin-users.queries.ts';

export interface ActivityRow {
  id: string;
  action: string;
  details: unknown;
  actorType: 'user' | 'admin';
  actorName: string | null;
  userId: string | null;
  createdAt: Date;
}

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
    `select a.id, a.action, a.details, a.user_id, a.admin_user_id, a.created_at,
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
