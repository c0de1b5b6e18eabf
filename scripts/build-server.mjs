// The server (api with db and bot) compiled to JavaScript: `api/dist/main.js` (and the admin CLI) with source
// maps, so production runs on node alone. Our workspace packages are bundled in; every other package stays an
// import resolved from node_modules at run time (installed by `pnpm install --prod`).
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './run.mjs';

export async function buildServer() {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'api/src/main.ts', 'admin-create': 'api/src/cli/admin-create.ts' },
    outdir: path.join(root, 'api/dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(on) {
          // Bare imports are packages: external, except our own workspace packages, which are TypeScript.
          on.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@qabul/') ? undefined : { path: args.path, external: true }));
        },
      },
      sqlRulesCompiledIn,
    ],
  });
  // Every package the bundle imports must resolve from api/dist, i.e. be a dependency of @qabul/api (pnpm links
  // only a package's own dependencies): a missing one would fail at start in production, so it fails the build.
  const external = new Set(
    Object.values(result.metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((entry) => entry.external && !entry.path.startsWith('node:'))
      .map((entry) => entry.path),
  );
  const resolve = createRequire(path.join(root, 'api/dist/main.js')).resolve;
  const builtins = new Set((await import('node:module')).builtinModules);
  const missing = [...external].filter((name) => {
    if (builtins.has(name)) return false;
    try {
      resolve(name);
      return false;
    } catch (error) {
      // ESM-only packages have no `require` entry but resolve all the same.
      return error.code === 'MODULE_NOT_FOUND';
    }
  });
  if (missing.length) throw new Error(`the server bundle imports packages @qabul/api does not depend on: ${missing.join(', ')}`);
}

/**
 * The SQL rule files (db/src/sql/*.sql, ADR 034) compiled into the bundle as text, as the migrations are: the module
 * that reads them from disk when running from source is replaced by one that holds them, so the server finds its
 * rules wherever `api/dist` is run from, with nothing to copy beside it.
 */
export const sqlRulesCompiledIn = {
  name: 'sql-rules-compiled-in',
  setup(on) {
    const folder = path.join(root, 'db/src/sql');
    on.onLoad({ filter: /[\\/]db[\\/]src[\\/]sql[\\/]index\.ts$/ }, async () => {
      const names = (await readdir(folder)).filter((file) => file.endsWith('.sql')).sort();
      const files = await Promise.all(
        names.map(async (file) => ({ name: file.slice(0, -'.sql'.length), sql: await readFile(path.join(folder, file), 'utf8') })),
      );
      return {
        contents: `export function sqlRuleFiles() { return ${JSON.stringify(files)}; }`,
        loader: 'js',
        watchFiles: names.map((file) => path.join(folder, file)),
      };
    });
  },
};

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
