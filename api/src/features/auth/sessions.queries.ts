import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';

/** Ends every session of the user (all devices). */
export async function endSessionsOf(em: EntityManager, userId: string): Promise<void> {
  await sqlIn(em, `delete from sessions where sess->>'userId' = ?`, [userId], 'run');
}
