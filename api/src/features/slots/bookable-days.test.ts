import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { bookableWindow, dayState } from '../../contracts/bookable-days.ts';
import { addDays, candidateSlots, formatMinutes } from './slot-engine.ts';

/**
 * The clients' reading of a day (free / full / closed) against the slot engine it reads: a day called closed could
 * never offer a start however many bookings went away, and a day called full would offer one once they did. So
 * the waitlist is offered only where freed time can come, and a closed day is never offered at all.
 */
const ZONE = 'Asia/Tashkent';
const TODAY = '2026-12-07';
const minute = 60_000;

const scenario = fc.record({
  offset: fc.integer({ min: -1, max: 40 }),
  nowMs: fc.integer({ min: 0, max: 1439 * minute + 59_999 }),
  weekly: fc.uniqueArray(
    fc.integer({ min: 0, max: 47 }).map((i) => formatMinutes(i * 30)),
    { maxLength: 48 },
  ),
  duration: fc.integer({ min: 5, max: 180 }),
  timingInterval: fc.integer({ min: 15, max: 60 }),
  minNoticeMinutes: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 4320 })),
  maxAdvanceDays: fc.integer({ min: 1, max: 40 }),
  busy: fc.array(fc.tuple(fc.integer({ min: -120, max: 1500 }), fc.integer({ min: 5, max: 600 })), { maxLength: 4 }),
});

describe('bookable days', () => {
  it('closed means no start even with no bookings; full means one would be free without them', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const midnight = DateTime.fromISO(TODAY, { zone: ZONE }).toMillis();
        const now = midnight + s.nowMs;
        const date = addDays(TODAY, s.offset);
        const dayStart = DateTime.fromISO(date, { zone: ZONE }).toMillis();
        const rules = {
          date,
          providerZone: ZONE,
          availability: Object.fromEntries(
            ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [d, s.weekly]),
          ),
          duration: s.duration,
          timingInterval: s.timingInterval,
          breakInterval: 0,
          now,
          horizonDays: s.maxAdvanceDays,
          minNoticeMinutes: s.minNoticeMinutes,
        };
        const listed = (busy: ReadonlyArray<readonly [number, number]>) =>
          candidateSlots({ ...rules, busy }).map((c) => ({ date, time: c.time, isAvailable: c.isAvailable }));
        const busy = s.busy.map(([from, length]) => [dayStart + from * minute, dayStart + (from + length) * minute] as const);
        const window = bookableWindow(ZONE, s, now);
        const state = dayState(listed(busy), window);
        const emptied = listed([]).some((slot) => slot.isAvailable);
        if (state === 'closed') expect(emptied).toBe(false);
        if (state === 'full') expect(emptied).toBe(true);
        if (state === 'free') expect(listed(busy).some((slot) => slot.isAvailable)).toBe(true);
        // The window's days: nothing offered before its first day or after its last.
        if (date < window.firstDay || date > window.lastDay) expect(state).toBe('closed');
      }),
      { numRuns: 400 },
    );
  });

  it('the window follows the notice and the service’s maxAdvanceDays in the provider’s zone', () => {
    const now = DateTime.fromISO('2026-12-07T21:10:30', { zone: ZONE }).toMillis();
    expect(bookableWindow(ZONE, { minNoticeMinutes: 120, maxAdvanceDays: 10 }, now)).toEqual({
      earliest: '2026-12-07 23:11',
      firstDay: '2026-12-07',
      lastDay: '2026-12-17',
    });
    expect(bookableWindow(ZONE, { minNoticeMinutes: 180, maxAdvanceDays: 1 }, now).firstDay).toBe('2026-12-08');
  });
});
