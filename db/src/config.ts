import path from 'node:path';
import { z } from 'zod';

const DatabaseConfig = z.object({
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./.data'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
});

export interface DatabaseConfig {
  databaseUrl?: string;
  dataDir: string;
  poolMax: number;
}

export function readDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const parsed = DatabaseConfig.parse(env);
  return {
    databaseUrl: parsed.DATABASE_URL,
    dataDir: path.resolve(parsed.DATA_DIR),
    poolMax: parsed.DB_POOL_MAX,
  };
}
