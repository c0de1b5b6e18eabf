import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs hand-written SQL on the ORM's connection, inside the unit of work's transaction when there is one
 * (`em.transactional`), so a `*.queries.ts` function joins the caller's transaction without being told.
 */
export function sqlIn<T = unknown>(em: EntityManager, sql: string, params: unknown[], result: 'all' | 'get' | 'run' = 'all'): Promise<T> {
  return em.getConnection().execute(sql, params, result, em.getTransactionContext()) as Promise<T>;
}
