import type { Orm } from '@qabul/db';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src/features/notifications/dispatcher.ts';
import { planSends, TELEGRAM_PACE } from '../../src/features/notifications/pace.ts';
import { createNoticeSender } from '../../src/features/telegram/notice-sender.ts';
import type { TestApp } from '../support/test-app.ts';
import { FakeTelegram } from '../telegram/support/fake-telegram.ts';
import { BOT_TOKEN } from '../telegram/support/telegram-app.ts';
import { confirmationNumbers, seedDueNotices, startTwoInstances } from './support/due-notices.ts';

// Two api instances (two connection pools, two dispatchers) share one database and one bot; the fake Bot API
// refuses what Telegram refuses beyond its limits, by its own clock.
let app: TestApp;
let secondInstance: Orm;
let fake: FakeTelegram;
let instances: Awaited<ReturnType<typeof startTwoInstances>>;
beforeAll(async () => {
  instances = await startTwoInstances();
  ({ app, secondInstance } = instances);
});
afterAll(async () => {
  await instances.close();
  await fake.stop();
});
beforeEach(async () => {
  await sql(`update reminder_schedules set status = 'cancelled' where status = 'pending'`);
  await fake?.stop();
  fake = await new FakeTelegram().start();
});

const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) =>
  app.qabul.database.orm.em.getConnection().execute<T[]>(query, params, 'all');
const silent = { info() {}, warn() {}, error() {} };

/** Resolves once `check` holds, asking every 50 ms; fails after `timeoutMs`. */
async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sentCount = async (prefix: string) =>
  (
    await sql<{ n: number }>(
      `select count(*)::int as n from reminder_schedules r join bookings b on b.id = r.booking_id
       where b.confirmation_number like ? and r.status = 'sent'`,
      [`${prefix}%`],
    )
  )[0]?.n;

function instance(orm: Orm) {
  return createDispatcher({
    orm,
    publicUrl: 'https://qabul.test',
    telegram: createNoticeSender({ token: BOT_TOKEN, apiRoot: fake.apiRoot, orm }),
    mailer: null,
    log: silent,
  });
}

/** One due confirmation per chat in `chats` (a chat listed three times gets three). */
const seedDue = (chats: number[], prefix: string) =>
  seedDueNotices(app, chats.length, prefix, (i) => ({ chat: chats[i - 1] as number, email: null }));

describe("sending at Telegram's pace", () => {
  it('two instances send 100 due notices to 60 chats once each, within 30 a second and 1 a second per chat, never meeting 429', {
    timeout: 60_000,
  }, async () => {
    // 40 chats with one notice, 20 chats with three: 100 notices.
    const chats = [...Array.from({ length: 40 }, (_, i) => 300_001 + i), ...Array.from({ length: 60 }, (_, i) => 300_041 + (i % 20))];
    await seedDue(chats, 'T');
    const a = instance(app.qabul.database.orm);
    const b = instance(secondInstance);
    const [byA, byB] = await Promise.all([a.runOnce(), b.runOnce()]);
    // A chat's later notices may go out on a wake-up after the passes (whichever instance is free first).
    // Generous on a loaded machine: the floor is about 4 s (25 a second, 1.25 s between a chat's notices).
    await until(async () => (await sentCount('T')) === 100, 50_000);

    expect(fake.refused).toEqual([]);
    expect(byA.sent).toBeGreaterThan(0);
    expect(byB.sent).toBeGreaterThan(0);
    const sends = fake.calls.filter((c) => c.method === 'sendMessage');
    const numbers = confirmationNumbers(
      sends.map((c) => String(c.payload.text)),
      'T',
    );
    expect(numbers).toHaveLength(100);
    expect(new Set(numbers).size).toBe(100);
    const { perSecond, chatGapMs } = fake.busiest();
    expect(perSecond).toBeLessThanOrEqual(30);
    expect(chatGapMs).toBeGreaterThanOrEqual(1000);
    for (const chat of new Set(chats)) expect(fake.sent(chat)).toHaveLength(chats.filter((c) => c === chat).length);
    expect(
      await sql(
        `select r.status, r.attempts, count(*)::int as n from reminder_schedules r join bookings b on b.id = r.booking_id
         where b.confirmation_number like 'T%' group by 1, 2`,
      ),
    ).toEqual([{ status: 'sent', attempts: 1, n: 100 }]);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('a 429 from Telegram is waited out for retry_after and the notice delivered once, the attempt not counted', async () => {
    await seedDue([310_001], 'L');
    fake.fail(
      'sendMessage',
      { error_code: 429, description: 'Too Many Requests: retry after 2', parameters: { retry_after: 2 } },
      { when: (payload) => payload.chat_id === 310_001 },
    );
    const dispatcher = instance(app.qabul.database.orm);
    const summary = await dispatcher.runOnce();

    expect(summary).toMatchObject({ sent: 1, failed: 0, retried: 0, postponed: 1 });
    const tries = fake.attempts(310_001);
    expect(tries).toHaveLength(2);
    expect((tries[1]?.at as number) - (tries[0]?.at as number)).toBeGreaterThanOrEqual(2000);
    expect(fake.accepted.filter((s) => s.chatId === 310_001)).toHaveLength(1);
    expect(
      await sql(
        `select r.status, r.attempts, r.error_message from reminder_schedules r join bookings b on b.id = r.booking_id
         where b.confirmation_number like 'L%'`,
      ),
    ).toEqual([{ status: 'sent', attempts: 1, error_message: null }]);
    await dispatcher.stop();
  });

  it('429s from two chats pause the whole bot for retry_after, in the schedule every instance shares', async () => {
    await seedDue([320_001, 320_002, 320_003, 320_004, 320_005, 320_006], 'G');
    // Telegram's bot-wide flood answer: the next two sends, whatever their chat.
    fake.fail(
      'sendMessage',
      { error_code: 429, description: 'Too Many Requests: retry after 2', parameters: { retry_after: 2 } },
      { times: 2 },
    );
    const dispatcher = instance(app.qabul.database.orm);
    const summary = await dispatcher.runOnce();
    await until(async () => (await sentCount('G')) === 6);

    expect(summary).toMatchObject({ failed: 0, retried: 0 });
    const sends = fake.calls.filter((c) => c.method === 'sendMessage');
    const secondRefusal = sends[1]?.at as number;
    // After the second chat's 429 nothing went out until its retry_after had passed.
    expect(sends.slice(2).every((c) => (c.at as number) - secondRefusal >= 2000)).toBe(true);
    const [pace] = await sql<{ waits: boolean }>(
      `select next_at > now() - interval '10 seconds' as waits from telegram_send_pace where scope = 'bot'`,
    );
    expect(pace?.waits).toBe(true);
    await dispatcher.stop();
  });

  it('a schedule never gives one second more than its share of the bot, nor a chat two moments within its gap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 120 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: -2000, max: 3000 })), { maxLength: 12 }),
        (chats, botAhead, chatsAhead) => {
          const now = 1_000_000;
          const before = { botNextAt: now + botAhead - 1500, chatNextAt: new Map(chatsAhead.map(([c, d]) => [c, now + d])) };
          const notices = chats.map((chatId, i) => ({ id: String(i), chatId }));
          const plan = planSends(notices, before, now, TELEGRAM_PACE);
          expect(plan.slots.length + plan.deferred.length).toBe(notices.length);
          const moments = plan.slots.map((s) => s.at);
          for (let i = 0; i + TELEGRAM_PACE.perSecond < moments.length; i += 1)
            expect((moments[i + TELEGRAM_PACE.perSecond] as number) - (moments[i] as number)).toBeGreaterThanOrEqual(1000);
          expect(Math.min(...moments, Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(Math.max(now, before.botNextAt));
          for (const slot of plan.slots) {
            const earlier = before.chatNextAt.get(slot.notice.chatId);
            if (earlier !== undefined) expect(slot.at).toBeGreaterThanOrEqual(earlier);
            const same = plan.slots.filter((s) => s.notice.chatId === slot.notice.chatId && s !== slot);
            for (const other of same) expect(Math.abs(other.at - slot.at)).toBeGreaterThanOrEqual(TELEGRAM_PACE.chatGapMs);
          }
          for (const { at } of plan.deferred) expect(at).toBeGreaterThan(now);
          expect(plan.state.botNextAt).toBeGreaterThanOrEqual(Math.max(...moments, before.botNextAt));
        },
      ),
    );
  });
});
