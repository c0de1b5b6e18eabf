import { MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { DatabaseTimeouts } from './config.ts';
import { connectionOptions, DEFAULT_TIMEOUTS } from './connection-options.ts';
import { entities } from './entities/index.ts';
import { migrationsList } from './migrations/index.ts';

// Dates (yyyy-MM-dd) stay strings everywhere: a booking's day is provider-local, not an instant.
pg.types.setTypeParser(1082, (value: string) => value);

export type Orm = MikroORM<PostgreSqlDriver>;

export function ormOptions(
  clientUrl: string,
  poolMax = 20,
  timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS,
  socketDir?: string,
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
      connection: { ...connectionOptions(timeouts), ...(socketDir ? { host: socketDir } : {}) },
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

export async function openOrm(clientUrl: string, poolMax?: number, timeouts?: DatabaseTimeouts, socketDir?: string): Promise<Orm> {
  return MikroORM.init(ormOptions(clientUrl, poolMax, timeouts, socketDir));
}

/**
 * Applies committed migrations; the schema is never synchronised from entities at boot. Instances starting
 * together (replicas) take turns on a PostgreSQL advisory lock, so one migrates and the others find it done.
 */
export async function migrate(orm: Orm, connectionString?: string): Promise<void> {
  if (!connectionString) {
    await orm.getMigrator().up();
    return;
  }
  const lock = new pg.Client({ connectionString });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(hashtextextended($1, 0))', ['qabul:migrations']);
    await orm.getMigrator().up();
  } finally {
    await lock.end().catch(() => {});
  }
}
