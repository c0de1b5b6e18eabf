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
  flood: FloodFigures;
}

export interface FloodFigures {
  queries: number;
  /** Answers by status (200 for asks it answers, 400 for junk it refuses). */
  statuses: Record<string, number>;
  seconds: number;
  duringRssMb: number;
  afterRssMb: number;
}

/** How long after the flood the resident memory is read again: idle, nothing forced (no global.gc). */
const AFTER_FLOOD_MS = 60_000;

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
      // Answers go out unchecked, as in production: the bench measures the server, not the contract checks.
      ANSWER_CHECKS: '0',
      // The bench stops this server twice; the deploy drain has nobody to drain for here.
      SHUTDOWN_DRAIN_MS: '0',
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

/** Waits for the compiled server's health answer; fails when it exits first. */
export async function healthy(base: string, server: ChildProcess): Promise<void> {
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

/** Stops the server as a deploy does (SIGTERM) and waits for it to exit. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * 49 000 distinct anonymous slot-list asks, as a crawler or an attacker sends them: every day of the next four
 * months (past the bookable horizon too) in every time zone, and every fifth ask with a long parameter of its
 * own. Resident memory is sampled during the flood and read once more a minute after it, with the server idle.
 */
async function floodOfDistinctAsks(base: string, pid: number, serviceId: number): Promise<FloodFigures> {
  const zones = Intl.supportedValuesOf('timeZone');
  const today = Date.now();
  const paths = Array.from({ length: 49_000 }, (_, i) => {
    const date = new Date(today + (i % 120) * 86_400_000).toISOString().slice(0, 10);
    const zone = zones[Math.floor(i / 120) % zones.length] as string;
    const junk = i % 5 === 0 ? `&ref=${'x'.repeat(1_500)}${i}` : '';
    return `/api/time-slots?date=${date}&serviceId=${serviceId}&clientTimezone=${encodeURIComponent(zone)}${junk}`;
  });
  let next = 0;
  let duringRssMb = await rssMb(pid);
  const sampler = setInterval(() => {
    rssMb(pid).then(
      (mb) => {
        duringRssMb = Math.max(duringRssMb, mb);
      },
      () => {},
    );
  }, 250);
  const statuses: Record<string, number> = {};
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: 32,
        amount: paths.length,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
      },
      (error) => (error ? reject(error) : resolve()),
    );
    instance.on('response', (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  const seconds = Math.round((performance.now() - started) / 1000);
  clearInterval(sampler);
  duringRssMb = Math.max(duringRssMb, await rssMb(pid));
  await new Promise((resolve) => setTimeout(resolve, AFTER_FLOOD_MS));
  return { queries: paths.length, statuses, seconds, duringRssMb, afterRssMb: await rssMb(pid) };
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
      const flood = await floodOfDistinctAsks(base, server.pid as number, services[0]?.id ?? 1);
      return { startToHealthyMs, idleRssMb, loadRssMb, flood };
    } finally {
      await stop(server);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
