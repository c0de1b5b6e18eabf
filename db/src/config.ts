import path from 'node:path';
import { z } from 'zod';

const DatabaseConfig = z
  .object({
    DATABASE_URL: z.string().url().optional(),
    DATABASE_DIRECT_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./.data'),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  })
  .refine((env) => !env.DATABASE_DIRECT_URL || env.DATABASE_URL, {
    path: ['DATABASE_DIRECT_URL'],
    message: 'it goes beside DATABASE_URL (the pooler in front of the same database): set DATABASE_URL too',
  });

/** How long the app waits for PostgreSQL before it answers 503 instead of hanging with it. */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in a pool. */
  connectMs: number;
  /** One statement: PostgreSQL cancels it (statement_timeout) and the client gives up a little later. */
  statementMs: number;
}

export interface DatabaseConfig {
  /** What the ORM and the hand-written SQL use: PostgreSQL itself or a connection pooler in front of it. */
  databaseUrl?: string;
  /**
   * PostgreSQL itself, for what must keep one session: LISTEN (the change feed) and session-level advisory
   * locks (migrations). DATABASE_URL unless DATABASE_DIRECT_URL is set.
   */
  directUrl?: string;
  /**
   * DATABASE_URL goes through a pooler in transaction mode (a direct URL beside it, different from it, says
   * so): consecutive statements may run on different server connections, so nothing may rely on a session.
   */
  pooled: boolean;
  dataDir: string;
  poolMax: number;
  timeouts: DatabaseTimeouts;
}

export function readDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const parsed = DatabaseConfig.parse(env);
  return {
    databaseUrl: parsed.DATABASE_URL,
    directUrl: parsed.DATABASE_DIRECT_URL ?? parsed.DATABASE_URL,
    pooled: parsed.DATABASE_DIRECT_URL !== undefined && parsed.DATABASE_DIRECT_URL !== parsed.DATABASE_URL,
    dataDir: path.resolve(parsed.DATA_DIR),
    poolMax: parsed.DB_POOL_MAX,
    timeouts: { connectMs: parsed.DB_CONNECT_TIMEOUT_MS, statementMs: parsed.DB_STATEMENT_TIMEOUT_MS },
  };
}
