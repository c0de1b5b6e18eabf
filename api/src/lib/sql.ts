import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from './transaction.ts';

/**
 * Runs hand-written SQL on the ORM's connection, inside the unit of work's transaction when there is one
 * (`em.transactional`), so a `*.queries.ts` function joins the caller's transaction without being told.
 */
export function sqlIn<T = unknown>(em: EntityManager, sql: string, params: unknown[], result: 'all' | 'get' | 'run' = 'all'): Promise<T> {
  return em.getConnection().execute(sql, params, result, em.getTransactionContext()) as Promise<T>;
}

/**
 * The ORM's unit of work as a `Db` (the shape `inTransaction` gives): a feature's `$1`-style queries run on the
 * caller's ORM transaction, so work that another feature does inside it commits or rolls back with it.
 */
export function dbIn(em: EntityManager): Db {
  const query = async (text: string | { text: string; values?: unknown[] }, values: unknown[] = []) => {
    const statement = typeof text === 'string' ? { text, values } : { text: text.text, values: text.values ?? [] };
    const params: unknown[] = [];
    // The ORM binds `?` in order; `$n` may repeat or come out of order, so each use takes its own binding.
    const sql = statement.text.replace(/\$(\d+)/g, (_, n: string) => {
      params.push(statement.values[Number(n) - 1]);
      return '?';
    });
    const rows = await sqlIn<unknown[]>(em, sql, params, 'all');
    return { rows, rowCount: rows.length };
  };
  return { query } as unknown as Db;
}
