import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@qabul/db/testing';
import { inject } from 'vitest';
import { type ExtensionFactory, type RunningQabul, startQabul } from '../../src/server.ts';
import { HttpClient } from './http-client.ts';

export interface TestApp {
  qabul: RunningQabul;
  url: string;
  /** A fresh client with its own cookie jar. */
  client(): HttpClient;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Lets a test reach the database another way (through a fault-injecting proxy). */
  route?: (databaseUrl: string) => string;
  /** What runs beside the API (the bot, the dispatcher, the job runners): none unless named, `BACKGROUND` for all. */
  background?: readonly ExtensionFactory[];
}

/** The real app on its own database cloned from the migrated template, on a free port. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<TestApp & { databaseUrl: string }> {
  const { route = (url: string) => url, background = [] } = options;
  const database = await createTestDatabase(inject('pgServerUrl'));
  const instance = await startInstance(route(database.url), env, background);
  return {
    ...instance,
    databaseUrl: database.url,
    async close() {
      await instance.close();
      await database.drop();
    },
  };
}

/** One more instance of the app on an existing database (several instances share one in production). */
export async function startInstance(
  databaseUrl: string,
  env: Record<string, string> = {},
  background: readonly ExtensionFactory[] = [],
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qabul-test-'));
  const qabul = await startQabul(
    {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DB_POOL_MAX: '10',
      TRUST_PROXY: '1',
      ...env,
    },
    { background },
  );
  return {
    qabul,
    url: qabul.url,
    client: () => new HttpClient(qabul.url),
    async close() {
      await qabul.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
