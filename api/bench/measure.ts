import { readdirSync, readFileSync, statSync } from 'node:fs';
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
// @ts-expect-error a plain .mjs module of the repository's scripts, without types
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  total: number;
}

/**
 * Starts `node --import tsx <file>` with production's node flags and waits for the JSON line it prints when
 * listening. The app and its bare Koa yardsticks are started the same way; V8's heuristics under load differ
 * with these flags (scripts/server-flags.mjs), so the app is measured as it runs in production.
 */
export async function startProcess(file: string, env: NodeJS.ProcessEnv): Promise<{ info: Record<string, string>; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      ...(SERVER_NODE_FLAGS as string[]),
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
      ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      file,
    ],
    { env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const info = await new Promise<Record<string, string>>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    lines.on('line', (line) => {
      try {
        resolve(JSON.parse(line));
      } catch {
        // not the ready line
      }
    });
  });
  return { info, child };
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function load(name: string, options: autocannon.Options, warmUp = true): Promise<Figures> {
  // A short unmeasured run first, so the JIT and caches are warm as in a server that has been up a while.
  if (warmUp) await autocannon({ connections: 16, duration: 2, ...options });
  const result = await autocannon({ connections: 64, duration: 8, pipelining: 1, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

export function row(figures: Figures): string {
  return `${figures.name.padEnd(44)} ${String(figures.requestsPerSecond).padStart(8)} req/s   p99 ${String(figures.p99Ms).padStart(5)} ms   errors ${figures.errors}   non-2xx ${figures.non2xx}`;
}

/**
 * CPU seconds used so far by a process, and by the database: the PostgreSQL cluster whose postmaster is
 * `postmaster` (it and its children), else every process of the `postgres` user. Other developers' databases on a
 * shared machine run as that user too, so the bench names its own cluster (`postmasterOf`).
 */
export function cpuSeconds(pid: number, postmaster?: number): { app: number; database: number } {
  const ticks = 100;
  const stat = (entry: string) => {
    try {
      return readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    } catch {
      return [];
    }
  };
  const used = (fields: string[]) => (fields.length > 12 ? (Number(fields[11]) + Number(fields[12])) / ticks : 0);
  let database = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (postmaster !== undefined) {
        const fields = stat(entry);
        if (Number(entry) === postmaster || Number(fields[1]) === postmaster) database += used(fields);
      } else if (statSync(`/proc/${entry}`).uid === postgresUid()) database += used(stat(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return { app: used(stat(String(pid))), database };
}

/** The postmaster of the embedded PostgreSQL in `dataDir` (the app's DATA_DIR). */
export function postmasterOf(dataDir: string): number | undefined {
  try {
    return Number(readFileSync(`${dataDir}/postgres/postmaster.pid`, 'utf8').split('\n')[0]) || undefined;
  } catch {
    return undefined;
  }
}

let uid: number | undefined;
function postgresUid(): number {
  if (uid === undefined) {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('postgres:'));
    uid = line ? Number(line.split(':')[2]) : -1;
  }
  return uid;
}
