import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import pg from 'pg';
import { calendarBench } from './calendar.ts';
import { bookingCeiling, rssMb } from './ceiling.ts';
import { measureCompiled } from './compiled.ts';
import { ALL_DAY, benchProviders, bookingBodies } from './bench-providers.ts';
import { busyCalendar, EVERY_RULE } from './provider-tools.ts';
import { cpuSeconds, type Figures, load, postmasterOf, row, startProcess, stopProcess } from './measure.ts';
import { noticesBench } from './notices.ts';
import { SmtpSink } from '../test/notifications/support/smtp-sink.ts';
import { telegramBench } from './telegram.ts';

// `pnpm bench telegram`: only the Telegram sending benchmark (about 6 minutes).
if (process.argv.includes('telegram')) process.exit((await telegramBench()) ? 0 : 1);
// `pnpm bench calendar`: only the salon's calendar (its read, its event streams' memory and latency; about 2 minutes).
if (process.argv.includes('calendar')) process.exit((await calendarBench()) ? 0 : 1);
// `pnpm bench notices`: whether notices keep pace with bookings at half the booking rate (about 2 minutes).
if (process.argv.includes('notices')) process.exit((await noticesBench()) ? 0 : 1);
// `pnpm bench triggers`: what each trigger, foreign key and index costs the booking statement in PostgreSQL (triggers.ts).
if (process.argv.includes('triggers')) {
  await import('./triggers.ts');
  process.exit(0);
}
// `pnpm bench pair [slots] [booking]`: the two hot paths alone, about a minute each, for a before/after (pair.ts).
if (process.argv.includes('pair')) {
  await import('./pair.ts');
  process.exit(0);
}
// `pnpm bench profile [slots|booking]`: where a slot list and a booking spend their time (profile.ts).
if (process.argv.includes('profile')) {
  await import('./profile.ts');
  process.exit(0);
}

/**
 * `pnpm bench`: one run on this machine. Measures slot listing and booking creation against a bare Koa
 * endpoint started the same way, slot listing with 10 vs 100 000 past bookings, and checks for double bookings.
 */
const here = path.dirname(new URL(import.meta.url).pathname);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qabul-bench-'));
// Answers go out unchecked, as in production: the bench measures the server, not the contract checks.
// E-mail goes by SMTP to a server on loopback, as in production (not to .eml files): the dispatcher's share is what
// sending costs there.
const smtp = await new SmtpSink().start();
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', ANSWER_CHECKS: '0', SMTP_URL: smtp.url };
delete env.DATABASE_URL;

// The instance under load sends no notices; a second instance of the same app on the same database sends them
// (as a second instance would in production), so the dispatcher's CPU is measured apart from the bookings'.
const app = await startProcess(path.join(here, 'app-server.ts'), { ...env, REMINDERS_DISABLED: '1' });
const sender = await startProcess(path.join(here, 'app-server.ts'), { ...env, DATABASE_URL: app.info.databaseUrl, REMINDERS_DISABLED: '' });
const children = [app.child, sender.child];
const postmaster = postmasterOf(dataDir);
// A failure anywhere must not leave the servers running.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
process.on('uncaughtException', (error) => {
  console.error(error);
  process.exit(1);
});
const base = app.info.url as string;
const db = new pg.Client({ connectionString: app.info.databaseUrl });
await db.connect();

const { provider, team, pastBookings } = benchProviders(base, db);

const date = DateTime.now().setZone('Asia/Tashkent').plus({ days: 3 }).toISODate();
const small = await provider('small', {});
const large = await provider('large', {});
await pastBookings(small.userId, small.serviceId, 10);
await pastBookings(large.userId, large.serviceId, 100_000);
const salon = await team('salon', {});
await pastBookings(salon.userId, salon.serviceId, 10);
const ruled = await provider('ruled', EVERY_RULE);
await pastBookings(ruled.userId, ruled.serviceId, 10);
await busyCalendar(db, ruled.userId, date as string, ALL_DAY);
const slotsUrl = (serviceId: number) => `${base}/api/time-slots?date=${date}&serviceId=${serviceId}&clientTimezone=Europe/Berlin`;
// Two yardsticks: bare Koa answering the very bytes of the slot list (the ceiling for this answer), and
// bare Koa answering a tiny object (for information: what the size of the answer alone costs).
const slotListBody = await (await fetch(slotsUrl(small.serviceId))).text();
const bare = await startProcess(path.join(here, 'bare-koa.ts'), { ...env, BARE_BODY: slotListBody });
const bareTiny = await startProcess(path.join(here, 'bare-koa.ts'), env);
children.push(bare.child, bareTiny.child);

const idleRss = await rssMb(app.child.pid as number);
let peakRss = idleRss;
const rssSampler = setInterval(() => {
  rssMb(app.child.pid as number).then(
    (mb) => {
      peakRss = Math.max(peakRss, mb);
    },
    () => {},
  );
}, 200);

const results: Figures[] = [];
// Both servers get the same warm-up before anything is measured.
// BENCH_ONLY=booking skips the read measurements (for profiling the write path).
const readsToo = process.env.BENCH_ONLY !== 'booking';
if (readsToo) {
  await load('warm-up', { url: `${bare.info.url}/`, duration: 4 }, false);
  await load('warm-up', { url: slotsUrl(small.serviceId), duration: 4 }, false);
}
const skipped = (name: string): Figures => ({ name, requestsPerSecond: Number.NaN, p99Ms: Number.NaN, errors: 0, non2xx: 0, total: 0 });
results.push(readsToo ? await load('bare Koa, the same slot list JSON', { url: `${bare.info.url}/` }) : skipped('bare Koa'));
const tiny = readsToo ? await load('bare Koa, a 50-byte JSON (information)', { url: `${bareTiny.info.url}/` }) : skipped('bare Koa tiny');
results.push(readsToo ? await load('GET /api/time-slots (10 past bookings)', { url: slotsUrl(small.serviceId) }) : skipped('slots'));
results.push(
  readsToo ? await load('GET /api/time-slots (100 000 past bookings)', { url: slotsUrl(large.serviceId) }) : skipped('slots 100k'),
);
const teamSlots = readsToo
  ? await load('GET /api/time-slots (10 masters, any master)', { url: slotsUrl(salon.serviceId) })
  : skipped('team slots');
const slotsRuled = readsToo
  ? await load('GET /api/time-slots (30 days off, 20 overrides, every rule)', { url: slotsUrl(ruled.serviceId) })
  : skipped('slots ruled');

// Distinct slots for every request: 20 providers x 96 quarter-hour starts a day x 90 days.
// Made one after another: twenty registrations at once (a password hash each) time out on a busy machine.
const bookers: Awaited<ReturnType<typeof provider>>[] = [];
for (let i = 0; i < 20; i += 1) bookers.push(await provider(`book${i}`, { duration: 15, timingInterval: 15 }));
// Bodies are made before the clock starts, so the load generator spends its CPU on HTTP only (it shares the
// machine with the app and the database).
const today = DateTime.now().setZone('Asia/Tashkent');
const days = Array.from({ length: 90 }, (_, d) => today.plus({ days: 1 + d }).toISODate() as string);
const bodies = bookingBodies(bookers, days, { count: 40_000, name: 'Bench Mijoz', phonePrefix: '+99890' });
let next = 0;
const transactions = async () =>
  Number((await db.query(`select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`)).rows[0].n);
// The sending instance hears each booking's announcement at once (ADR 037) and would send beside the load, taking the
// cores the bookings are measured on: it is held still until the load ends, then sends, measured apart.
sender.child.kill('SIGSTOP');
const transactionsBefore = await transactions();
const cpuBefore = cpuSeconds(app.child.pid as number, postmaster);
const senderBefore = cpuSeconds(sender.child.pid as number, postmaster);
const runnerBefore = process.cpuUsage();
results.push(
  await load(
    'POST /api/public/bookings (distinct slots)',
    {
      url: `${base}/api/public/bookings`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => ({ ...request, body: bodies[next++] }),
        },
      ],
    },
    false,
  ),
);

const cpuAfter = cpuSeconds(app.child.pid as number, postmaster);
const runner = process.cpuUsage(runnerBefore);
// Statistics reach pg_stat_database when a backend is idle or at most once a second.
await new Promise((resolve) => setTimeout(resolve, 1100));
const bookingTransactions = (await transactions()) - transactionsBefore;

// The notices of those bookings (two each: the client's, the provider's e-mail), sent by the other instance.
const waiting = async () =>
  Number(
    (
      await db.query(
        `select count(*)::int as n from reminder_schedules where status = 'pending' and scheduled_time <= now()
         and (claimed_until is null or claimed_until < now())`,
      )
    ).rows[0].n,
  );
const noticesDue = await waiting();
const senderTransactionsBefore = await transactions();
const sendingStarted = performance.now();
sender.child.kill('SIGCONT');
sender.child.kill('SIGUSR2');
while ((await waiting()) > 0 && performance.now() - sendingStarted < 120_000) await new Promise((resolve) => setTimeout(resolve, 50));
const sendingSeconds = (performance.now() - sendingStarted) / 1000;
const senderAfter = cpuSeconds(sender.child.pid as number, postmaster);
await new Promise((resolve) => setTimeout(resolve, 1100));
const senderTransactions = (await transactions()) - senderTransactionsBefore;

// "Any master" at salons of 10 masters: every start is asked 10 times, so each lands on the next free master.
const salons: Awaited<ReturnType<typeof team>>[] = [];
for (let i = 0; i < 20; i += 1) salons.push(await team(`salon${i}`, { duration: 15, timingInterval: 15 }));
// Every start is asked 10 times, so each lands on the next free master.
const teamBodies = bookingBodies(salons, days, { count: 40_000, name: 'Bench Jamoa', phonePrefix: '+99893', perStart: 10 });
let nextTeam = 0;
const teamBooking = await load(
  'POST /api/public/bookings (10 masters, any master)',
  {
    url: `${base}/api/public/bookings`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: teamBodies[nextTeam++] }) }],
  },
  false,
);
clearInterval(rssSampler);
// The same constrained insert straight from a pool, at the same concurrency: what the database can do at most.
// Over the same route the app's pool takes (the embedded server's Unix socket).
const ceiling = await bookingCeiling(app.info.connectedUrl as string, bookers);
// The guarantee holds per master (two masters of one salon may share a time).
// Each live booking against the latest end among the master's earlier ones (one sort, not a self-join: the large
// provider's 100 000 past bookings would make a join quadratic). 0 means no two overlap.
const overlaps = await db.query(
  `select count(*)::int as n from (
     select lower(occupied) as starts, max(upper(occupied)) over (partition by staff_id order by lower(occupied), id
       rows between unbounded preceding and 1 preceding) as earlier_end
     from bookings where status <> 'cancelled') x
   where earlier_end > starts`,
);
const created = await db.query(`select count(*)::int as n from bookings where name = 'Bench Mijoz'`);
const teamCreated = await db.query(
  `select count(*)::int as n, count(distinct staff_id)::int as masters from bookings where name = 'Bench Jamoa'`,
);

const [bareFigures, slotsSmall, slotsLarge, booking] = results as [Figures, Figures, Figures, Figures];
console.log('\nQabul benchmark (64 connections, 8 s each, one machine)\n');
for (const figures of [results[0] as Figures, tiny, ...results.slice(1), teamSlots, teamBooking, slotsRuled]) console.log(row(figures));
const bookingsDone = results[3]?.total ?? 0;
const perBooking = (seconds: number) => (seconds / bookingsDone) * 1000;
const appCpu = perBooking(cpuAfter.app - cpuBefore.app);
const databaseCpu = perBooking(cpuAfter.database - cpuBefore.database);
const senderCpu = perBooking(senderAfter.app - senderBefore.app);
const senderDatabaseCpu = perBooking(senderAfter.database - senderBefore.database);
console.log(
  `\nper booking: app ${appCpu.toFixed(2)} ms CPU + dispatcher ${senderCpu.toFixed(2)} ms = ${(appCpu + senderCpu).toFixed(2)} ms; ` +
    `PostgreSQL ${databaseCpu.toFixed(2)} ms + dispatcher's ${senderDatabaseCpu.toFixed(2)} ms = ${(databaseCpu + senderDatabaseCpu).toFixed(2)} ms; ` +
    `load generator ${((runner.user + runner.system) / 1000 / bookingsDone).toFixed(2)} ms; ` +
    `database transactions ${(bookingTransactions / bookingsDone).toFixed(2)} + dispatcher's ${(senderTransactions / bookingsDone).toFixed(2)}` +
    `\n(the dispatcher: ${noticesDue} notices of ${bookingsDone} bookings sent by the other instance in ${sendingSeconds.toFixed(1)} s)` +
    `\nload average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (${os.cpus().length} cores)`,
);
const slotRatio = slotsSmall.requestsPerSecond / bareFigures.requestsPerSecond;
const historyRatio = slotsSmall.requestsPerSecond / slotsLarge.requestsPerSecond;
const checks = [
  [`slot listing / bare Koa answering the same bytes = ${slotRatio.toFixed(2)}x (target >= 0.8x)`, slotRatio >= 0.8],
  [
    `slot listing p99 = ${slotsSmall.p99Ms} ms vs bare Koa p99 ${bareFigures.p99Ms} ms (target <= 2x)`,
    slotsSmall.p99Ms <= 2 * bareFigures.p99Ms,
  ],
  [`app CPU per booking, notices included = ${(appCpu + senderCpu).toFixed(2)} ms (target <= 0.8 ms)`, appCpu + senderCpu <= 0.8],
  [
    `PostgreSQL CPU per booking, notices included = ${(databaseCpu + senderDatabaseCpu).toFixed(2)} ms (target <= 0.8 ms)`,
    databaseCpu + senderDatabaseCpu <= 0.8,
  ],
  [`booking creation = ${booking.requestsPerSecond}/s (information, target >= 800/s on a quiet machine)`, booking.requestsPerSecond >= 800],
  [
    `bookings created = ${created.rows[0].n}, non-2xx = ${booking.non2xx}, overlapping bookings = ${overlaps.rows[0].n} (target 0)`,
    overlaps.rows[0].n === 0,
  ],
  [
    `slot listing, 10 masters / 1 master = ${(teamSlots.requestsPerSecond / slotsSmall.requestsPerSecond).toFixed(2)}x (target >= 0.5x)`,
    teamSlots.requestsPerSecond / slotsSmall.requestsPerSecond >= 0.5,
  ],
  [
    `booking creation, 10 masters with any master / 1 master = ${(teamBooking.requestsPerSecond / booking.requestsPerSecond).toFixed(2)}x (target >= 0.8x)`,
    teamBooking.requestsPerSecond / booking.requestsPerSecond >= 0.8,
  ],
  [
    `"any master" bookings created = ${teamCreated.rows[0].n} over ${teamCreated.rows[0].masters} masters, non-2xx = ${teamBooking.non2xx}, overlapping bookings of one master = ${overlaps.rows[0].n} (target 0)`,
    overlaps.rows[0].n === 0 && teamBooking.non2xx === 0,
  ],
  [`100 000 vs 10 past bookings: ${historyRatio.toFixed(2)}x slower (target <= 1.5x)`, historyRatio <= 1.5],
  [
    `slot listing with 30 days off, 20 overrides and every rule / plain = ${(slotsRuled.requestsPerSecond / slotsSmall.requestsPerSecond).toFixed(2)}x (target >= 0.9x)`,
    slotsRuled.requestsPerSecond >= 0.9 * slotsSmall.requestsPerSecond,
  ],
  [
    `booking creation / database ceiling (${ceiling.perSecond}/s straight from a pool) = ${(booking.requestsPerSecond / ceiling.perSecond).toFixed(2)}x (target >= 0.8x)`,
    booking.requestsPerSecond / ceiling.perSecond >= 0.8,
  ],
] as const;
console.log(
  `\n(information) slot listing / bare Koa answering 50 bytes = ${(slotsSmall.requestsPerSecond / tiny.requestsPerSecond).toFixed(2)}x, ` +
    `p99 ${slotsSmall.p99Ms} vs ${tiny.p99Ms} ms; the slot list is ${Buffer.byteLength(slotListBody)} bytes`,
);
console.log('');
for (const [text, ok] of checks) console.log(`${ok ? 'PASS' : 'MISS'}  ${text}`);

await db.end();
await stopProcess(app.child);
await stopProcess(sender.child);
await stopProcess(bare.child);
await stopProcess(bareTiny.child);
await smtp.stop();

// Memory and start-up are production's: the compiled build with its node flags, alone on the machine (the runs
// above go through tsx, whose loader adds its own memory: shown for information).
console.log(`\nthrough tsx (information): RSS idle ${idleRss} MB, under booking load ${peakRss} MB`);
const compiled = await measureCompiled();
if (!compiled) console.log('MISS  compiled build: api/dist/main.js missing (run pnpm build first)');
else {
  const compiledChecks = [
    [
      `compiled build: start to healthy with an existing data directory = ${compiled.startToHealthyMs} ms (target <= 2000 ms)`,
      compiled.startToHealthyMs <= 2000,
    ],
    [`compiled build: RSS idle = ${compiled.idleRssMb} MB (target <= 150 MB)`, compiled.idleRssMb <= 150],
    [`compiled build: RSS under slot-listing load = ${compiled.loadRssMb} MB (target <= 250 MB)`, compiled.loadRssMb <= 250],
    [
      `compiled build: RSS during a flood of ${compiled.flood.queries} distinct slot-list asks = ${compiled.flood.duringRssMb} MB (target <= 250 MB)`,
      compiled.flood.duringRssMb <= 250,
    ],
    [`compiled build: RSS a minute after the flood = ${compiled.flood.afterRssMb} MB (target <= 160 MB)`, compiled.flood.afterRssMb <= 160],
  ] as const;
  console.log(
    `(information) flood: ${compiled.flood.queries} asks in ${compiled.flood.seconds} s, answers by status ${JSON.stringify(compiled.flood.statuses)}`,
  );
  for (const [text, ok] of compiledChecks) console.log(`${ok ? 'PASS' : 'MISS'}  ${text}`);
}
await rm(dataDir, { recursive: true, force: true });
// Speed is reported (PASS/MISS), not enforced: figures on a shared machine vary from run to run.
// A double booking is a correctness failure and fails the run.
// A reminder lost or sent twice fails it too (BENCH_SKIP_TELEGRAM=1 leaves out those 6 minutes).
const telegramOk = process.env.BENCH_SKIP_TELEGRAM ? true : await telegramBench();
// The calendar's figures (BENCH_SKIP_CALENDAR=1 leaves out those 2 minutes); a lost event fails the run.
const calendarOk = process.env.BENCH_SKIP_CALENDAR ? true : await calendarBench();
process.exitCode = overlaps.rows[0].n === 0 && booking.non2xx === 0 && telegramOk && calendarOk ? 0 : 1;
