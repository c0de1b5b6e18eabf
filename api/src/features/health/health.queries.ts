import type { Pool } from '@qabul/db';

/** The cheapest question the database must answer: is it there. */
export async function pingDatabase(pool: Pool): Promise<void> {
  await pool.query('select 1');
}
