import type { EntityManager } from '@mikro-orm/postgresql';
import { foldClientNotes } from '../../lib/clients-keeper.ts';
import { dbIn, sqlIn } from '../../lib/sql.ts';
import type { ClientFilters } from './clients.schema.ts';

export interface ClientRow {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  telegram_username: string | null;
  note: string | null;
  visits: number;
  cancellations: number;
  no_shows: number;
  last_visit_at: Date | null;
  next_booking_at: Date | null;
  total?: number;
}

/**
 * A client's figures from their bookings with this provider (matched by `client_phone`, the key the
 * `clients` rows are kept by): a visit is a kept booking whose start has passed; the next booking is the
 * first kept one still ahead. A no-show is neither.
 */
const FIGURES = `
  cross join lateral (
    select
      count(*) filter (where b.status not in ('cancelled', 'no_show') and b.date_time_utc <= now())::int as visits,
      count(*) filter (where b.status = 'cancelled')::int as cancellations,
      count(*) filter (where b.status = 'no_show')::int as no_shows,
      max(b.date_time_utc) filter (where b.status not in ('cancelled', 'no_show') and b.date_time_utc <= now()) as last_visit_at,
      min(b.date_time_utc) filter (where b.status not in ('cancelled', 'no_show') and b.date_time_utc > now()) as next_booking_at
    from bookings b
    where b.user_id = c.user_id and client_phone(b.phone_e164, b.phone) = c.phone
  ) f`;

const COLUMNS = 'c.id, c.name, c.phone, c.email, c.telegram_username, c.note, f.*';

/**
 * The clients list is kept after the bookings' commits (ADR 036): a reader folds the notes not yet folded first, so
 * a booking whose answer was sent is on the list whichever instance took it.
 */
function keptUpToNow(em: EntityManager): Promise<number> {
  return foldClientNotes(dbIn(em));
}

/** One page of the provider's clients, most recently booked first, with the count of all that match. */
export async function clientPage(
  em: EntityManager,
  providerId: string,
  filters: ClientFilters,
): Promise<{ rows: ClientRow[]; total: number }> {
  await keptUpToNow(em);
  const digits = filters.search.replace(/\D/g, '');
  const rows = await sqlIn<ClientRow[]>(
    em,
    `with matching as (
       select c.* from clients c
       where c.user_id = ?
         and (? = '' or position(lower(?) in lower(c.name)) > 0 or (? <> '' and position(? in c.phone) > 0))
     ), page as (
       select * from matching order by updated_at desc, id limit ? offset ?
     )
     select ${COLUMNS}, (select count(*)::int from matching) as total
     from page c ${FIGURES}
     order by c.updated_at desc, c.id`,
    [providerId, filters.search, filters.search, digits, digits, filters.limit, filters.offset],
  );
  if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
  // An offset past the end still tells the whole count.
  const [count] = await sqlIn<Array<{ total: number }>>(
    em,
    `select count(*)::int as total from clients c
     where c.user_id = ? and (? = '' or position(lower(?) in lower(c.name)) > 0 or (? <> '' and position(? in c.phone) > 0))`,
    [providerId, filters.search, filters.search, digits, digits],
  );
  return { rows, total: count?.total ?? 0 };
}

/** The provider's own client, or null (another provider's client looks like no client at all). */
export async function ownClient(em: EntityManager, providerId: string, clientId: string): Promise<ClientRow | null> {
  await keptUpToNow(em);
  const rows = await sqlIn<ClientRow[]>(em, `select ${COLUMNS} from clients c ${FIGURES} where c.id = ? and c.user_id = ?`, [
    clientId,
    providerId,
  ]);
  return rows[0] ?? null;
}

/** The client's bookings with this provider, newest first. */
export async function clientBookingIds(em: EntityManager, providerId: string, phone: string): Promise<string[]> {
  const rows = await sqlIn<Array<{ id: string }>>(
    em,
    `select id from bookings where user_id = ? and client_phone(phone_e164, phone) = ? order by date_time_utc desc limit 500`,
    [providerId, phone],
  );
  return rows.map((row) => row.id);
}

export async function saveClientNote(em: EntityManager, providerId: string, clientId: string, note: string | null): Promise<boolean> {
  await keptUpToNow(em);
  const rows = await sqlIn<unknown[]>(em, 'update clients set note = ? where id = ? and user_id = ? returning id', [
    note,
    clientId,
    providerId,
  ]);
  return rows.length > 0;
}
