import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';

/** The business's profile row exists after this (two first saves at once make one row, not a 500). */
export async function ensureBusinessProfile(em: EntityManager, userId: string): Promise<void> {
  await sqlIn(em, 'insert into business_profiles (user_id) values (?) on conflict (user_id) do nothing', [userId], 'run');
}
