import type { Pool, PoolClient } from '@qabul/db';
import { isDatabaseFault } from './database-fault.ts';

export type Db = Pick<PoolClient, 'query'>;

/** Runs `work` in one database transaction on its own connection; a broken connection is not reused. */
export async function inTransaction<T>(pool: Pool, work: (db: Db) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    if (isDatabaseFault(error)) broken = error as Error;
    else await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release(broken);
  }
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}
