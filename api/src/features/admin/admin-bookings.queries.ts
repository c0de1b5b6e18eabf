import { displayNameSql } from '../../lib/display-name.queries.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingStatus } from '@qabul/db';
import type { BookingList } from './admin.schema.ts';
import { containing } from './admin-users.queries.ts';

export interface AdminBookingRow {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  serviceName: string | null;
  providerName: string | null;
  providerId: string;
  staffName: string;
  date: string;
  timeSlot: string;
  status: BookingStatus;
  createdAt: Date;
}

/** The expression the trigram index bookings_search_trgm is built on. */
const SEARCHABLE = `lower(b.name || ' ' || b.phone || ' ' || coalesce(b.email, ''))`;

const ORDER: Record<BookingList['sort']['field'], string> = {
  createdAt: 'b.created_at',
  date: 'b.date_time_utc',
  name: 'lower(b.name)',
  status: 'b.status',
};

/** The list's filters; `id` picks one booking (the answer to a status change). */
export type BookingFilter = Pick<BookingList, 'q' | 'status'> & { id?: string };

/** Search by name, phone (as typed, or its digits against the canonical number) or e-mail, any case. */
function where(list: BookingFilter): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (list.id) {
    parts.push('b.id = ?');
    params.push(list.id);
  }
  if (list.status) {
    parts.push('b.status = ?');
    params.push(list.status);
  }
  if (list.q) {
    const digits = list.q.replace(/\D/g, '');
    if (digits.length >= 3) {
      parts.push(`(${SEARCHABLE} like ? or b.phone_e164 like ?)`);
      params.push(containing(list.q), containing(digits));
    } else {
      parts.push(`${SEARCHABLE} like ?`);
      params.push(containing(list.q));
    }
  }
  return { sql: parts.length ? `where ${parts.join(' and ')}` : '', params };
}

export async function bookingRows(
  em: EntityManager,
  list: BookingFilter & Pick<BookingList, 'sort'>,
  page: { limit: number; offset: number },
): Promise<AdminBookingRow[]> {
  const { sql, params } = where(list);
  const direction = list.sort.descending ? 'desc' : 'asc';
  const rows = await em.getConnection().execute<Array<Record<string, unknown>>>(
    `with page as (
       select b.* from bookings b ${sql} order by ${ORDER[list.sort.field]} ${direction}, b.id ${direction} limit ? offset ?
     )
     select b.id, b.name, b.phone, b.email, s.name as service_name, b.user_id,
       ${displayNameSql('u')} as provider_name, st.name as staff_name,
       to_char(b.date, 'YYYY-MM-DD') as date, b.time_slot, b.status, b.created_at
     from page b
     join users u on u.id = b.user_id
     join staff st on st.id = b.staff_id
     left join services s on s.id = b.service_id
     order by ${ORDER[list.sort.field]} ${direction}, b.id ${direction}`,
    [...params, page.limit, page.offset],
    'all',
  );
  return rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    phone: String(row.phone),
    email: (row.email as string | null) ?? null,
    serviceName: (row.service_name as string | null) ?? null,
    providerName: (row.provider_name as string | null) ?? null,
    providerId: String(row.user_id),
    staffName: String(row.staff_name),
    date: String(row.date),
    timeSlot: String(row.time_slot),
    status: row.status as BookingStatus,
    createdAt: new Date(row.created_at as string),
  }));
}

export async function countBookings(em: EntityManager, list: BookingFilter): Promise<number> {
  const { sql, params } = where(list);
  const row = await em.getConnection().execute<{ total: number }>(`select count(*)::int as total from bookings b ${sql}`, params, 'get');
  return Number(row.total);
}
