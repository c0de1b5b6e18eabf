import type { EntityManager } from '@mikro-orm/postgresql';

/** Providers with at least one active service: the public pages worth indexing. */
export async function sitemapUsernames(em: EntityManager, limit = 50_000): Promise<string[]> {
  const rows: { username: string }[] = await em.getConnection().execute(
    `select u.username from users u
      where exists (select 1 from services s where s.user_id = u.id and s.is_active)
      order by u.created_at limit ?`,
    [limit],
  );
  return rows.map((row) => row.username);
}
