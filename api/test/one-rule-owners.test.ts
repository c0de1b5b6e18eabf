import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A rule has one owner that everyone calls (ARCHITECTURE.md): cancelling a booking, starting or changing a plan
 * and the plan in force are each written once. A second copy elsewhere is how a cancel path came to leave its
 * order payable and a refund to take back the wrong days.
 */
const SRC = path.join(import.meta.dirname, '../src');
const ROOT = path.join(import.meta.dirname, '../..');

async function sources(dir = SRC): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? Promise.resolve([]) : sources(full);
      return Promise.resolve(/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []);
    }),
  );
  return nested.flat();
}

/** Where a client books (ADR 038): the public page and the Mini App, the bot's chat booking, and the api behind it. */
const BOOKING_DOORS = [
  'i18n/src',
  'web/src/features/booking',
  'web/src/booking-kit.ts',
  'miniapp/src',
  'bot/src',
  'api/src/features/telegram',
  'api/src/features/public',
];
const EVERY_PACKAGE = ['api/src', 'db/src', 'i18n/src', 'bot/src', 'web/src', 'miniapp/src'];

/** The files under `roots` (repository paths) whose text matches `pattern`, as repository paths. */
async function filesUnder(roots: string[], pattern: RegExp): Promise<string[]> {
  const files = (
    await Promise.all(roots.map((root) => (/\.tsx?$/.test(root) ? [path.join(ROOT, root)] : sources(path.join(ROOT, root)))))
  ).flat();
  const hits = await Promise.all(
    files.map(async (file) => (pattern.test(await readFile(file, 'utf8')) ? [path.relative(ROOT, file)] : [])),
  );
  return hits.flat().sort();
}

async function filesMatching(pattern: RegExp): Promise<string[]> {
  const files = await sources();
  const hits = await Promise.all(files.map(async (file) => (pattern.test(await readFile(file, 'utf8')) ? [path.relative(SRC, file)] : [])));
  return hits.flat().sort();
}

describe('one rule, one owner', () => {
  it("a booking's cancellation is written once", async () => {
    expect(await filesMatching(/update bookings set status = 'cancelled'|status = 'cancelled';\s*\n\s*history\(/)).toEqual([
      'features/bookings/booking-cancel.queries.ts',
    ]);
  });

  it("a plan's start or change is written once (the demo seed aside)", async () => {
    const writers = await filesMatching(
      /insert into user_subscriptions|create\(UserSubscriptionSchema|nativeUpdate\(UserSubscriptionSchema/,
    );
    expect(writers.filter((file) => !file.startsWith('demo/'))).toEqual(['features/subscriptions/subscriptions.queries.ts']);
  });

  it("a master's taken time is told by its constraint in one place (bookings and blocked times alike)", async () => {
    expect(await filesMatching(/occupied_times_no_overlap|bookings_no_overlap/)).toEqual(['lib/taken-time.ts']);
  });

  it('the plan in force is decided once', async () => {
    expect(await filesMatching(/end_date > now\(\)|endDate: \{ \$gt|end_date is null or/)).toEqual([
      'features/subscriptions/plan-in-force.queries.ts',
    ]);
  });

  it("a client's actions (book, cancel, reschedule, link) are written once, for the page, the Mini App and the bot", async () => {
    // A second `cancelAsClient` (or `cancelAsTelegramClient`, `rescheduleForClient`...) is a second rule for who may.
    expect(await filesMatching(/export (async )?function (book|cancel|reschedule|move|link)\w*(As|For|By)\w*Client\w*\s*[(<]/)).toEqual([
      'features/bookings/client-actions.ts',
    ]);
    // Whose booking it is and whether it may still change are asked by the client actions alone.
    expect(await filesMatching(/\b(assertClientProof|isChatsBooking|assertClientMayChange)\(/)).toEqual([
      'features/bookings/client-actions.ts',
    ]); // A booking comes to a Telegram chat by one statement, which only the client actions' `linkAsClient` calls: the
    // bot's b_ link once had a statement of its own, and left the phone unverified where the Mini App verified it.
    expect(await filesMatching(/update bookings set client_telegram_chat_id/)).toEqual(['features/bookings/client-chat.queries.ts']);
    expect(await filesMatching(/\blinkBookingChat\(/)).toEqual([
      'features/bookings/client-actions.ts',
      'features/bookings/client-chat.queries.ts',
    ]);
  });

  it('"a master acts only on their own bookings" is written once, for single bookings, lists and days alike', async () => {
    // In SQL: a scope's master bound as a parameter ("the master's, or everyone's when none").
    expect(await filesMatching(/(\?|\$\d+)(::uuid)? is null or (\w+\.)?staff_id = /)).toEqual(['lib/booking-scope.ts']);
    // In TypeScript: a booking or a named master compared with the scope's master by hand.
    expect(await filesMatching(/\bstaffId !== scope\.staffId|\.staffId === scope\.staffId|scope\.staffId && \w+(\.\w+)? && /)).toEqual([
      'lib/booking-scope.ts',
    ]);
  });

  it("the booking flow's steps and rules are written once, for the page, the Mini App and the chat (ADR 038)", async () => {
    const owner = ['i18n/src/booking-flow.ts'];
    // The steps' order, or a door choosing its next step by hand ("several masters ? 'master' : 'day'").
    expect(await filesUnder(EVERY_PACKAGE, /'service',\s*'master'|\?\s*'master'\s*:/)).toEqual(owner);
    // When the master step shows: a service's masters counted against one.
    expect(await filesUnder(BOOKING_DOORS, /\b(staff|masters|masterCount)\b[^;\n]{0,24}>\s*1\b/)).toEqual(owner);
    // How many days ahead are offered.
    expect(await filesUnder(EVERY_PACKAGE, /\bDAYS_AHEAD\s*=|\w*BOOKING_DAYS\s*=|\blength:\s*14\b|\bdays\w*\s*=\s*14\b/i)).toEqual(owner);
    // Whether a service books through its reserve fee.
    expect(await filesUnder(BOOKING_DOORS, /reserveFee\s*>\s*0/)).toEqual(owner);
  });
});
