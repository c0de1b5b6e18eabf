import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DateTime } from 'luxon';
import pg from 'pg';
import { FakeTelegram } from '../test/telegram/support/fake-telegram.ts';
import { SmtpSink } from '../test/notifications/support/smtp-sink.ts';
import { benchProviders, bookingBodies } from './bench-providers.ts';
import { cpuSeconds, postmasterOf, startProcess, stopProcess } from './measure.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
const TOKEN = '123456789:BENCH-token-qabul-bot-abcdef';
/** Telegram takes at most 30 messages a second from one bot: the clients reached there stay well below it. */
const TELEGRAM_PER_SECOND = 15;
const TARGET_P99_MS = 5_000;
/** After the load, how long the notices still due may take before the run gives up on them. */
const DRAIN_LIMIT_MS = 180_000;

/**
 * `pnpm bench notices`: whether notices keep pace with bookings (issue 32). One instance of the app, as `pnpm start`
 * runs it (the dispatcher beside the API), with e-mail to an SMTP server on loopback and Telegram to the fake Bot API
 * (with Telegram's limits). It measures the instance's booking rate first (BENCH_NOTICES_RATE sets it instead), then
 * books at half that rate for a minute (BENCH_NOTICES_SECONDS shortens it), every booking with its client's e-mail,
 * one a second in every TELEGRAM_PER_SECOND with a client reachable in Telegram instead. The lag of a notice is from
 * its booking's commit (`bookings.created_at`, the start of the booking's one-statement transaction, so the lag is if
 * anything overstated) to its leaving (`sent_at`, recorded once the SMTP server or the Bot API accepted it).
 */
export async function noticesBench(): Promise<boolean> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qabul-bench-notices-'));
  const smtp = await new SmtpSink().start();
  const fake = await new FakeTelegram().start();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    ANSWER_CHECKS: '0',
    SMTP_URL: smtp.url,
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_BOT_USERNAME: 'qabul_bench_bot',
    TELEGRAM_API_ROOT: fake.apiRoot,
    TELEGRAM_MODE: 'off',
    REMINDERS_DISABLED: '',
  };
  delete env.DATABASE_URL;
  const app = await startProcess(path.join(here, 'telegram-app.ts'), env);
  const killOnExit = () => app.child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const db = new pg.Client({ connectionString: app.info.databaseUrl });
  await db.connect();
  const postmaster = postmasterOf(dataDir);
  try {
    const base = app.info.url as string;
    const { provider } = benchProviders(base, db);
    const bookers: Awaited<ReturnType<typeof provider>>[] = [];
    for (let i = 0; i < 20; i += 1) bookers.push(await provider(`notice${i}`, { duration: 15, timingInterval: 15 }));
    const today = DateTime.now().setZone('Asia/Tashkent');
    const days = Array.from({ length: 90 }, (_, d) => today.plus({ days: 1 + d }).toISODate() as string);
    const plain = bookingBodies(bookers, days, { count: 40_000, name: 'Bench Xabar', phonePrefix: '+99891' });

    let next = 0;
    let telegramEvery = 1;
    const bodyOf = (i: number, label: string) => {
      const body = JSON.parse(plain[i] as string);
      body.name = label;
      body.email = `client${i}@bench.uz`;
      if (i % telegramEvery === 0) body.telegramUsername = `benchc${i}`;
      return JSON.stringify(body);
    };
    // Every possible client's chat, so whichever booking carries a username reaches it.
    await db.query(
      `insert into telegram_chats (username, chat_id, first_name) select 'benchc' || g, 800000 + g, 'Mijoz' from generate_series(0, 39999) g`,
    );
    const book = (label: string, options: Partial<autocannon.Options>) =>
      autocannon({
        url: `${base}/api/public/bookings`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, body: bodyOf(next++, label) }) }],
        ...options,
      });

    // The booking rate this instance reaches, its dispatcher running beside it (as it is in production).
    let rate = Number(process.env.BENCH_NOTICES_RATE) || 0;
    if (!rate) {
      telegramEvery = 1_000_000;
      const burst = await book('Bench Olchov', { connections: 64, duration: 6 });
      rate = Math.round(burst.requests.average);
      console.log(`booking rate with the dispatcher beside it: ${rate}/s (64 connections, 6 s)`);
      await drain(db, DRAIN_LIMIT_MS);
    }
    const seconds = Number(process.env.BENCH_NOTICES_SECONDS) || 60;
    const perSecond = Math.max(1, Math.floor(rate / 2));
    telegramEvery = Math.max(1, Math.ceil(perSecond / TELEGRAM_PER_SECOND));
    const mailBefore = smtp.received.length;
    const telegramBefore = fake.accepted.length;
    const cpuBefore = cpuSeconds(app.child.pid as number, postmaster);
    const started = performance.now();
    const benchBefore = process.cpuUsage();
    const load = await book('Bench Xabar', { connections: 16, duration: seconds, overallRate: perSecond });
    const loadSeconds = (performance.now() - started) / 1000;
    const drained = await drain(db, DRAIN_LIMIT_MS);
    const benchCpu = process.cpuUsage(benchBefore);
    const cpuAfter = cpuSeconds(app.child.pid as number, postmaster);

    const lags = await db.query<{ channel: string | null; status: string; lag_ms: number | null }>(
      `select r.channel, r.status, extract(epoch from (r.sent_at - b.created_at)) * 1000 as lag_ms
       from reminder_schedules r join bookings b on b.id = r.booking_id
       where b.name = 'Bench Xabar' and r.scheduled_time <= b.created_at + interval '1 minute'`,
    );
    // How the lag moved through the run: notices falling behind show as a lag that grows from window to window.
    const windows = await db.query<{ second: number; notices: number; p50: number; worst: number }>(
      `select (floor(extract(epoch from b.created_at - first.at) / 10) * 10)::int as second, count(*)::int as notices,
         percentile_cont(0.5) within group (order by extract(epoch from r.sent_at - b.created_at)) * 1000 as p50,
         max(extract(epoch from r.sent_at - b.created_at)) * 1000 as worst
       from reminder_schedules r join bookings b on b.id = r.booking_id,
         (select min(created_at) as at from bookings where name = 'Bench Xabar') first
       where b.name = 'Bench Xabar' and r.status = 'sent' and r.scheduled_time <= b.created_at + interval '1 minute'
       group by 1 order by 1`,
    );
    const bookings = (await db.query(`select count(*)::int as n from bookings where name = 'Bench Xabar'`)).rows[0].n as number;
    const sent = lags.rows.filter((r) => r.status === 'sent');
    const notSent = lags.rows.length - sent.length;
    const all = sent.map((r) => Number(r.lag_ms)).sort((a, b) => a - b);
    const byChannel = (channel: string) =>
      sent
        .filter((r) => r.channel === channel)
        .map((r) => Number(r.lag_ms))
        .sort((a, b) => a - b);
    const describe = (values: number[]) =>
      values.length === 0
        ? 'none'
        : `p50 ${ms(quantile(values, 0.5))}, p95 ${ms(quantile(values, 0.95))}, p99 ${ms(quantile(values, 0.99))}, max ${ms(values.at(-1) as number)} (${values.length})`;
    const appCpu = ((cpuAfter.app - cpuBefore.app) / bookings) * 1000;
    const databaseCpu = ((cpuAfter.database - cpuBefore.database) / bookings) * 1000;

    console.log(`\nNotices keeping pace: ${perSecond} bookings/s (half of ${rate}/s) for ${seconds} s, one instance with its dispatcher\n`);
    console.log(
      `bookings ${bookings} in ${loadSeconds.toFixed(1)} s (${(bookings / loadSeconds).toFixed(1)}/s, non-2xx ${load.non2xx}, errors ${load.errors}); ` +
        `notices due at once ${lags.rows.length}: sent ${sent.length}, not sent ${notSent}; ` +
        `received by the SMTP server ${smtp.received.length - mailBefore}, by the Bot API ${fake.accepted.length - telegramBefore} ` +
        `(one client in ${telegramEvery} reached in Telegram); last notice out ${drained.toFixed(1)} s after the load ended`,
    );
    console.log(
      `lag by 10 s of bookings: ${windows.rows.map((w) => `${w.second}s: p50 ${ms(Number(w.p50))} max ${ms(Number(w.worst))}`).join('; ')}`,
    );
    console.log(
      `(information) this process, the load generator with the SMTP server and the Bot API, used ${((benchCpu.user + benchCpu.system) / 1e6).toFixed(1)} s of CPU in ${(loadSeconds + drained).toFixed(1)} s`,
    );
    console.log(`lag from a booking's commit to its notice leaving: ${describe(all)}`);
    console.log(`  e-mail: ${describe(byChannel('email'))}`);
    console.log(`  Telegram: ${describe(byChannel('telegram'))}`);
    console.log(
      `app CPU per booking, its notices included ${appCpu.toFixed(2)} ms; PostgreSQL's ${databaseCpu.toFixed(2)} ms; ` +
        `load average at the end: ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')} (${os.cpus().length} cores)`,
    );
    const p99 = all.length > 0 ? quantile(all, 0.99) : Number.POSITIVE_INFINITY;
    const ok = notSent === 0 && p99 <= TARGET_P99_MS;
    console.log(`${ok ? 'PASS' : 'MISS'}  notice lag p99 = ${ms(p99)} with every notice sent (target <= 5 s)`);
    // A notice lost or one the Bot API's schema refuses fails the run; the lag is reported.
    return notSent === 0 && fake.invalidCalls.length === 0;
  } finally {
    process.removeListener('exit', killOnExit);
    await db.end();
    await stopProcess(app.child);
    await fake.stop();
    await smtp.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
}

/** Waits until no notice is due and unsent; returns the seconds it took. */
async function drain(db: pg.Client, limitMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const { n } = (await db.query(`select count(*)::int as n from reminder_schedules where status = 'pending' and scheduled_time <= now()`))
      .rows[0];
    if (n === 0 || performance.now() - started > limitMs) return (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
