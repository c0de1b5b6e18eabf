import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';

/** The admin-panel account signed in with `login`, by username or e-mail in any case. */
export async function adminAccountIdByLogin(em: EntityManager, login: string): Promise<number | null> {
  const row = await sqlIn<{ id: number } | undefined>(
    em,
    'select id from admin_users where lower(username) = lower(?) or lower(email) = lower(?) order by id limit 1',
    [login, login],
    'get',
  );
  return row?.id ?? null;
}
