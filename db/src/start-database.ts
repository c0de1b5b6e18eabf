import path from 'node:path';
import type { DatabaseConfig } from './config.ts';
import { databaseUrl, ensureDatabase, socketUrl, startEmbeddedPostgres } from './embedded-postgres.ts';
import { migrate, type Orm, openOrm } from './orm.ts';
import { createPool, type Pool } from './pool.ts';

export interface Database {
  orm: Orm;
  /** Raw pool for the hot paths (see pool.ts). */
  pool: Pool;
  /** True when this process started PostgreSQL itself (from DATA_DIR). */
  embedded: boolean;
  url: string;
  close(): Promise<void>;
}

/** DATABASE_URL when given, otherwise a real PostgreSQL from npm in DATA_DIR; migrated either way. */
export async function startDatabase(config: DatabaseConfig, log: (line: string) => void = () => {}): Promise<Database> {
  if (config.databaseUrl) {
    const orm = await openOrm(config.databaseUrl, config.poolMax, config.timeouts);
    await migrate(orm);
    const pool = createPool(config.databaseUrl, config.poolMax, config.timeouts);
    return {
      orm,
      pool,
      embedded: false,
      url: config.databaseUrl,
      close: async () => {
        await pool.end();
        await orm.close();
      },
    };
  }
  const server = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), { log });
  await ensureDatabase(server.serverUrl, 'qabul');
  const url = databaseUrl(server.serverUrl, 'qabul');
  const orm = await openOrm(url, config.poolMax, config.timeouts);
  await migrate(orm);
  const pool = createPool(socketUrl(url, server.socketDir), config.poolMax, config.timeouts);
  return {
    orm,
    pool,
    embedded: true,
    url,
    close: async () => {
      await pool.end();
      await orm.close();
      await server.stop();
    },
  };
}
