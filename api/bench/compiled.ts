import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
// @ts-expect-error a plain .mjs module of the repository's scripts, without types
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';
import { rssMb } from './ceiling.ts';

export interface CompiledFigures {
  startToHealthyMs: number;
  idleRssMb: number;
  loadRssMb: number;
}

const mainJs = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'dist', 'main.js');

function startCompiled(dataDir: string, port: number): ChildProcess {
  // The embedded database in its own data directory, as on a fresh machine.
  const { DATABASE_URL: _external, ...env } = process.env;
  return spawn(process.execPath, [...(SERVER_NODE_FLAGS as string[]), mainJs], {
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DISABLED: '1',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function healthy(base: string, server: ChildProcess): Promise<void> {
  // A first start on a fresh data directory initialises and migrates the database: give it a minute.
  for (let tries = 0; tries < 3000; tries += 1) {
    if (server.exitCode !== null) throw new Error(`the compiled server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the compiled server did not become healthy');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The production runtime as `pnpm start` runs it (api/dist on node with the production flags): start to healthy
 * with an existing data directory (the second start), RSS when idle, and RSS while slot listing is loaded.
 * Null when the server was not built (`pnpm build`).
 */
export async function measureCompiled(): Promise<CompiledFigures | null> {
  if (!existsSync(mainJs)) return null;
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qabul-bench-compiled-'));
  const base = `http://127.0.0.1:${port}`;
  try {
    const first = startCompiled(dataDir, port);
    await healthy(base, first);
    await stop(first);

    const started = performance.now();
    const server = startCompiled(dataDir, port);
    await healthy(base, server);
    const startToHealthyMs = Math.round(performance.now() - started);
    try {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const idleRssMb = await rssMb(server.pid as number);
      const services = (await (await fetch(`${base}/api/public/services/demo`)).json()) as Array<{ id: number }>;
      const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      let loadRssMb = idleRssMb;
      const sampler = setInterval(() => {
        rssMb(server.pid as number).then(
          (mb) => {
            loadRssMb = Math.max(loadRssMb, mb);
          },
          () => {},
        );
      }, 250);
      await autocannon({ url: `${base}/api/time-slots?date=${date}&serviceId=${services[0]?.id ?? 1}`, connections: 64, duration: 8 });
      clearInterval(sampler);
      return { startToHealthyMs, idleRssMb, loadRssMb };
    } finally {
      await stop(server);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
