import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';

/**
 * Uses a Login Widget answer up: true the first time its hash is seen, false for a replay. The hash is kept until the
 * answer is too old to be accepted anyway; older ones go in the same call.
 */
export async function useTelegramLogin(em: EntityManager, hash: string, expiresAt: Date): Promise<boolean> {
  await sqlIn(em, 'delete from telegram_login_hashes where expires_at < now()', [], 'run');
  const rows = await sqlIn<unknown[]>(
    em,
    'insert into telegram_login_hashes (hash, expires_at) values (?, ?) on conflict (hash) do nothing returning hash',
    [hash, expiresAt],
  );
  return rows.length > 0;
}
