import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type BenchProvider, benchProviders } from './bench-providers.ts';
import { bookingCeiling } from './ceiling.ts';
import { cpuSeconds, postmasterOf, startProcess, stopProcess } from './measure.ts';

/**
 * `pnpm bench triggers`: what each part of the booking statement costs PostgreSQL. The ceiling's statement (the app's
 * own) is sent at 8 connections for 5 s with everything on, then with one trigger or constraint at a time switched
 * off (inside this throwaway database only), and PostgreSQL's CPU per booking is printed for each.
 */
const here = path.dirname(new URL(import.meta.url).pathname);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qabul-triggers-'));
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', REMINDERS_DISABLED: '1' };
delete env.DATABASE_URL;
const app = await startProcess(path.join(here, 'app-server.ts'), env);
const db = new pg.Client({ connectionString: app.info.databaseUrl });
await db.connect();
const make = benchProviders(app.info.url as string, db);
const providers: BenchProvider[] = [];
for (let i = 0; i < 20; i += 1) providers.push(await make.provider(`t${i}`, { duration: 15, timingInterval: 15 }));

const variants: Array<[string, string | null, string | null]> = [
  ['everything on', null, null],
  [
    'without bookings_keep_client (the clients note, folded after commit)',
    'alter table bookings disable trigger bookings_keep_client',
    'alter table bookings enable trigger bookings_keep_client',
  ],
  [
    'without index bookings_search_trgm (GIN)',
    'drop index bookings_search_trgm',
    `create index bookings_search_trgm on bookings using gin ((lower(name || ' ' || phone || ' ' || coalesce(email, ''))) gin_trgm_ops)`,
  ],
  [
    'without booking_history foreign keys',
    'alter table booking_history disable trigger all',
    'alter table booking_history enable trigger all',
  ],
  [
    'without reminder_schedules foreign keys',
    'alter table reminder_schedules disable trigger all',
    'alter table reminder_schedules enable trigger all',
  ],
  ['everything on (again)', null, null],
];
let round = 0;
for (const [name, off, on] of variants) {
  if (off) await db.query(off);
  // The last round's backends must be gone before counting (an ended backend's CPU leaves the sum).
  await new Promise((resolve) => setTimeout(resolve, 1500));
  let after = { app: 0, database: 0 };
  const before = cpuSeconds(app.child.pid as number, postmasterOf(dataDir));
  const started = Date.now();
  round += 1;
  const result = await bookingCeiling(app.info.connectedUrl as string, providers, {
    connections: Number(process.env.BENCH_CONNECTIONS ?? 8),
    seconds: 5,
    dayOffset: 100 + round * 40,
    first: round * 200_000,
    beforeEnd: () => {
      after = cpuSeconds(app.child.pid as number, postmasterOf(dataDir));
    },
  });
  const done = result.perSecond * 5;
  // The clients list's notes these bookings wrote are folded after their commits (ADR 036): that work is theirs too,
  // counted here on this long-lived connection, between two readings of the same processes.
  // The pool's backends must be gone first, or their leaving would be subtracted from the folding.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const foldBefore = cpuSeconds(app.child.pid as number, postmasterOf(dataDir));
  await db.query('select keep_clients(1000000)');
  const folding = cpuSeconds(app.child.pid as number, postmasterOf(dataDir)).database - foldBefore.database;
  const perBooking = (seconds: number) => ((seconds / done) * 1000).toFixed(3);
  console.log(
    `${name.padEnd(60)} ${String(result.perSecond).padStart(6)}/s  PostgreSQL ${perBooking(after.database - before.database + folding)} ms CPU per booking (of which folding the clients notes after commit ${perBooking(folding)})  failures ${result.failures}  (${Date.now() - started} ms)`,
  );
  if (on) await db.query(on);
}
await db.end();
await stopProcess(app.child);
process.exit(0);
