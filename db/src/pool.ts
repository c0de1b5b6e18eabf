import pg from 'pg';
import type { DatabaseTimeouts } from './config.ts';
import { connectionOptions, DEFAULT_TIMEOUTS } from './connection-options.ts';

/**
 * A plain node-postgres pool for the two hot paths (slot listing, booking creation), which run one
 * hand-written, prepared statement each; the ORM serves everything else.
 */
export function createPool(
  connectionString: string,
  max: number,
  timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS,
  onError: (error: Error) => void = () => {},
): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, ...connectionOptions(timeouts) });
  // An idle connection the server drops: the pool discards and replaces it.
  pool.on('error', onError);
  // A checked-out connection has no pool listener (pg-pool removes it on checkout): without one, a backend
  // terminated mid-transaction is an unhandled 'error' event that kills the process. The query in flight
  // still fails with the same error, and the broken client is destroyed when it is released.
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
