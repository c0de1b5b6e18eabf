// `pnpm start`: serves the built apps and the API in one process; builds first when there is no build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from './build.mjs';
import { root, run } from './run.mjs';

if (!existsSync(path.join(root, 'web/dist/index.html')) || !existsSync(path.join(root, 'miniapp/dist/index.html'))) {
  console.log('No build found: building the web app and the Mini App first...');
  await build();
}
await run('node', ['--import', 'tsx', 'api/src/main.ts']);
