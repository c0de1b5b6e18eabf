// The production build as the browser tools (`pnpm lighthouse`, `pnpm gallery`) measure it: built if missing, then
// the app started on a free port with rate limits off (every visitor is 127.0.0.1), waited for until healthy.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { build } from './build.mjs';
import { root } from './run.mjs';

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Builds the web app, the Mini App and the server unless both browser apps are built already. */
export async function ensureBuild() {
  if (!existsSync(path.join(root, 'web/dist/index.html')) || !existsSync(path.join(root, 'miniapp/dist/index.html'))) await build();
}

/**
 * Starts the api (serving web/dist and miniapp/dist) on its own port and data folder; resolves once /api/health
 * answers. `host`: the one address to listen on (the app's default is every address, reached as localhost). `env`
 * adds to or overrides the defaults. The returned `stop()` ends the app and waits for it.
 */
export async function startBuiltApp({ dataDir, host, env = {}, stdio = ['ignore', 'inherit', 'inherit'] }) {
  const port = await freePort();
  const app = spawn('node', ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_DISABLED: '1',
      LOG_LEVEL: 'warn',
      ...(host ? { HOST: host } : {}),
      ...env,
    },
    stdio,
  });
  const exited = new Promise((resolve) => app.once('exit', resolve));
  const stop = async () => {
    if (app.exitCode === null && app.signalCode === null) app.kill('SIGTERM');
    await exited;
  };
  const url = `http://${host ?? 'localhost'}:${port}`;
  // A first start creates the embedded database: minutes on a busy machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    if (app.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('the app did not become healthy');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, stop };
}
