import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';

export async function storeProfileImage(em: EntityManager, userId: string, webp: Buffer): Promise<void> {
  await sqlIn(
    em,
    `insert into profile_images (user_id, content, content_type) values (?, ?, 'image/webp')
     on conflict (user_id) do update set content = excluded.content, content_type = excluded.content_type, updated_at = now()`,
    [userId, webp],
    'run',
  );
}

export async function findProfileImage(em: EntityManager, userId: string): Promise<{ content: Buffer; contentType: string } | null> {
  const row = await sqlIn<{ content: Buffer; contentType: string } | undefined>(
    em,
    'select content, content_type as "contentType" from profile_images where user_id = ?',
    [userId],
    'get',
  );
  return row?.content ? row : null;
}
