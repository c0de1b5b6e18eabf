import type { Knex } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Orm } from './orm.ts';

/**
 * The node-postgres face of the ORM's own connection pool. Hand-written SQL (the hot paths, the feature
 * `*.queries.ts` modules, jobs) and the ORM check connections out of the same pool, so an instance holds at
 * most `DB_POOL_MAX` connections in total (see docs/decisions/006-one-way-to-the-database.md). Each checkout
 * is a plain `pg.Client`, so named prepared statements keep working per connection.
 *
 * Through a pooler in transaction mode (`pooled`) a client's next statement may run on another server
 * connection, where its named statement was never prepared (PgBouncer before 1.21 does not carry them over),
 * so the names are dropped there: each statement is parsed afresh, still with bound parameters.
 *
 * The ORM gives its connections type parsers that leave timestamps as strings (it maps them itself); hand-written
 * SQL gets node-postgres' usual parsers (timestamps as Date) per query, so both see what they always saw.
 */
export interface Pool {
  query: pg.Pool['query'];
  connect(): Promise<PoolClient>;
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export type PoolClient = pg.PoolClient;

interface KnexPoolConnection extends pg.Client {
  /** Set by knex when the connection errors or ends; such a connection is destroyed instead of reused. */
  __knex__disposed?: unknown;
}

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

export function sharedPool(orm: Orm, pooled = false): Pool {
  const client = (orm.em.getConnection().getKnex() as Knex).client as Knex.Client & { pool?: TarnPool };
  const checkout = async (): Promise<PoolClient> => {
    const connection = (await client.acquireConnection()) as KnexPoolConnection;
    let released = false;
    const release = (destroy?: Error | boolean) => {
      if (released) return;
      released = true;
      if (destroy) connection.__knex__disposed = destroy;
      void client.releaseConnection(connection);
    };
    const query = (config: string | pg.QueryConfig, values?: unknown[]) =>
      connection.query(
        typeof config === 'string'
          ? { text: config, values, types: pg.types }
          : { types: pg.types, ...config, values: values ?? config.values, ...(pooled ? { name: undefined } : {}) },
      );
    return { query, release } as unknown as PoolClient;
  };
  const query = (async (config: string | pg.QueryConfig, values?: unknown[]) => {
    const connection = await checkout();
    try {
      return await (connection.query as (c: string | pg.QueryConfig, v?: unknown[]) => Promise<unknown>)(config, values);
    } finally {
      connection.release();
    }
  }) as unknown as pg.Pool['query'];
  return {
    query,
    connect: checkout,
    get totalCount() {
      return client.pool ? client.pool.numUsed() + client.pool.numFree() : 0;
    },
    get idleCount() {
      return client.pool?.numFree() ?? 0;
    },
    get waitingCount() {
      return client.pool?.numPendingAcquires() ?? 0;
    },
  };
}
