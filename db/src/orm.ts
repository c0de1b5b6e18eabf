import { MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { DatabaseTimeouts } from './config.ts';
import { connectionOptions, DEFAULT_TIMEOUTS } from './connection-options.ts';
import { entities } from './entities/index.ts';
import { migrationsList } from './migrations/index.ts';
import { applySqlRules } from './sql-rules.ts';

// Dates (yyyy-MM-dd) stay strings everywhere: a booking's day is provider-local, not an instant.
pg.types.setTypeParser(1082, (value: string) => value);

export type Orm = MikroORM<PostgreSqlDriver>;

/** How the ORM reaches PostgreSQL: over its Unix socket (`socketDir`), or through a pooler (`pooled`). */
export interface OrmRoute {
  socketDir?: string;
  pooled?: boolean;
}

export function ormOptions(
  clientUrl: string,
  poolMax = 20,
  timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS,
  { socketDir, pooled = false }: OrmRoute = {},
): Options<PostgreSqlDriver> {
  return {
    driver: PostgreSqlDriver,
    clientUrl,
    entities,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: true },
    migrations: {
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    pool: { min: 0, max: poolMax },
    driverOptions: {
      connection: { ...connectionOptions(timeouts, pooled), ...(socketDir ? { host: socketDir } : {}) },
      // Waiting for a free connection counts as connecting: a hung database must not queue requests forever.
      acquireConnectionTimeout: timeouts.connectMs,
      // knex would print each dropped connection to the console; the app reports the failed requests itself.
      log: { warn() {}, error() {}, deprecate() {}, debug() {} },
    },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: false,
  };
}

export async function openOrm(clientUrl: string, poolMax?: number, timeouts?: DatabaseTimeouts, route?: OrmRoute): Promise<Orm> {
  return MikroORM.init(ormOptions(clientUrl, poolMax, timeouts, route));
}

/**
 * Applies committed migrations, then the SQL rule files whose text changed, or all of them after new migrations
 * (`applySqlRules`, ADR 034); the schema is never synchronised from entities at boot. Instances starting together
 * (replicas) take turns on a PostgreSQL advisory lock, so one migrates and the others find it done.
 * The lock belongs to a session, so `directUrl` must reach PostgreSQL itself: through a pooler in transaction
 * mode it would stay behind on a server connection handed to someone else, and the next instance would wait
 * for it forever. The rules take a lock of their own inside their one transaction, which holds through a pooler.
 */
export async function migrate(orm: Orm, directUrl?: string): Promise<void> {
  if (!directUrl) {
    const ran = await orm.getMigrator().up();
    await applySqlRulesOn(orm, ran.length > 0);
    return;
  }
  const lock = new pg.Client({ connectionString: directUrl });
  await lock.connect();
  try {
    // Waiting for another instance's migrations takes as long as they do, whatever the server's default limit.
    await lock.query('set statement_timeout = 0');
    await lock.query('select pg_advisory_lock(hashtextextended($1, 0))', ['qabul:migrations']);
    const ran = await orm.getMigrator().up();
    // On this connection, which has no client-side time limit: a trigger's table may be busy with live traffic.
    await applySqlRules(lock, undefined, { everything: ran.length > 0 });
  } finally {
    await lock.end().catch(() => {});
  }
}

/** The rules applied on one of the ORM's own connections, for a database reached without a separate direct URL. */
async function applySqlRulesOn(orm: Orm, everything: boolean): Promise<void> {
  const knex = orm.em.getConnection().getKnex();
  const client: pg.PoolClient = await knex.client.acquireConnection();
  try {
    await applySqlRules(client, undefined, { everything });
  } finally {
    await knex.client.releaseConnection(client);
  }
}
