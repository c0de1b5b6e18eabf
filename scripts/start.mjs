// `pnpm start`: the compiled server (api/dist, with the built web app and Mini App) on node alone: no tsx and
// no devDependencies, so `pnpm install --prod` after a build is enough. Builds first when there is no build.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';
import { root } from './run.mjs';

const built = ['web/dist/index.html', 'miniapp/dist/index.html', 'api/dist/main.js'].every((file) => existsSync(path.join(root, file)));
if (!built) {
  console.log('No build found: building the web app, the Mini App and the server first...');
  const { build } = await import('./build.mjs');
  await build();
}

const api = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'api/dist/main.js'], { cwd: root, stdio: 'inherit' });
// Stopping the launcher stops the app: the signal is passed on and the launcher waits for the app's own
// graceful shutdown, then exits with its code.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => api.kill(signal));
}
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal] ?? 0) : 1)));
