import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

describe('the embedded database', () => {
  it('starts from a private folder (mktemp -d, mode 700) even as root, where it runs as another user', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'qabul-private-'));
    expect((await stat(folder)).mode & 0o077).toBe(0);
    try {
      const server = await startEmbeddedPostgres(path.join(folder, 'data', 'postgres'), { durable: false });
      try {
        const client = new pg.Client({ connectionString: server.serverUrl });
        await client.connect();
        const { rows } = await client.query('select 1 as answer');
        await client.end();
        expect(rows[0].answer).toBe(1);
      } finally {
        await server.stop();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
