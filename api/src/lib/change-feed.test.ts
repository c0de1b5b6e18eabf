import { describe, expect, it } from 'vitest';
import { changeAnnouncer, readPayload } from './change-feed.ts';

/** What an announcer sends, read back as the feed reads it. */
async function heard(announce: (announcer: ReturnType<typeof changeAnnouncer>) => void) {
  const sent: string[] = [];
  const announcer = changeAnnouncer({
    query: (async (_text: string, values: unknown[]) => sent.push(...(values[0] as string[]))) as never,
  });
  announce(announcer);
  await announcer.flush();
  return sent.map(readPayload);
}

describe('the change feed’s announcements', () => {
  it('carry the provider, the kind of change and, for bookings, the dates and masters touched', async () => {
    expect(
      await heard((a) => {
        a.announce('p1', 'everything');
        a.announce('p2', 'bookings');
        a.announce('p3', 'bookings', { dates: ['2026-12-07', '2026-12-08'], staffIds: ['m1'] });
      }),
    ).toEqual([
      { provider: 'p1', change: 'everything' },
      { provider: 'p2', change: 'bookings' },
      { provider: 'p3', change: 'bookings', detail: { dates: ['2026-12-07', '2026-12-08'], staffIds: ['m1'] } },
    ]);
  });

  it('leave out a detail too long to be worth it: the change then names nothing', async () => {
    const dates = Array.from({ length: 40 }, (_, i) => `2026-12-${String((i % 28) + 1).padStart(2, '0')}`);
    expect(await heard((a) => a.announce('p1', 'bookings', { dates, staffIds: ['m1'] }))).toEqual([{ provider: 'p1', change: 'bookings' }]);
  });
});
