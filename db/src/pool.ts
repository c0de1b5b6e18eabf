import pg from 'pg';

/**
 * A plain node-postgres pool for the two hot paths (slot listing, booking creation), which run one
 * hand-written, prepared statement each; the ORM serves everything else.
 */
export function createPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return pool;
}

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
