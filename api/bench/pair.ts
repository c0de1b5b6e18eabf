import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import pg from 'pg';
import { type BenchProvider, benchProviders, bookingBodies } from './bench-providers.ts';
import { cpuSeconds, type Figures, load, postmasterOf, row, startProcess, stopProcess } from './measure.ts';

/**
 * `pnpm bench pair [slots] [booking]`: the two hot paths alone, in about a minute each, for measuring one change
 * before and after (the full `pnpm bench` takes several minutes). The slot list and bare Koa answering its bytes,
 * back to back, twice, with each process's CPU per request; and/or public bookings with the app's and PostgreSQL's
 * CPU per booking. Started as `pnpm bench` starts them (through tsx, production's node flags, answers unchecked, no
 * rate limits, the instance under load sending no notices).
 */
const here = path.dirname(new URL(import.meta.url).pathname);
const asked = process.argv.slice(2);
const both = !asked.includes('slots') && !asked.includes('booking');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qabul-pair-'));
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', ANSWER_CHECKS: '0', REMINDERS_DISABLED: '1' };
delete env.DATABASE_URL;
const app = await startProcess(path.join(here, 'app-server.ts'), env);
const children = [app.child];
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
const base = app.info.url as string;
const db = new pg.Client({ connectionString: app.info.databaseUrl });
await db.connect();
const postmaster = postmasterOf(dataDir);
const { provider, pastBookings } = benchProviders(base, db);

async function measured(name: string, pid: number, options: Parameters<typeof load>[1]): Promise<Figures> {
  const before = cpuSeconds(pid, postmaster);
  const figures = await load(name, options, false);
  const after = cpuSeconds(pid, postmaster);
  const perRequest = (seconds: number) => ((seconds / figures.total) * 1000).toFixed(3);
  console.log(
    `${row(figures)}   app ${perRequest(after.app - before.app)} ms CPU, PostgreSQL ${perRequest(after.database - before.database)} ms`,
  );
  return figures;
}

if (both || asked.includes('slots')) {
  const small = await provider('small', {});
  await pastBookings(small.userId, small.serviceId, 10);
  const date = DateTime.now().setZone('Asia/Tashkent').plus({ days: 3 }).toISODate();
  const url = `${base}/api/time-slots?date=${date}&serviceId=${small.serviceId}&clientTimezone=Europe/Berlin`;
  const bare = await startProcess(path.join(here, 'bare-koa.ts'), { ...env, BARE_BODY: await (await fetch(url)).text() });
  children.push(bare.child);
  await load('warm-up', { url: `${bare.info.url}/`, duration: 3 }, false);
  await load('warm-up', { url, duration: 3 }, false);
  for (let round = 0; round < 2; round += 1) {
    const yardstick = await measured('bare Koa, the same slot list JSON', bare.child.pid as number, { url: `${bare.info.url}/` });
    const slots = await measured('GET /api/time-slots (10 past bookings)', app.child.pid as number, { url });
    console.log(`slot listing / bare Koa = ${(slots.requestsPerSecond / yardstick.requestsPerSecond).toFixed(2)}x\n`);
  }
  await stopProcess(bare.child);
}
if (both || asked.includes('booking')) {
  // Five providers give 5 x 96 quarter-hour starts a day x 90 days of distinct slots, more than 8 s can book.
  const bookers: BenchProvider[] = [];
  for (let i = 0; i < 5; i += 1) bookers.push(await provider(`book${i}`, { duration: 15, timingInterval: 15 }));
  const today = DateTime.now().setZone('Asia/Tashkent');
  const days = Array.from({ length: 90 }, (_, d) => today.plus({ days: 1 + d }).toISODate() as string);
  const bodies = bookingBodies(bookers, days, { count: 40_000, name: 'Bench Mijoz', phonePrefix: '+99890' });
  let next = 0;
  await measured('POST /api/public/bookings (distinct slots)', app.child.pid as number, {
    url: `${base}/api/public/bookings`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++] }) }],
  });
}
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} (${os.cpus().length} cores)`,
);
await db.end();
await stopProcess(app.child);
await rm(dataDir, { recursive: true, force: true });
process.exit(0);
