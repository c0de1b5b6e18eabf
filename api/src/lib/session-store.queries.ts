import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from '@qabul/db';

type Session = Record<string, unknown>;

export async function readSession(em: EntityManager, sid: string): Promise<Session | undefined> {
  const row = await em
    .getConnection()
    .execute<{ sess: Session }>('select sess from sessions where sid = ? and expire > now()', [sid], 'get');
  return row?.sess;
}

export async function writeSession(em: EntityManager, sid: string, sess: Session, lifetimeMs: number): Promise<void> {
  await em.getConnection().execute(
    `insert into sessions (sid, sess, expire) values (?, ?::jsonb, now() + ? * interval '1 millisecond')
     on conflict (sid) do update set sess = excluded.sess, expire = excluded.expire`,
    [sid, JSON.stringify(sess), lifetimeMs],
    'run',
  );
}

export async function deleteSession(em: EntityManager, sid: string): Promise<void> {
  await em.getConnection().execute('delete from sessions where sid = ?', [sid], 'run');
}

/** Which of these sessions still exist (the open event streams' sign-out check: one query for all of them). */
export async function liveSessionIds(pool: Pick<Pool, 'query'>, sids: string[]): Promise<Set<string>> {
  const { rows } = await pool.query<{ sid: string }>('select sid from sessions where sid = any($1::text[]) and expire > now()', [sids]);
  return new Set(rows.map((row) => row.sid));
}
