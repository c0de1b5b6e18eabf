import type { EntityManager } from '@mikro-orm/postgresql';

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
