import { createHash } from 'node:crypto';
import type pg from 'pg';
import { type SqlRuleFile, sqlRuleFiles } from './sql/index.ts';

/**
 * The SQL functions and triggers live in `db/src/sql/<name>.sql`, one file each holding its current definition
 * (ADR 034); the migrations before them are history. After the migrations, on every start, the files whose text
 * changed since they were last applied (a SHA-256 per file in `sql_rules`) are applied again, all in one
 * transaction: a start sees every rule new or none. The files are idempotent (`create or replace function`,
 * `drop trigger if exists` then `create trigger`), so a database that never saw the table (every database made
 * before it) simply applies them all once.
 *
 * Instances starting together take turns on a transaction-scoped advisory lock, which a pooler in transaction mode
 * keeps on the transaction's one server connection (a session lock would not be); the second finds the checksums
 * written and applies nothing. Answers the names applied.
 *
 * `everything`: after a start that ran new migrations every file is applied, changed or not, since a migration may
 * have dropped what a file makes (a table re-created loses its triggers, `drop ... cascade` takes functions).
 */
export async function applySqlRules(
  client: pg.ClientBase,
  files: SqlRuleFile[] = sqlRuleFiles(),
  { everything = false }: { everything?: boolean } = {},
): Promise<string[]> {
  await client.query('begin');
  try {
    // Waiting for another instance's rules, or for a trigger's table to be free, takes as long as it takes.
    await client.query('set local statement_timeout = 0');
    await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', ['qabul:sql-rules']);
    await client.query(`create table if not exists sql_rules (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
    const { rows } = await client.query<{ name: string; checksum: string }>('select name, checksum from sql_rules');
    const applied = new Map(rows.map((row) => [row.name, row.checksum]));
    const changed: string[] = [];
    for (const file of files) {
      const checksum = createHash('sha256').update(file.sql).digest('hex');
      if (!everything && applied.get(file.name) === checksum) continue;
      await client.query(file.sql).catch((error: Error) => {
        throw new Error(`db/src/sql/${file.name}.sql: ${error.message}`, { cause: error });
      });
      await client.query(
        `insert into sql_rules (name, checksum) values ($1, $2)
         on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`,
        [file.name, checksum],
      );
      changed.push(file.name);
    }
    // A file taken away leaves its function to the migration that drops it; its checksum goes with the file.
    await client.query('delete from sql_rules where not (name = any($1::text[]))', [files.map((file) => file.name)]);
    await client.query('commit');
    return changed;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}
