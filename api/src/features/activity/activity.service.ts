import type { EntityManager } from '@mikro-orm/postgresql';
import { PlatformActivitySchema } from '@qabul/db';
import type { Actor } from '../../lib/context.ts';

/** Every provider or admin write leaves a platform_activity row (DECISIONS.md). */
export async function recordActivity(
  em: EntityManager,
  actor: Actor,
  action: string,
  entityType: string,
  entityId: string | null,
  details?: Record<string, unknown>,
): Promise<void> {
  em.create(PlatformActivitySchema, {
    userId: actor.userId,
    adminUserId: actor.adminUserId ?? null,
    action,
    entityType,
    entityId,
    details: details ?? null,
    ipAddress: actor.ipAddress,
    userAgent: actor.userAgent?.slice(0, 500) ?? null,
    createdAt: new Date(),
  });
  await em.flush();
}
