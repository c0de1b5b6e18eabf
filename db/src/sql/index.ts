import { readdirSync, readFileSync } from 'node:fs';

/** One file of this folder: a SQL function with the triggers that fire it, as the database should hold them now. */
export interface SqlRuleFile {
  /** The file's name without `.sql`: the function's own name. */
  name: string;
  sql: string;
}

/**
 * The rule files of this folder, in name order. Read from disk here when running from source (tests, `pnpm dev`);
 * the server build (scripts/build-server.mjs) replaces this module with one that holds the same files' text, so
 * the compiled server finds its rules wherever it runs, as it finds its migrations (compiled in, nothing beside it).
 */
export function sqlRuleFiles(): SqlRuleFile[] {
  const folder = new URL('./', import.meta.url);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ name: file.slice(0, -'.sql'.length), sql: readFileSync(new URL(file, folder), 'utf8') }));
}
