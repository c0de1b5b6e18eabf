import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sqlRuleFiles } from '@qabul/db';
import { build } from 'esbuild';
import { expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without types.
import { sqlRulesCompiledIn } from '../../scripts/build-server.mjs';

// The compiled server carries the SQL rule files inside its bundle (ADR 034): built with the server build's own
// plugin and run from a folder with nothing beside it, the module answers the same files as the source folder.
it('the server build compiles the SQL rule files in, so the bundle needs no files beside it', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'qabul-sql-bundle-'));
  try {
    const outfile = path.join(dir, 'rules.mjs');
    await build({
      entryPoints: [path.join(import.meta.dirname, '../../db/src/sql/index.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'silent',
      plugins: [sqlRulesCompiledIn],
    });
    const bundled = (await import(pathToFileURL(outfile).href)) as { sqlRuleFiles: typeof sqlRuleFiles };
    const files = sqlRuleFiles();
    expect(files.length).toBeGreaterThan(0);
    expect(bundled.sqlRuleFiles()).toEqual(files);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
