import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A rule has one owner that everyone calls (ARCHITECTURE.md): cancelling a booking, starting or changing a plan
 * and the plan in force are each written once. A second copy elsewhere is how a cancel path came to leave its
 * order payable and a refund to take back the wrong days.
 */
const SRC = path.join(import.meta.dirname, '../src');

async function sources(dir = SRC): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return Promise.resolve(entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []);
    }),
  );
  return nested.flat();
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
    ]);
  });
});
