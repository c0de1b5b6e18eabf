import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import pg from 'pg';
import { calendarBench } from './calendar.ts';
import { bookingCeiling, rssMb } from './ceiling.ts';
import { measureCompiled } from './compiled.ts';
import { busyCalendar, EVERY_RULE } from './provider-tools.ts';
import { cpuSeconds, type Figures, load, row, startProcess, stopProcess } from './measure.ts';
import { telegramBench } from './telegram.ts';

// `pnpm bench telegram`: only the Telegram sending benchmark (about 6 minutes).
if (process.argv.includes('telegram')) process.exit((await telegramBench()) ? 0 : 1);
// `pnpm bench calendar`: only the salon's calendar (its read, its event streams' memory and latency; about 2 minutes).
if (process.argv.includes('calendar')) process.exit((await calendarBench()) ? 0 : 1);

/**
 * `pnpm bench`: one run on this machine. Measures slot listing and booking creation against a bare Koa
 * endpoint started the same way, slot listing with 10 vs 100 000 past bookings, and checks for double bookings.
 */
const here = path.dirname(new URL(import.meta.url).pathname);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qabul-bench-'));
// Answers go out unchecked, as in production: the bench measures the server, not the contract checks.
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', ANSWER_CHECKS: '0' };
delete env.DATABASE_URL;

const app = await startProcess(path.join(here, 'app-server.ts'), env);
const children = [app.child];
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

const ALL_DAY = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

async function call(method: string, url: string, body: unknown, cookie = '') {
  const response = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify(body),
  });
  const setCookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: response.status, body: (await response.json().catch(() => null)) as any, cookie: setCookie || cookie };
}

/** A provider on the Business trial (no limits) with one service open all day, every day. */
async function provider(label: string, service: Record<string, unknown>) {
  const email = `${label}-${Date.now()}@bench.uz`;
  const registered = await call('POST', '/api/register', { firstName: 'Bench', lastName: 'Provider', email, password: 'secret123' });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const plans = (await call('GET', '/api/subscription-plans', undefined)).body as Array<{ id: number; code: string }>;
  await call('POST', '/api/select-subscription-plan', { planId: plans.find((p) => p.code === 'business')?.id }, registered.cookie);
  const created = await call(
    'POST',
    '/api/services',
    { name: 'Bench', description: 'Bench', price: '1', duration: 30, ...service },
    registered.cookie,
  );
  await call(
    'PUT',
    `/api/service-availability/${created.body.id}`,
    { availability: Object.fromEntries(WEEK.map((d) => [d, ALL_DAY])) },
    registered.cookie,
  );
  const master = await db.query('select id from staff where user_id = $1 and is_owner', [registered.body.id]);
  return {
    userId: registered.body.id as string,
    serviceId: created.body.id as number,
    staffId: master.rows[0].id as string,
    cookie: registered.cookie,
  };
}

/** A salon: a provider on the Business trial whose one service is done by 10 masters (the owner and 9 more). */
async function team(label: string, service: Record<string, unknown>) {
  const owner = await provider(label, service);
  for (let i = 1; i < 10; i += 1) {
    const added = await call(
      'POST',
      '/api/staff',
      { name: `Usta ${i}`, serviceIds: [owner.serviceId], availability: {}, isActive: true },
      owner.cookie,
    );
    if (added.status !== 201) throw new Error(`master: ${JSON.stringify(added.body)}`);
  }
  return owner;
}

async function pastBookings(userId: string, serviceId: number, count: number) {
  await db.query(
    `insert into bookings (user_id, service_id, date, time_slot, date_time_utc, ends_at, blocked_until, name, phone, telegram_token, confirmation_number, status)
     select $1::uuid, $2, (t at time zone 'Asia/Tashkent')::date, to_char(t at time zone 'Asia/Tashkent', 'HH24:MI'), t, t + interval '30 minutes',
            t + interval '30 minutes', 'Mijoz', '998901112233', 'bench' || g || $1::text, 'B' || lpad(to_hex(g), 7, '0') || substr($1::text, 1, 4), 'confirmed'
     from generate_series(1, $3) g, lateral (select date_trunc('hour', now()) - interval '1 day' - g * interval '30 minutes' as t) x`,
    [userId, serviceId, count],
  );
  // Done now rather than by autovacuum in the middle of a measurement.
  await db.query('vacuum (analyze) bookings');
  await db.query('vacuum (analyze) reminder_schedules');
  await db.query('vacuum (analyze) booking_history');
}

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
const bodies = Array.from({ length: 40_000 }, (_, i) => {
  const booker = bookers[i % bookers.length] as { serviceId: number };
  const slot = Math.floor(i / bookers.length);
  const minutes = (slot % 96) * 15;
  return JSON.stringify({
    name: 'Bench Mijoz',
    // A different client each time: one phone may hold only 3 upcoming bookings per provider.
    phone: `+99890${String(1_000_000 + i).slice(-7)}`,
    date: days[Math.floor(slot / 96)],
    timeSlot: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    serviceId: booker.serviceId,
  });
});
let next = 0;
const transactions = async () =>
  Number((await db.query(`select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`)).rows[0].n);
const transactionsBefore = await transactions();
const cpuBefore = cpuSeconds(app.child.pid as number);
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

const cpuAfter = cpuSeconds(app.child.pid as number);
const runner = process.cpuUsage(runnerBefore);

// "Any master" at salons of 10 masters: every start is asked 10 times, so each lands on the next free master.
const salons: Awaited<ReturnType<typeof team>>[] = [];
for (let i = 0; i < 20; i += 1) salons.push(await team(`salon${i}`, { duration: 15, timingInterval: 15 }));
const teamBodies = Array.from({ length: 40_000 }, (_, i) => {
  const shop = salons[i % salons.length] as { serviceId: number };
  const slot = Math.floor(Math.floor(i / salons.length) / 10);
  const minutes = (slot % 96) * 15;
  return JSON.stringify({
    name: 'Bench Jamoa',
    phone: `+99893${String(1_000_000 + i).slice(-7)}`,
    date: days[Math.floor(slot / 96)],
    timeSlot: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    serviceId: shop.serviceId,
  });
});
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
// Statistics reach pg_stat_database when a backend is idle or at most once a second: asked after the load.
const transactionsDuring = (await transactions()) - transactionsBefore;
clearInterval(rssSampler);
// The same constrained insert straight from a pool, at the same concurrency: what the database can do at most.
// Over the same route the app's pool takes (the embedded server's Unix socket).
const ceiling = await bookingCeiling(app.info.connectedUrl as string, bookers);
// The guarantee holds per master (two masters of one salon may share a time).
const overlaps = await db.query(
  `select count(*)::int as n from bookings a join bookings b on a.staff_id = b.staff_id and a.id < b.id
   where a.status <> 'cancelled' and b.status <> 'cancelled' and a.occupied && b.occupied`,
);
const created = await db.query(`select count(*)::int as n from bookings where name = 'Bench Mijoz'`);
const teamCreated = await db.query(
  `select count(*)::int as n, count(distinct staff_id)::int as masters from bookings where name = 'Bench Jamoa'`,
);

const [bareFigures, slotsSmall, slotsLarge, booking] = results as [Figures, Figures, Figures, Figures];
console.log('\nQabul benchmark (64 connections, 8 s each, one machine)\n');
for (const figures of [results[0] as Figures, tiny, ...results.slice(1), teamSlots, teamBooking, slotsRuled]) console.log(row(figures));
const bookingsDone = results[3]?.total ?? 0;
console.log(
  `\nbooking creation CPU per booking: app ${(((cpuAfter.app - cpuBefore.app) / bookingsDone) * 1000).toFixed(2)} ms, ` +
    `PostgreSQL ${(((cpuAfter.database - cpuBefore.database) / bookingsDone) * 1000).toFixed(2)} ms (both include the notification dispatcher's work), ` +
    `load generator ${((runner.user + runner.system) / 1000 / bookingsDone).toFixed(2)} ms; ` +
    `database transactions per booking ${(transactionsDuring / bookingsDone).toFixed(2)} (with the dispatcher's)`,
);
const slotRatio = slotsSmall.requestsPerSecond / bareFigures.requestsPerSecond;
const historyRatio = slotsSmall.requestsPerSecond / slotsLarge.requestsPerSecond;
const checks = [
  [`slot listing / bare Koa answering the same bytes = ${slotRatio.toFixed(2)}x (target >= 0.5x)`, slotRatio >= 0.5],
  [`slot listing p99 = ${slotsSmall.p99Ms} ms (target < 15 ms)`, slotsSmall.p99Ms < 15],
  [`booking creation = ${booking.requestsPerSecond}/s (target >= 800/s)`, booking.requestsPerSecond >= 800],
  [
    `bookings created = ${created.rows[0].n}, non-2xx = ${booking.non2xx}, overlapping pairs = ${overlaps.rows[0].n} (target 0)`,
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
    `"any master" bookings created = ${teamCreated.rows[0].n} over ${teamCreated.rows[0].masters} masters, non-2xx = ${teamBooking.non2xx}, overlapping pairs of one master = ${overlaps.rows[0].n} (target 0)`,
    overlaps.rows[0].n === 0 && teamBooking.non2xx === 0,
  ],
  [`100 000 vs 10 past bookings: ${historyRatio.toFixed(2)}x slower (target <= 1.5x)`, historyRatio <= 1.5],
  [
    `slot listing with 30 days off, 20 overrides and every rule / plain = ${(slotsRuled.requestsPerSecond / slotsSmall.requestsPerSecond).toFixed(2)}x (target >= 0.9x)`,
    slotsRuled.requestsPerSecond >= 0.9 * slotsSmall.requestsPerSecond,
  ],
  [
    `booking creation / database ceiling (${ceiling.perSecond}/s straight from a pool) = ${(booking.requestsPerSecond / ceiling.perSecond).toFixed(2)}x (target >= 0.5x)`,
    booking.requestsPerSecond / ceiling.perSecond >= 0.5,
  ],
  [
    `slot listing p99 = ${slotsSmall.p99Ms} ms vs bare Koa p99 ${bareFigures.p99Ms} ms (target <= 2x)`,
    slotsSmall.p99Ms <= 2 * bareFigures.p99Ms,
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
await stopProcess(bare.child);
await stopProcess(bareTiny.child);

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
