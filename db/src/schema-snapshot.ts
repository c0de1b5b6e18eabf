import type pg from 'pg';

/** The committed snapshot, beside the package: `pnpm db:snapshot` writes it, schema-snapshot.test.ts compares. */
export const SNAPSHOT_FILE = new URL('../schema.snapshot.sql', import.meta.url);

/**
 * The schema of a migrated database as PostgreSQL's catalog describes it, in a fixed order: extensions, then each
 * table with its columns, constraints and indexes, then the functions and the triggers (ADR 034). Everything is
 * the catalog's own rendering, so the text is the same on every machine for the same migrations and rule files,
 * and a change to the schema shows up as a diff to review.
 */
export async function schemaSnapshot(client: pg.ClientBase): Promise<string> {
  const lines = ['-- The schema of a freshly migrated database (migrations, then db/src/sql). Generated: pnpm db:snapshot', ''];
  const rows = async <T extends pg.QueryResultRow>(text: string) => (await client.query<T>(text)).rows;

  const extensions = await rows<{ name: string }>(`select extname as name from pg_extension where extname <> 'plpgsql' order by 1`);
  lines.push('-- Extensions', ...extensions.map((e) => `create extension ${e.name};`), '');

  const tables = await rows<{ oid: number; name: string }>(
    `select c.oid, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by 2`,
  );
  const columns = await rows<{ table: number; line: string }>(
    `select a.attrelid as table,
       a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
       || case when a.attgenerated = 's' then ' generated always as (' || pg_get_expr(d.adbin, d.adrelid) || ') stored'
               when d.adbin is not null then ' default ' || pg_get_expr(d.adbin, d.adrelid) else '' end
       || case when a.attidentity in ('a', 'd') then ' generated ' || case a.attidentity when 'a' then 'always' else 'by default' end || ' as identity' else '' end
       || case when a.attnotnull then ' not null' else '' end as line
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
     order by a.attrelid, a.attnum`,
  );
  const constraints = await rows<{ table: number; line: string }>(
    `select con.conrelid as table, 'constraint ' || con.conname || ' ' || pg_get_constraintdef(con.oid) as line
     from pg_constraint con join pg_namespace n on n.oid = con.connamespace
     where n.nspname = 'public' and con.conrelid <> 0 order by con.conname`,
  );
  const indexes = await rows<{ table: number; line: string }>(
    `select i.indrelid as table, pg_get_indexdef(i.indexrelid) || ';' as line
     from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' order by c.relname`,
  );
  for (const table of tables) {
    const of = (list: { table: number; line: string }[]) => list.filter((row) => row.table === table.oid).map((row) => row.line);
    lines.push(
      `create table ${table.name} (`,
      ...[...of(columns), ...of(constraints)].map((line, i, all) => `  ${line}${i < all.length - 1 ? ',' : ''}`),
      ');',
    );
    lines.push(...of(indexes), '');
  }

  const functions = await rows<{ definition: string }>(
    `select pg_get_functiondef(p.oid) as definition from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
     order by p.proname, pg_get_function_identity_arguments(p.oid)`,
  );
  lines.push('-- Functions (db/src/sql/<name>.sql)', ...functions.map((f) => `${f.definition.trimEnd()};\n`));

  const triggers = await rows<{ definition: string }>(
    `select pg_get_triggerdef(t.oid) as definition from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where not t.tgisinternal order by c.relname, t.tgname`,
  );
  lines.push('-- Triggers (each in its function file)', ...triggers.map((t) => `${t.definition};`));
  return `${lines.join('\n')}\n`;
}
