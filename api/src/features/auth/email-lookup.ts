import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type User, UserSchema } from '@qabul/db';

/**
 * E-mail lookups are exact: the lower-cased address compared with `=` on the unique lower(email) index.
 * (ILIKE made `_` and `%` wildcards: `lo_k.x@example.uz` signed in as `lock.x@example.uz`.) Callers pass
 * addresses already trimmed and lower-cased by the schemas.
 */
export function findUserByEmail(em: EntityManager, email: string): Promise<User | null> {
  return em.findOne(UserSchema, { [raw('lower(email)')]: email.toLowerCase() } as never);
}

export async function emailTaken(em: EntityManager, email: string, exceptUserId?: string): Promise<boolean> {
  const where = { [raw('lower(email)')]: email.toLowerCase(), ...(exceptUserId ? { id: { $ne: exceptUserId } } : {}) };
  return (await em.count(UserSchema, where as never)) > 0;
}
