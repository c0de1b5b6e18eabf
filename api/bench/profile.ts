import { type ChildProcess, spawn } from 'node:child_process';
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { runningEmbeddedUrl } from '@qabul/db';
import { DateTime } from 'luxon';
import pg from 'pg';
// @ts-expect-error a plain .mjs module of the repository's scripts, without types
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';
import { healthy, stop } from './compiled.ts';
import { type BenchProvider, benchProviders, bookingBodies } from './bench-providers.ts';
import { cpuSeconds, load, postmasterOf, row } from './measure.ts';

/**
 * `pnpm bench profile`: where a booking and a slot list spend their time, in the compiled server (api/dist, as
 * `pnpm start` runs it) under the bench's loads. One server start per load, each with `--cpu-prof`, on a data
 * directory whose PostgreSQL loads `pg_stat_statements`. Prints, per load: the app's and PostgreSQL's CPU per
 * request, the statements PostgreSQL ran per booking (with their time), the booking statement's
 * EXPLAIN (ANALYZE, BUFFERS) with its triggers, and the app's CPU by source file and by function (inclusive).
 * The raw profiles stay in the printed folder (open them in Chrome's DevTools).
 */
const here = path.dirname(new URL(import.meta.url).pathname);
const mainJs = path.join(here, '..', 'dist', 'main.js');
const out = process.env.BENCH_PROFILE_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'qabul-profile-')));
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qabul-profile-data-'));
const port = await new Promise<number>((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    server.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${port}`;

function start(profileDir: string | null): ChildProcess {
  const { DATABASE_URL: _external, ...env } = process.env;
  return spawn(
    process.execPath,
    [...(SERVER_NODE_FLAGS as string[]), ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), mainJs],
    {
      env: {
        ...env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_DISABLED: '1',
        NODE_ENV: 'development',
        // As `pnpm bench` measures: production does not check its answers against the contracts.
        ANSWER_CHECKS: '0',
        SHUTDOWN_DRAIN_MS: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

// First start: migrate, then let PostgreSQL load pg_stat_statements from the next start on.
let server = start(null);
await healthy(base, server);
await stop(server);
await appendFile(
  path.join(dataDir, 'postgres', 'postgresql.conf'),
  "\nshared_preload_libraries = 'pg_stat_statements'\npg_stat_statements.track = 'all'\n",
);
server = start(null);
await healthy(base, server);
// PostgreSQL takes a new port at each start of the app.
const databaseUrl = async () => (await runningEmbeddedUrl(path.join(dataDir, 'postgres'), 'qabul')) as string;
const db = new pg.Client({ connectionString: await databaseUrl() });
await db.connect();
await db.query('create extension if not exists pg_stat_statements');
const make = benchProviders(base, db);
const date = DateTime.now().setZone('Asia/Tashkent').plus({ days: 3 }).toISODate() as string;
const small = await make.provider('small', {});
await make.pastBookings(small.userId, small.serviceId, 10);
const bookers: BenchProvider[] = [];
for (let i = 0; i < 20; i += 1) bookers.push(await make.provider(`book${i}`, { duration: 15, timingInterval: 15 }));
await db.end();
await stop(server);

const today = DateTime.now().setZone('Asia/Tashkent');
const days = Array.from({ length: 90 }, (_, d) => today.plus({ days: 1 + d }).toISODate() as string);
const slotsUrl = `${base}/api/time-slots?date=${date}&serviceId=${small.serviceId}&clientTimezone=Europe/Berlin`;

interface Phase {
  name: string;
  run: () => Promise<number>;
}
const phases: Phase[] = [
  {
    name: 'slots',
    run: async () => {
      await load('warm-up', { url: slotsUrl, duration: 4 }, false);
      const figures = await load('GET /api/time-slots (10 past bookings)', { url: slotsUrl }, false);
      console.log(row(figures));
      return figures.total;
    },
  },
  {
    name: 'booking',
    run: async () => {
      const bodies = bookingBodies(bookers, days, { count: 40_000, name: 'Bench Mijoz', phonePrefix: '+99890' });
      let next = 0;
      const figures = await load(
        'POST /api/public/bookings (distinct slots)',
        {
          url: `${base}/api/public/bookings`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++] }) }],
        },
        false,
      );
      console.log(row(figures));
      // Let the dispatcher finish the notices of these bookings inside the measured window.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      return figures.total;
    },
  },
];

const only = process.argv.slice(2).find((arg) => phases.some((phase) => phase.name === arg));
for (const phase of phases.filter((p) => !only || p.name === only)) {
  const dir = path.join(out, phase.name);
  await mkdir(dir, { recursive: true });
  server = start(dir);
  await healthy(base, server);
  const client = new pg.Client({ connectionString: await databaseUrl() });
  await client.connect();
  await client.query('select pg_stat_statements_reset()');
  const xacts = async () =>
    Number(
      (await client.query('select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()')).rows[0].n,
    );
  const xactsBefore = await xacts();
  const cpuBefore = cpuSeconds(server.pid as number, postmasterOf(dataDir));
  const requests = await phase.run();
  const cpuAfter = cpuSeconds(server.pid as number, postmasterOf(dataDir));
  const xactsDuring = (await xacts()) - xactsBefore - 1;
  console.log(
    `\n${phase.name}: ${requests} requests; per request: app ${(((cpuAfter.app - cpuBefore.app) / requests) * 1e3).toFixed(3)} ms CPU, ` +
      `PostgreSQL ${(((cpuAfter.database - cpuBefore.database) / requests) * 1e3).toFixed(3)} ms CPU, ${(xactsDuring / requests).toFixed(2)} transactions`,
  );
  const statements = await client.query(
    `select calls, round(total_exec_time::numeric, 1) as ms, rows, left(regexp_replace(query, '\\s+', ' ', 'g'), 150) as query
     from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
     order by total_exec_time desc limit 30`,
  );
  console.log(`statements per ${phase.name === 'booking' ? 'booking' : 'request'} (calls/request, exec ms/request, top-level and nested):`);
  for (const s of statements.rows) {
    console.log(`  ${(s.calls / requests).toFixed(3).padStart(7)}  ${(Number(s.ms) / requests).toFixed(4).padStart(8)}  ${s.query}`);
  }
  await client.end();
  await stop(server);
  console.log(`\napp CPU by source (inclusive, % of samples), ${phase.name}:`);
  const file = (await readdir(dir)).find((f) => f.endsWith('.cpuprofile')) as string;
  summarise(JSON.parse(await readFile(path.join(dir, file), 'utf8')), JSON.parse(await readFile(`${mainJs}.map`, 'utf8')));
}

// The booking statement as PostgreSQL runs it, with its triggers, on a fresh slot (rolled back).
if (!only || only === 'booking') {
  server = start(null);
  await healthy(base, server);
  const client = new pg.Client({ connectionString: await databaseUrl() });
  await client.connect();
  const { INSERT_BOOKING_SQL, bookingInsertValues } = await import('../src/features/bookings/booking-insert.queries.ts');
  const { eventNotices, timedReminders } = await import('../src/features/notifications/index.ts');
  const { plannedJson } = await import('../src/features/notifications/reminders.queries.ts');
  const booker = bookers[0] as { userId: string; serviceId: number; staffId: string };
  for (let i = 0; i < 3; i += 1) {
    const startAt = today.startOf('day').plus({ days: 200, minutes: 15 * i });
    const endAt = startAt.plus({ minutes: 15 });
    const phone = `+9989400000${i}`;
    await client.query('begin');
    const plan = await client.query(
      `explain (analyze, buffers, timing) ${INSERT_BOOKING_SQL}`,
      bookingInsertValues({
        providerId: booker.userId,
        serviceId: booker.serviceId,
        masters: [booker.staffId],
        bufferBefore: 0,
        checkRules: true,
        language: 'uz',
        languageChatId: null,
        date: startAt.toISODate() as string,
        timeSlot: startAt.toFormat('HH:mm'),
        start: startAt.toJSDate(),
        end: endAt.toJSDate(),
        blockedUntil: endAt.toJSDate(),
        clientTimezone: null,
        name: 'Explain Mijoz',
        phone,
        email: null,
        telegramUsername: null,
        telegramToken: `explain-${i}-${Date.now()}`,
        notes: null,
        meetingAddress: null,
        isOnlineMeeting: false,
        onlineMeetingLink: null,
        status: 'pending',
        confirmationNumber: `E${Date.now().toString(36).toUpperCase()}`.slice(-8),
        performedBy: 'client',
        performedByUserId: null,
        plannedReminders: plannedJson([
          ...eventNotices('booking_created', true, Date.now()),
          ...timedReminders(startAt.toMillis(), Date.now()),
        ]),
        phoneE164: phone,
        ipAddress: null,
        userAgent: null,
        admission: { lockKey: `${booker.userId}:${phone}`, monthStart: null, monthlyLimit: null, phoneLimit: 3, at: new Date() },
      }),
    );
    await client.query('rollback');
    // The first one plans and warms caches; the last is shown.
    if (i === 2) {
      console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the booking statement:');
      for (const line of plan.rows) console.log(`  ${line['QUERY PLAN']}`);
    }
  }
  await client.end();
  await stop(server);
}
console.log(`\nprofiles: ${out}`);
await rm(dataDir, { recursive: true, force: true });

/** Inclusive share of samples per source file and per function, with the bundle mapped back to its sources. */
function summarise(profile: CpuProfile, map: object): void {
  const sourceMap = new SourceMap(map as never);
  const parent = new Map<number, number>();
  const byId = new Map<number, CpuProfile['nodes'][number]>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  const where = new Map<number, { file: string; fn: string }>();
  const place = (id: number) => {
    let known = where.get(id);
    if (known) return known;
    const { callFrame } = byId.get(id) as CpuProfile['nodes'][number];
    let file = callFrame.url.replace(/^file:\/\//, '');
    let fn = callFrame.functionName || '(anonymous)';
    if (file === mainJs) {
      const entry = sourceMap.findEntry(callFrame.lineNumber, callFrame.columnNumber) as { originalSource?: string; originalLine?: number };
      if (entry.originalSource) {
        file = entry.originalSource.replace(/^.*?\/(api|db|i18n|bot)\/src\//, '$1/');
        fn = `${fn} ${file}:${(entry.originalLine ?? 0) + 1}`;
      }
    } else {
      file =
        file.replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '').replace(/^(@[^/]+\/[^/]+|[^/]+)\/.*$/, '$1') ||
        callFrame.functionName;
      fn = `${fn} (${file})`;
    }
    known = { file, fn };
    where.set(id, known);
    return known;
  };
  const fileCounts = new Map<string, number>();
  const fnCounts = new Map<string, number>();
  let total = 0;
  for (const sample of profile.samples) {
    const leaf = byId.get(sample)?.callFrame.functionName;
    if (leaf === '(idle)' || leaf === '(program)') continue;
    total += 1;
    const files = new Set<string>();
    const fns = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const { file, fn } = place(id);
      files.add(file);
      fns.add(fn);
    }
    for (const f of files) fileCounts.set(f, (fileCounts.get(f) ?? 0) + 1);
    for (const f of fns) fnCounts.set(f, (fnCounts.get(f) ?? 0) + 1);
  }
  const top = (counts: Map<string, number>, n: number) =>
    [...counts]
      .filter(([key]) => key !== '' && key !== '(root)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, count]) => `  ${((count / total) * 100).toFixed(1).padStart(5)} %  ${key}`)
      .join('\n');
  console.log(`busy samples: ${total}\nby file:\n${top(fileCounts, 40)}\nby function:\n${top(fnCounts, 60)}`);
}

interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }>;
  samples: number[];
}
