import type { Orm } from '@qabul/db';
import { deleteSession, readSession, writeSession } from './session-store.queries.ts';

/** koa-session store over the `sessions` table, so any number of API instances share sessions. */
export function postgresSessionStore(orm: Orm) {
  return {
    get: (sid: string) => readSession(orm.em, sid),
    async set(sid: string, sess: Record<string, unknown>, maxAge: number | 'session' | undefined) {
      await writeSession(orm.em, sid, sess, typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000);
    },
    destroy: (sid: string) => deleteSession(orm.em, sid),
  };
}
