import type { EntityManager } from '@mikro-orm/postgresql';
import { dropTeamTiesOf } from './staff.queries.ts';
import { STAFF_INVITE_JOB } from './staff.service.ts';

/** A taken-over account keeps no team membership and no pending invitation of the one who made it (auth's take-over). */
export function dropTeamTiesOfAccount(em: EntityManager, userId: string): Promise<void> {
  return dropTeamTiesOf(em, userId, STAFF_INVITE_JOB);
}
