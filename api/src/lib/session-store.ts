import type { Orm } from '@qabul/db';

/** koa-session store over the `sessions` table, so any number of API instances share sessions. */
export function postgresSessionStore(orm: Orm) {
  const connection = () => orm.em.getConnection();
  return {
    async get(sid: string) {
      const row = await connection().execute<{ sess: Record<string, unknown> }>(
        'select sess from sessions where sid = ? and expire > now()',
        [sid],
        'get',
      );
      return row?.sess;
    },
    async set(sid: string, sess: Record<string, unknown>, maxAge: number | 'session' | undefined) {
      const ms = typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000;
      await connection().execute(
        `insert into sessions (sid, sess, expire) values (?, ?::jsonb, now() + ? * interval '1 millisecond')
         on conflict (sid) do update set sess = excluded.sess, expire = excluded.expire`,
        [sid, JSON.stringify(sess), ms],
        'run',
      );
    },
    async destroy(sid: string) {
      await connection().execute('delete from sessions where sid = ?', [sid], 'run');
    },
  };
}
