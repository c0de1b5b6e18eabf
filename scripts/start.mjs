// `pnpm start`: serves the built apps and the API in one process; builds first when there is no build.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from './build.mjs';
import { root } from './run.mjs';

if (!existsSync(path.join(root, 'web/dist/index.html')) || !existsSync(path.join(root, 'miniapp/dist/index.html'))) {
  console.log('No build found: building the web app and the Mini App first...');
  await build();
}

const api = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], { cwd: root, stdio: 'inherit' });
// Stopping the launcher stops the app: the signal is passed on and the launcher waits for the app's own
// graceful shutdown, then exits with its code.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => api.kill(signal));
}
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal] ?? 0) : 1)));
