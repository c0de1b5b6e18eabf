import type { Db } from './transaction.ts';

/** Folds up to `batch` waiting notes into `clients` in one statement (db/src/sql/keep_clients.sql); how many it folded. */
export async function keepClients(db: Db, batch: number): Promise<number> {
  const { rows } = await db.query({ name: 'keep-clients', text: 'select keep_clients($1) as folded', values: [batch] });
  return Number((rows[0] as { folded: number }).folded);
}
