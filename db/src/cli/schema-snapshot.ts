import { writeFile } from 'node:fs/promises';
import pg from 'pg';
import { databaseUrl } from '../embedded-postgres.ts';
import { SNAPSHOT_FILE, schemaSnapshot } from '../schema-snapshot.ts';
import { startTestServer, TEMPLATE_DATABASE } from '../testing/test-database.ts';

// `pnpm db:snapshot`: migrates a fresh database on a throw-away PostgreSQL (or the server in DATABASE_URL) and writes
// its schema to db/schema.snapshot.sql, which schema-snapshot.test.ts holds the migrated schema to.
const server = await startTestServer(process.env.DATABASE_URL);
try {
  const client = new pg.Client({ connectionString: databaseUrl(server.serverUrl, TEMPLATE_DATABASE) });
  await client.connect();
  try {
    await writeFile(SNAPSHOT_FILE, await schemaSnapshot(client));
  } finally {
    await client.end();
  }
} finally {
  await server.stop();
}
console.log(`wrote ${SNAPSHOT_FILE.pathname}`);
