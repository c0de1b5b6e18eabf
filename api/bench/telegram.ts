import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase, startTestServer } from '@qabul/db/testing';
import pg from 'pg';
import { FakeTelegram } from '../test/telegram/support/fake-telegram.ts';
import { startProcess, stopProcess } from './measure.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
const TOKEN = '123456789:BENCH-token-qabul-bot-abcdef';
const REMINDERS = 10_000;
/** 9 700 chats with one reminder and 100 with three: 10 000 reminders to 9 800 chats. */
const chatOf = (i: number) => (i <= 9_700 ? 700_000 + i : 709_700 + ((i - 9_701) % 100) + 1);
const KILL_AFTER = 3_000;
const TARGET_MS = 6 * 60_000;
const GIVE_UP_MS = 9 * 60_000;

/**
 * `pnpm bench telegram` (and the end of `pnpm bench`): 10 000 reminders due in the same minute, sent by the
 * real app through a fake Bot API on loopback that refuses what Telegram refuses beyond its limits (30 a
 * second, 1 a second per chat) with 429. The app is killed with SIGKILL after 3 000 sends and started
 * again; the outbox's leases bring back what it held. Every reminder must arrive once, within 6 minutes.
 */
export async function telegramBench(): Promise<boolean> {
  const server = await startTestServer(process.env.DATABASE_URL);
  const database = await createTestDatabase(server.serverUrl);
  const fake = await new FakeTelegram().start();
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    ANSWER_CHECKS: '0',
    DATABASE_URL: database.url,
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_BOT_USERNAME: 'qabul_bench_bot',
    TELEGRAM_API_ROOT: fake.apiRoot,
    TELEGRAM_MODE: 'off',
  };
  let app: ChildProcess | null = null;
  const killOnExit = () => app?.kill('SIGKILL');
  process.on('exit', killOnExit);
  try {
    // The clock starts before the reminders are written: they are all due from that minute on.
    const dueAt = Date.now();
    await seed(db);
    app = (await startProcess(path.join(here, 'telegram-app.ts'), env)).child;
    while (fake.accepted.length < KILL_AFTER) await pause(20);
    app.kill('SIGKILL');
    await new Promise((resolve) => app?.once('exit', resolve));
    const killedAt = fake.accepted.length;
    app = (await startProcess(path.join(here, 'telegram-app.ts'), env)).child;
    const restartedAt = fake.accepted.length;
    let reportedAt = Date.now();
    while ((await sentRows(db)) < REMINDERS && Date.now() - dueAt < GIVE_UP_MS) {
      await pause(500);
      if (Date.now() - reportedAt >= 30_000) {
        reportedAt = Date.now();
        console.log(
          `  ${Math.round((reportedAt - dueAt) / 1000)} s: ${fake.accepted.length} sent, ${fake.refused.length} refused with 429`,
        );
      }
    }
    // Anything sent twice after the last row was recorded would show up here.
    await pause(2_000);
    await stopProcess(app);
    app = null;

    const numbers = fake.accepted.map((a) => /Tasdiqlash raqami: (?:<code>)?(T\d{7})/.exec(a.text ?? '')?.[1] ?? null);
    const distinct = new Set(numbers.filter(Boolean));
    const duplicates = numbers.filter(Boolean).length - distinct.size;
    const lost = REMINDERS - distinct.size;
    // The fake's clock is epoch milliseconds too.
    const totalMs = (fake.accepted.at(-1)?.at ?? dueAt) - dueAt;
    const window = fake.busiest();
    console.log('\nTelegram sending: 10 000 reminders due in one minute, 9 800 chats, Bot API limits enforced\n');
    console.log(
      `sends accepted ${fake.accepted.length}, refused with 429 ${fake.refused.length} ` +
        `(${fake.refused.filter((r) => r.limit === 'bot').length} over 30/s, ${fake.refused.filter((r) => r.limit === 'chat').length} over 1/s per chat); ` +
        `app killed with SIGKILL after ${killedAt} sends, ${restartedAt - killedAt} more arrived before the new one was up; ` +
        `busiest second ${window.perSecond} sends, shortest gap to one chat ${Math.round(window.chatGapMs)} ms; ` +
        `average ${(fake.accepted.length / (totalMs / 1000)).toFixed(1)} sends/s`,
    );
    const checks = [
      [`delivered ${distinct.size} of ${REMINDERS} (target all)`, lost === 0],
      [`duplicates ${duplicates} (target 0)`, duplicates === 0],
      [`lost ${lost} (target 0)`, lost === 0],
      [
        `all delivered in ${(totalMs / 1000).toFixed(1)} s from due (start-up, kill and restart included; target <= 360 s)`,
        lost === 0 && totalMs <= TARGET_MS,
      ],
      [`429s seen ${fake.refused.length} (information: each one waited out, nothing lost)`, true],
      // Every call checked against the Bot API's schema, as in the tests: one Telegram would refuse is a bug.
      [`calls the Bot API's schema refuses ${fake.invalidCalls.length} (target 0)`, fake.invalidCalls.length === 0],
    ] as const;
    for (const [text, ok] of checks) console.log(`${ok ? 'PASS' : 'MISS'}  ${text}`);
    // Speed is reported; a lost or doubled reminder, or a call Telegram would refuse, fails the run.
    return lost === 0 && duplicates === 0 && fake.invalidCalls.length === 0;
  } finally {
    if (app) await stopProcess(app);
    process.removeListener('exit', killOnExit);
    await db.end();
    await fake.stop();
    await database.drop();
    await server.stop();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sentRows(db: pg.Client): Promise<number> {
  return (await db.query(`select count(*)::int as n from reminder_schedules where status = 'sent'`)).rows[0].n;
}

/** A provider, 10 000 bookings an hour apart from tomorrow, each with its client's chat and a 24 h reminder due now. */
async function seed(db: pg.Client): Promise<void> {
  const provider = (
    await db.query(
      `insert into users (username, email, first_name, last_name) values ('bench_pace', 'pace@bench.uz', 'Bench', 'Pace') returning id`,
    )
  ).rows[0].id as string;
  const service = (await db.query(`insert into services (user_id, name, duration) values ($1, 'Bench', 30) returning id`, [provider]))
    .rows[0].id as number;
  const chats = Array.from({ length: REMINDERS }, (_, i) => chatOf(i + 1));
  await db.query(
    `insert into bookings (user_id, service_id, date, time_slot, date_time_utc, ends_at, blocked_until, name, phone,
       client_telegram_chat_id, telegram_token, confirmation_number, status)
     select $1::uuid, $2, (x.t at time zone 'Asia/Tashkent')::date, to_char(x.t at time zone 'Asia/Tashkent', 'HH24:MI'), x.t,
       x.t + interval '30 minutes', x.t + interval '30 minutes', 'Mijoz ' || c.i, '+998901234567', c.chat::bigint,
       'pace-' || c.i, 'T' || lpad(c.i::text, 7, '0'), 'confirmed'
     from jsonb_array_elements_text($3::jsonb) with ordinality as c(chat, i),
       lateral (select date_trunc('hour', now()) + interval '1 day' + c.i * interval '1 hour' as t) as x`,
    [provider, service, JSON.stringify(chats)],
  );
  await db.query(
    `insert into reminder_schedules (booking_id, recipient_type, reminder_type, scheduled_time)
     select id, 'client', '24h', now() from bookings where user_id = $1`,
    [provider],
  );
  await db.query('vacuum (analyze) reminder_schedules');
}
