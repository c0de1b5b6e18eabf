import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { databaseUrl, ensureDatabase, startEmbeddedPostgres } from '../embedded-postgres.ts';
import { migrate, openOrm } from '../orm.ts';

export const TEMPLATE_DATABASE = 'qabul_template';

/**
 * Global setup for test runs: a real PostgreSQL (embedded unless DATABASE_URL names a server) with a
 * migrated template database. Returns the server URL and a teardown.
 */
export async function startTestServer(externalUrl?: string): Promise<{ serverUrl: string; stop(): Promise<void> }> {
  let serverUrl: string;
  let stopServer = async () => {};
  if (externalUrl) {
    serverUrl = databaseUrl(externalUrl, 'postgres');
  } else {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'qabul-pg-'));
    const server = await startEmbeddedPostgres(path.join(dir, 'data'), {
      durable: false,
    });
    serverUrl = server.serverUrl;
    stopServer = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  await dropDatabase(serverUrl, TEMPLATE_DATABASE);
  await ensureDatabase(serverUrl, TEMPLATE_DATABASE);
  const orm = await openOrm(databaseUrl(serverUrl, TEMPLATE_DATABASE), 2);
  await migrate(orm);
  await orm.close();
  return { serverUrl, stop: stopServer };
}

/** A fresh database cloned from the migrated template: one per test file, so files never share rows. */
export async function createTestDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `qabul_test_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(serverUrl, name, TEMPLATE_DATABASE);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => dropDatabase(serverUrl, name),
  };
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
