// Builds the two browser apps (web, Mini App) with Vite, checks the public page's JS budget, and compiles the
// server to JavaScript (build-server.mjs).
import { buildServer } from './build-server.mjs';
import { run } from './run.mjs';

export async function build() {
  await run('web/node_modules/.bin/vite', ['build'], { cwd: 'web' });
  await run('node', ['scripts/check-bundle-size.mjs'], { cwd: 'web' });
  await run('miniapp/node_modules/.bin/vite', ['build'], { cwd: 'miniapp' });
  await buildServer();
}

if (import.meta.url === `file://${process.argv[1]}`) await build();
