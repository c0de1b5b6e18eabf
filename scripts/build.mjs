// Builds the two browser apps (web, Mini App) with Vite and checks the public page's JS budget.
import { run } from './run.mjs';

export async function build() {
  await run('web/node_modules/.bin/vite', ['build'], { cwd: 'web' });
  await run('node', ['scripts/check-bundle-size.mjs'], { cwd: 'web' });
  await run('miniapp/node_modules/.bin/vite', ['build'], { cwd: 'miniapp' });
}

if (import.meta.url === `file://${process.argv[1]}`) await build();
