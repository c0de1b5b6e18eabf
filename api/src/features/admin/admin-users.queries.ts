import { inForceSql } from '../subscriptions/index.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@qabul/db';
import type { UserList } from './admin.schema.ts';
import { sqlIn } from '../../lib/sql.ts';

export interface AdminUserRow {
  id: string;
  username: string;
  /** Null for an account registered with Telegram that has not added one. */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  createdAt: Date;
  subscription: { status: string; planId: number; planName: string; startDate: Date | null; endDate: Date | null } | null;
  serviceCount: number;
  bookingCount: number;
}

/** The expression the trigram index users_search_trgm is built on: a search must use exactly this. */
const SEARCHABLE = `lower(u.username || ' ' || coalesce(u.email, '') || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;

const ORDER: Record<UserList['sort']['field'], string> = {
  createdAt: 'u.created_at',
  email: 'lower(u.email)',
  username: 'u.username',
  name: "lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))",
  role: 'u.role',
};

/** `%text%` for LIKE, with the user's own % and _ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function orderBy(sort: UserList['sort']): string {
  const direction = sort.descending ? 'desc' : 'asc';
  return `${ORDER[sort.field]} ${direction}, u.id ${direction}`;
}

/** One page of users (or every match, for export) with their subscription in force and their counts. */
export async function userRows(
  em: EntityManager,
  list: Pick<UserList, 'sort' | 'q'>,
  page: { limit: number; offset: number },
  onlyId?: string,
): Promise<AdminUserRow[]> {
  const filters: string[] = [];
  const params: unknown[] = [];
  if (list.q) {
    filters.push(`${SEARCHABLE} like ?`);
    params.push(containing(list.q));
  }
  if (onlyId) {
    filters.push('u.id = ?');
    params.push(onlyId);
  }
  const where = filters.length ? `where ${filters.join(' and ')}` : '';
  // The page is chosen first; counts and subscriptions are read for its rows only.
  const rows = await em.getConnection().execute<Record<string, unknown>[]>(
    `with page as (
       select u.* from users u ${where} order by ${orderBy(list.sort)} limit ? offset ?
     )
     select u.id, u.username, u.email, u.first_name, u.last_name, u.role, u.created_at,
       s.status as subscription_status, s.plan_id, p.name as plan_name, s.start_date, s.end_date,
       (select count(*) from services x where x.user_id = u.id)::int as service_count,
       (select count(*) from bookings b where b.user_id = u.id)::int as booking_count
     from page u
     left join lateral (
       select * from user_subscriptions s
       where s.user_id = u.id and ${inForceSql('s')}
       order by s.start_date desc limit 1
     ) s on true
     left join subscription_plans p on p.id = s.plan_id
     order by ${orderBy(list.sort)}`,
    [...params, page.limit, page.offset],
    'all',
  );
  return rows.map((row) => ({
    id: String(row.id),
    username: String(row.username),
    email: (row.email as string | null) ?? null,
    firstName: (row.first_name as string | null) ?? null,
    lastName: (row.last_name as string | null) ?? null,
    role: row.role as Role,
    createdAt: new Date(row.created_at as string),
    subscription:
      row.plan_id === null || row.plan_id === undefined
        ? null
        : {
            status: String(row.subscription_status),
            planId: Number(row.plan_id),
            planName: String(row.plan_name),
            startDate: row.start_date ? new Date(row.start_date as string) : null,
            endDate: row.end_date ? new Date(row.end_date as string) : null,
          },
    serviceCount: Number(row.service_count),
    bookingCount: Number(row.booking_count),
  }));
}

export async function countUsers(em: EntityManager, q: string): Promise<number> {
  const row = await em
    .getConnection()
    .execute<{ total: number }>(
      q ? `select count(*)::int as total from users u where ${SEARCHABLE} like ?` : 'select count(*)::int as total from users',
      q ? [containing(q)] : [],
      'get',
    );
  return Number(row.total);
}

export async function userRow(em: EntityManager, id: string): Promise<AdminUserRow | null> {
  const [row] = await userRows(em, { sort: { field: 'createdAt', descending: false }, q: '' }, { limit: 1, offset: 0 }, id);
  return row ?? null;
}

export interface DeletePreview {
  services: number;
  bookings: number;
  upcomingBookings: number;
  availability: number;
}

/** What deleting a provider takes with them: shown in the confirmation before anything is removed. */
export async function deletePreview(em: EntityManager, userId: string): Promise<DeletePreview> {
  const row = await em.getConnection().execute<Record<string, number>>(
    `select
       (select count(*) from services where user_id = ?)::int as services,
       (select count(*) from bookings where user_id = ?)::int as bookings,
       (select count(*) from bookings where user_id = ? and status <> 'cancelled' and date_time_utc > now())::int as upcoming,
       (select count(*) from service_availability a join services s on s.id = a.service_id where s.user_id = ?)::int as availability`,
    [userId, userId, userId, userId],
    'get',
  );
  return {
    services: Number(row.services),
    bookings: Number(row.bookings),
    upcomingBookings: Number(row.upcoming),
    availability: Number(row.availability),
  };
}

/** Holds the user's row until the transaction ends: two operators changing one user take turns. */
export async function lockUserRow(em: EntityManager, userId: string): Promise<void> {
  await sqlIn(em, 'select id from users where id = ? for update', [userId], 'run');
}
