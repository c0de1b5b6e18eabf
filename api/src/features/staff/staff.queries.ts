import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';

/** An integer array as PostgreSQL's literal: the ORM's raw bindings would spread a JS array into a list. */
const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** Puts a business's team writes in line until the transaction ends (the plan's master count holds). */
export async function lockTeam(em: EntityManager, userId: string): Promise<void> {
  await sqlIn(em, 'select pg_advisory_xact_lock(hashtextextended(?, 13))', [userId], 'get');
}

/** The account's row, locked for the caller's transaction: one account's acceptances run one after another. */
export async function lockAccount(em: EntityManager, userId: string): Promise<void> {
  await sqlIn(em, 'select 1 from users where id = ? for update', [userId], 'get');
}

/**
 * Everything the account did in teams goes with a take-over (its owner proved the e-mail with Google; whoever
 * made the account before did these): the business it joined as a master no longer lets it in, and the
 * invitations its own business sent can no longer be accepted, nor are those still waiting to leave sent.
 */
export async function dropTeamTiesOf(em: EntityManager, userId: string, invitationKind: string): Promise<void> {
  await sqlIn(em, 'update staff set member_user_id = null, updated_at = now() where member_user_id = ?', [userId], 'run');
  await sqlIn(em, 'update staff set invite_token = null where user_id = ? and invite_token is not null', [userId], 'run');
  await sqlIn(
    em,
    `delete from background_jobs where kind = ? and status = 'pending'
       and payload->>'staffId' in (select id::text from staff where user_id = ?)`,
    [invitationKind, userId],
    'run',
  );
}

/** Services of each master (of one business), by master id. */
export async function servicesOfTeam(em: EntityManager, userId: string): Promise<Map<string, number[]>> {
  const rows = await sqlIn<Array<{ staff_id: string; service_id: number }>>(
    em,
    `select ss.staff_id, ss.service_id from staff_services ss join staff st on st.id = ss.staff_id
     where st.user_id = ? order by ss.service_id`,
    [userId],
  );
  const out = new Map<string, number[]>();
  for (const row of rows) out.set(row.staff_id, [...(out.get(row.staff_id) ?? []), row.service_id]);
  return out;
}

/** How many of the business's services are among `ids` (each must be theirs). */
export async function countOwnServices(em: EntityManager, userId: string, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await sqlIn<{ n: number }>(
    em,
    'select count(*)::int as n from services where user_id = ? and id = any(?::int[])',
    [userId, intArray(ids)],
    'get',
  );
  return row.n;
}

export async function replaceMasterServices(em: EntityManager, staffId: string, serviceIds: number[]): Promise<void> {
  await sqlIn(em, 'delete from staff_services where staff_id = ?', [staffId], 'run');
  if (serviceIds.length === 0) return;
  await sqlIn(
    em,
    'insert into staff_services (staff_id, service_id) select ?, unnest(?::int[]) on conflict do nothing',
    [staffId, intArray(serviceIds)],
    'run',
  );
}

/** Non-cancelled bookings of the master still ahead. */
export async function upcomingOfMaster(em: EntityManager, staffId: string, now: Date): Promise<number> {
  const row = await sqlIn<{ n: number }>(
    em,
    `select count(*)::int as n from bookings where staff_id = ? and status <> 'cancelled' and date_time_utc > ?`,
    [staffId, now],
    'get',
  );
  return row.n;
}

/** The public face of each active master, by service, for a business's services. */
export async function publicMastersByService(
  em: EntityManager,
  userId: string,
): Promise<Map<number, Array<{ id: string; name: string; title: string | null; photoUrl: string | null }>>> {
  const rows = await sqlIn<Array<{ service_id: number; id: string; name: string; title: string | null; photo_url: string | null }>>(
    em,
    `select ss.service_id, st.id, st.name, st.title, st.photo_url
     from staff st join staff_services ss on ss.staff_id = st.id
     where st.user_id = ? and st.is_active and st.deleted_at is null
     order by st.is_owner desc, st.created_at, st.id`,
    [userId],
  );
  const out = new Map<number, Array<{ id: string; name: string; title: string | null; photoUrl: string | null }>>();
  for (const row of rows) {
    const list = out.get(row.service_id) ?? [];
    list.push({ id: row.id, name: row.name, title: row.title, photoUrl: row.photo_url });
    out.set(row.service_id, list);
  }
  return out;
}

/** Does the account run a business of its own (services or bookings)? It cannot then become someone's master. */
export async function runsOwnBusiness(em: EntityManager, userId: string): Promise<boolean> {
  const row = await sqlIn<{ yes: boolean }>(
    em,
    `select exists (select 1 from services where user_id = ?) or exists (select 1 from bookings where user_id = ?) as yes`,
    [userId, userId],
    'get',
  );
  return row.yes;
}
