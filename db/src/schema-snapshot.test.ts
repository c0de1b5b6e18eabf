import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_FILE, schemaSnapshot } from './schema-snapshot.ts';
import { useTestOrm } from './testing/test-orm.ts';

const world = useTestOrm();

describe('the committed schema snapshot', () => {
  it('is the schema the migrations and the SQL rule files make', async () => {
    const knex = world.orm.em.getConnection().getKnex();
    const client = await knex.client.acquireConnection();
    try {
      const committed = await readFile(SNAPSHOT_FILE, 'utf8').catch(() => '(no db/schema.snapshot.sql)');
      expect(
        await schemaSnapshot(client),
        'The migrated schema differs from db/schema.snapshot.sql. If the change is meant, run `pnpm db:snapshot` and commit the file with it.',
      ).toBe(committed);
    } finally {
      await knex.client.releaseConnection(client);
    }
  });
});
