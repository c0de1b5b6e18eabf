import path from 'node:path';
import type { DatabaseConfig } from './config.ts';
import { databaseUrl, ensureDatabase, runningEmbeddedUrl, socketUrl, startEmbeddedPostgres } from './embedded-postgres.ts';
import { migrate, type Orm, openOrm } from './orm.ts';
import { type Pool, sharedPool } from './pool.ts';

export interface Database {
  orm: Orm;
  /** The ORM's connection pool for hand-written SQL (see pool.ts): one pool per instance. */
  pool: Pool;
  /** True when this process started PostgreSQL itself (from DATA_DIR). */
  embedded: boolean;
  url: string;
  /** PostgreSQL itself, for LISTEN and session-level locks: `url` unless a pooler stands in front (config.ts). */
  directUrl: string;
  /** How this instance reaches the database: `url`, or the embedded server's Unix socket. */
  connectedUrl: string;
  close(): Promise<void>;
}

/** DATABASE_URL when given, otherwise a real PostgreSQL from npm in DATA_DIR; migrated either way. */
export async function startDatabase(config: DatabaseConfig, log: (line: string) => void = () => {}): Promise<Database> {
  if (config.databaseUrl) {
    const directUrl = config.directUrl ?? config.databaseUrl;
    const orm = await openOrm(config.databaseUrl, config.poolMax, config.timeouts, { pooled: config.pooled }).catch((error) => {
      throw explainPooler(error);
    });
    await migrate(orm, directUrl).catch(async (error) => {
      await orm.close().catch(() => {});
      throw explainPooler(error);
    });
    return {
      orm,
      pool: sharedPool(orm, config.pooled),
      embedded: false,
      url: config.databaseUrl,
      directUrl,
      connectedUrl: config.databaseUrl,
      close: () => orm.close(),
    };
  }
  const server = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), { log });
  await ensureDatabase(server.serverUrl, 'qabul');
  const url = databaseUrl(server.serverUrl, 'qabul');
  // The embedded server is on this machine: its Unix socket saves the TCP round trip on every query.
  const orm = await openOrm(url, config.poolMax, config.timeouts, { socketDir: server.socketDir });
  await migrate(orm);
  return {
    orm,
    pool: sharedPool(orm),
    embedded: true,
    url,
    directUrl: url,
    connectedUrl: socketUrl(url, server.socketDir),
    close: async () => {
      await orm.close();
      await server.stop();
    },
  };
}

/**
 * The app's database for a one-off task (a console command): PostgreSQL itself (DATABASE_DIRECT_URL, else
 * DATABASE_URL: a task holds its few connections for its whole run, no pooler needed), else the embedded
 * PostgreSQL in DATA_DIR, reached where a running app serves it or started for the task and stopped afterwards.
 */
export async function openDatabaseForTask(config: DatabaseConfig): Promise<{ orm: Orm; close(): Promise<void> }> {
  const running = config.directUrl ? null : await runningEmbeddedUrl(path.join(config.dataDir, 'postgres'), 'qabul');
  const url = config.directUrl ?? running;
  if (!url) return startDatabase({ ...config, poolMax: 2 });
  const orm = await openOrm(url, 2, config.timeouts);
  await migrate(orm);
  return { orm, close: () => orm.close() };
}

/**
 * PgBouncer refuses the startup parameters of a direct connection (statement_timeout): DATABASE_URL is a pooler
 * the settings do not mention. Said in one line with the setting to add, instead of the pooler's bare refusal.
 */
function explainPooler(error: unknown): unknown {
  const message = error instanceof Error ? error.message : String(error);
  if (!/unsupported startup parameter/i.test(message)) return error;
  return new Error(
    `DATABASE_URL answered "${message}", as a connection pooler does: set DATABASE_DIRECT_URL to PostgreSQL itself (README, Scale-out).`,
  );
}
