import type { EntityManager } from '@mikro-orm/postgresql';

/** The active account a session token's hash opens, while the session lasts. */
export async function adminIdOfSession(em: EntityManager, tokenHash: string): Promise<number | undefined> {
  const row = await em.getConnection().execute<{ adminUserId: number }>(
    `select s.admin_user_id as "adminUserId" from admin_sessions s join admin_users a on a.id = s.admin_user_id
       where s.token_hash = ? and s.expire > now() and a.is_active`,
    [tokenHash],
    'get',
  );
  return row?.adminUserId;
}

export async function insertAdminSession(em: EntityManager, tokenHash: string, adminId: number, lifetimeMs: number): Promise<void> {
  await em
    .getConnection()
    .execute(
      `insert into admin_sessions (token_hash, admin_user_id, expire) values (?, ?, now() + ? * interval '1 millisecond')`,
      [tokenHash, adminId, lifetimeMs],
      'run',
    );
}

export async function deleteAdminSession(em: EntityManager, tokenHash: string): Promise<void> {
  await em.getConnection().execute('delete from admin_sessions where token_hash = ?', [tokenHash], 'run');
}
