import { applySqlRules, type SqlRuleFile, sqlRuleFiles } from '@qabul/db';
import { createTestDatabase } from '@qabul/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PgBouncer } from './support/pgbouncer.ts';

// The SQL functions and triggers live in db/src/sql, one file each, applied after the migrations when a file's text
// changes (ADR 034). The test database is a clone of the migrated template, so its rules were applied by `migrate`.
let database: { url: string; drop(): Promise<void> };
let direct: pg.Client;
beforeAll(async () => {
  database = await createTestDatabase(inject('pgServerUrl'));
  direct = new pg.Client({ connectionString: database.url });
  await direct.connect();
});
afterAll(async () => {
  await direct?.end();
  await database?.drop();
});

const files = sqlRuleFiles();
/** The files with one of them changed (a comment added): what a developer's edit looks like to the migrator. */
function withChanged(name: string, text = `-- changed at ${Date.now()}\n`): SqlRuleFile[] {
  return files.map((file) => (file.name === name ? { name, sql: `${text}${file.sql}` } : file));
}
async function checksumOf(client: pg.ClientBase, name: string): Promise<string | undefined> {
  const { rows } = await client.query<{ checksum: string }>('select checksum from sql_rules where name = $1', [name]);
  return rows[0]?.checksum;
}
async function heldAdvisoryLocks(): Promise<number> {
  const { rows } = await direct.query<{ held: number }>(
    `select count(*)::int as held from pg_locks l join pg_database d on d.oid = l.database
     where l.locktype = 'advisory' and d.datname = current_database()`,
  );
  return rows[0]!.held;
}

describe('SQL rules in files', () => {
  it('every function of the schema has its own file, every trigger is created by its function file, and each was applied', async () => {
    const { rows: functions } = await direct.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
    );
    const names = files.map((file) => file.name);
    // A function written in a migration and nowhere else fails here: its current text belongs in db/src/sql/<name>.sql.
    expect(functions.map((row) => row.name).sort()).toEqual([...names].sort());
    const { rows: triggers } = await direct.query<{ trigger: string; fn: string }>(
      `select t.tgname as trigger, p.proname as fn from pg_trigger t join pg_proc p on p.oid = t.tgfoid where not t.tgisinternal`,
    );
    expect(triggers.length).toBeGreaterThan(0);
    for (const { trigger, fn } of triggers) {
      const file = files.find((candidate) => candidate.name === fn);
      expect(file?.sql, `trigger ${trigger} belongs in db/src/sql/${fn}.sql`).toMatch(new RegExp(`create trigger ${trigger}\\s`));
    }
    const { rows: applied } = await direct.query<{ name: string }>('select name from sql_rules order by name');
    expect(applied.map((row) => row.name)).toEqual(names);
  });

  it('a start with unchanged files applies nothing; a changed file is applied again, alone, in one transaction', async () => {
    expect(await applySqlRules(direct, files)).toEqual([]);
    const before = await checksumOf(direct, 'pick_master');
    const changed = withChanged(
      'pick_master',
      "-- A comment ahead of the function.\ncomment on function pick_master(uuid, uuid[], timestamptz, timestamptz, date) is 'picked';\n",
    );
    expect(await applySqlRules(direct, changed)).toEqual(['pick_master']);
    expect(await checksumOf(direct, 'pick_master')).not.toBe(before);
    const { rows } = await direct.query<{ comment: string }>(
      `select obj_description('pick_master(uuid, uuid[], timestamptz, timestamptz, date)'::regprocedure, 'pg_proc') as comment`,
    );
    expect(rows).toEqual([{ comment: 'picked' }]);
    expect(await applySqlRules(direct, changed)).toEqual([]);
    // Back as the repository has it.
    expect(await applySqlRules(direct, files)).toEqual(['pick_master']);
    expect(await checksumOf(direct, 'pick_master')).toBe(before);
  });

  it('a file that fails leaves every rule as it was, and the error names the file', async () => {
    const before = await checksumOf(direct, 'admit_booking_rules');
    const broken = [
      ...withChanged('admit_booking_rules'),
      { name: 'zz_broken', sql: 'create or replace function zz_broken() returns int language sql as $$ select nope $$;' },
    ];
    await expect(applySqlRules(direct, broken)).rejects.toThrow('db/src/sql/zz_broken.sql');
    expect(await checksumOf(direct, 'admit_booking_rules')).toBe(before);
    expect(await checksumOf(direct, 'zz_broken')).toBeUndefined();
    // The connection is usable again (rolled back, not left in a failed transaction).
    expect((await direct.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    expect(await applySqlRules(direct, files)).toEqual([]);
  });

  it('after new migrations every file is applied again, so what a migration dropped comes back', async () => {
    // As a migration that re-creates a table leaves it: the table's triggers gone, the files unchanged.
    await direct.query('drop trigger bookings_freed_time on bookings');
    expect(await applySqlRules(direct, files)).toEqual([]);
    expect(await applySqlRules(direct, files, { everything: true })).toEqual(files.map((file) => file.name));
    const { rows } = await direct.query(`select 1 from pg_trigger where tgname = 'bookings_freed_time'`);
    expect(rows).toHaveLength(1);
  });

  it('instances applying together through PgBouncer in transaction mode: one applies, the others find it done', async () => {
    const pooler = await new PgBouncer(inject('pgServerUrl'), 3).start();
    const clients = [0, 1, 2].map(() => new pg.Client({ connectionString: pooler.urlFor(database.url) }));
    try {
      for (const client of clients) await client.connect();
      // A slow file keeps the first transaction open long enough for the others to arrive while it runs.
      const changed = withChanged('qabul_daily_cap_reached', 'select pg_sleep(0.3);\n');
      const applied = await Promise.all(clients.map((client) => applySqlRules(client, changed)));
      expect(applied.flat()).toEqual(['qabul_daily_cap_reached']);
      // The lock was the transaction's: nothing stays held on the pooler's server connections.
      expect(await heldAdvisoryLocks()).toBe(0);
      expect(await applySqlRules(clients[0]!, files)).toEqual(['qabul_daily_cap_reached']);
    } finally {
      await Promise.all(clients.map((client) => client.end().catch(() => {})));
      await pooler.stop();
    }
  });
});
