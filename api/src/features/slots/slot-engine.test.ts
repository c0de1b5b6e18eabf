import fc from 'fast-check';
import { DateTime, IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  canonicalZone,
  candidateSlots,
  offsetFromFormatter,
  clockIn,
  formatMinutes,
  localClock,
  masterHours,
  masterSlots,
  teamSlots,
  toMinutes,
  weekdayOf,
  windowsOf,
} from './slot-engine.ts';

const DAY = '2026-12-07'; // a Monday
const halfHour = fc.integer({ min: 0, max: 47 }).map((i) => formatMinutes(i * 30));
const availability = fc.uniqueArray(halfHour, { maxLength: 48 }).map((times) => ({ Monday: times }));
const minutes = (n: number) => n * 60_000;
const dayStart = DateTime.fromISO(DAY, { zone: 'Asia/Tashkent' }).toMillis();

const busyRanges = fc.array(
  fc
    .tuple(fc.integer({ min: -120, max: 26 * 60 }), fc.integer({ min: 5, max: 240 }))
    .map(([from, length]) => [dayStart + minutes(from), dayStart + minutes(from + length)] as const),
  { maxLength: 8 },
);

const rules = fc.record({
  availability,
  duration: fc.integer({ min: 5, max: 240 }),
  timingInterval: fc.integer({ min: 15, max: 60 }),
  breakInterval: fc.integer({ min: 0, max: 60 }),
  busy: busyRanges,
});

const base = {
  date: DAY,
  providerZone: 'Asia/Tashkent',
  now: dayStart - minutes(60 * 24),
  horizonDays: 90,
};

describe('slot engine (properties)', () => {
  it('never offers a slot whose occupied time overlaps a busy range', () => {
    fc.assert(
      fc.property(rules, (r) => {
        for (const slot of candidateSlots({ ...base, ...r })) {
          if (!slot.isAvailable) continue;
          for (const [from, to] of r.busy) expect(slot.start < to && from < slot.blockedUntil).toBe(false);
        }
      }),
    );
  });

  it('asked for one start (a booking), gives exactly that start of the whole list, or nothing when the list has none', () => {
    fc.assert(
      fc.property(rules, fc.integer({ min: 0, max: 1439 }), (r, at) => {
        const whole = candidateSlots({ ...base, ...r });
        expect(candidateSlots({ ...base, ...r, onlyAt: at })).toEqual(whole.filter((slot) => slot.time === formatMinutes(at)));
      }),
    );
  });

  it('every candidate fits inside one availability window and starts on the interval grid', () => {
    fc.assert(
      fc.property(rules, (r) => {
        const windows = windowsOf(r.availability.Monday);
        for (const slot of candidateSlots({ ...base, ...r })) {
          const start = toMinutes(slot.time);
          const window = windows.find((w) => w.from <= start && start + r.duration <= w.to);
          expect(window).toBeDefined();
          expect((start - (window?.from ?? 0)) % r.timingInterval).toBe(0);
          expect(slot.end - slot.start).toBe(minutes(r.duration));
          expect(slot.blockedUntil - slot.end).toBe(minutes(r.breakInterval));
        }
      }),
    );
  });

  it('offers every free candidate (nothing free is hidden)', () => {
    fc.assert(
      fc.property(rules, (r) => {
        for (const slot of candidateSlots({ ...base, ...r })) {
          const free = r.busy.every(([from, to]) => !(slot.start < to && from < slot.blockedUntil));
          expect(slot.isAvailable).toBe(free);
        }
      }),
    );
  });

  it('offers nothing in the past or beyond the 90-day horizon', () => {
    fc.assert(
      fc.property(availability, fc.integer({ min: 0, max: 48 * 60 }), (week, nowOffset) => {
        const now = dayStart + minutes(nowOffset);
        for (const slot of candidateSlots({
          ...base,
          now,
          availability: week,
          duration: 30,
          timingInterval: 30,
          breakInterval: 0,
          busy: [],
        })) {
          expect(slot.isAvailable).toBe(slot.start > now);
        }
      }),
    );
    const far = candidateSlots({
      ...base,
      now: dayStart - minutes(60 * 24 * 91),
      availability: { Monday: ['09:00'] },
      duration: 30,
      timingInterval: 30,
      breakInterval: 0,
      busy: [],
    });
    expect(far.map((s) => s.isAvailable)).toEqual([false]);
  });

  it('converts to DST-observing client zones exactly like luxon does, on every day of the year', () => {
    const zones = ['America/New_York', 'Europe/Berlin', 'Europe/London', 'America/Los_Angeles', 'Australia/Sydney', 'Asia/Tashkent'];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 364 }),
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 47 }),
        (dayOffset, zone, block) => {
          const date = DateTime.fromISO('2026-01-01', {
            zone: 'Asia/Tashkent',
          }).plus({ days: dayOffset });
          const first = date.toMillis();
          const last = first + minutes(24 * 60 - 30);
          const instant = first + minutes(block * 30);
          const expected = DateTime.fromMillis(instant, { zone });
          expect(clockIn(zone, first, last)(instant)).toEqual({
            time: expected.toFormat('HH:mm'),
            date: expected.toISODate(),
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('maps wall-clock times in a DST-observing provider zone, skipping times that do not exist', () => {
    const springForward = localClock('2026-03-08', 'America/New_York');
    expect(springForward(toMinutes('02:30'))).toBeNull();
    expect(new Date(springForward(toMinutes('03:00')) as number).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(new Date(springForward(toMinutes('01:30')) as number).toISOString()).toBe('2026-03-08T06:30:00.000Z');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 364 }), fc.integer({ min: 0, max: 47 }), (dayOffset, block) => {
        const date = DateTime.fromISO('2026-01-01').plus({ days: dayOffset }).toISODate() as string;
        const wall = block * 30;
        const expected = DateTime.fromISO(`${date}T${formatMinutes(wall)}`, {
          zone: 'Europe/Berlin',
        });
        const got = localClock(date, 'Europe/Berlin')(wall);
        if (expected.toFormat('HH:mm') !== formatMinutes(wall)) expect(got).toBeNull();
        else expect(got).toBe(expected.toMillis());
      }),
      { numRuns: 500 },
    );
  });
});

describe('slot engine (examples)', () => {
  it('joins adjacent half-hour blocks into windows', () => {
    expect(windowsOf(['09:00', '09:30', '11:00', '10:00'])).toEqual([
      { from: 540, to: 630 },
      { from: 660, to: 690 },
    ]);
  });

  it('names weekdays from the calendar date', () => {
    expect(weekdayOf('2026-12-07')).toBe('Monday');
    expect(weekdayOf('2026-11-22')).toBe('Sunday');
    expect(weekdayOf('2024-02-29')).toBe('Thursday');
  });

  it('counts the existing booking break and the new one', () => {
    const busy = [[dayStart + minutes(10 * 60), dayStart + minutes(10 * 60 + 45)] as const]; // 10:00-10:30 + 15 min break
    const slots = candidateSlots({
      ...base,
      availability: { Monday: ['09:00', '09:30', '10:00', '10:30', '11:00'] },
      duration: 30,
      timingInterval: 15,
      breakInterval: 15,
      busy,
    });
    const free = slots.filter((s) => s.isAvailable).map((s) => s.time);
    expect(free).toEqual(['09:00', '09:15', '10:45', '11:00']);
  });
});

describe('canonicalZone', () => {
  it('gives every spelling of a zone one name, so zone data is kept once per zone', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.array(fc.boolean(), { maxLength: 40 }), (zone, upper) => {
        const spelling = [...zone].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join('');
        expect(canonicalZone(spelling)).toBe(zone);
      }),
    );
    expect(canonicalZone('UTC')).toBe('UTC');
  });
});

describe('offsetFromFormatter', () => {
  it("agrees with luxon's offset in every zone at any instant (DST changes and half-hour zones included)", () => {
    const zones = Intl.supportedValuesOf('timeZone');
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) }), (zone, instant) => {
        expect(offsetFromFormatter(zone, instant)).toBe(IANAZone.create(zone).offset(instant));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('slot engine with masters (properties)', () => {
  const masterDay = fc.record({
    id: fc.uuid(),
    // An empty map follows the service's hours; otherwise the master's own blocks.
    availability: fc.oneof(fc.constant({}), availability),
    busy: busyRanges,
  });
  const team = fc.array(masterDay, { minLength: 1, maxLength: 5 });
  const serviceRules = fc.record({
    availability,
    duration: fc.integer({ min: 5, max: 240 }),
    timingInterval: fc.integer({ min: 15, max: 60 }),
    breakInterval: fc.integer({ min: 0, max: 60 }),
  });

  it('offers a time for "any master" exactly when at least one master doing the service is free then', () => {
    fc.assert(
      fc.property(serviceRules, team, (r, masters) => {
        const rules = { ...base, ...r };
        const any = teamSlots(rules, masters);
        const perMaster = masters.map((master) => masterSlots(rules, master));
        const starts = new Set(perMaster.flat().map((slot) => slot.start));
        expect(new Set(any.map((slot) => slot.start))).toEqual(starts);
        for (const slot of any) {
          const freeSomewhere = perMaster.some((slots) => slots.some((s) => s.start === slot.start && s.isAvailable));
          expect(slot.isAvailable).toBe(freeSomewhere);
        }
      }),
    );
  });

  it("a master's free time lies inside both the service's hours and their own, and clear of their own bookings", () => {
    fc.assert(
      fc.property(serviceRules, masterDay, (r, master) => {
        const rules = { ...base, ...r };
        const serviceWindows = windowsOf(r.availability.Monday);
        const own =
          Object.keys(master.availability).length === 0
            ? serviceWindows
            : windowsOf((master.availability as Record<string, string[]>).Monday);
        for (const slot of masterSlots(rules, master)) {
          const start = toMinutes(slot.time);
          expect(serviceWindows.some((w) => w.from <= start && start + r.duration <= w.to)).toBe(true);
          expect(own.some((w) => w.from <= start && start + r.duration <= w.to)).toBe(true);
          if (slot.isAvailable) for (const [from, to] of master.busy) expect(slot.start < to && from < slot.blockedUntil).toBe(false);
        }
      }),
    );
  });

  it('with one master, "any master" is exactly that master', () => {
    fc.assert(
      fc.property(serviceRules, masterDay, (r, master) => {
        const rules = { ...base, ...r };
        expect(teamSlots(rules, [master])).toEqual(masterSlots(rules, master));
        expect(masterHours(r.availability, {})).toBe(r.availability);
      }),
    );
  });
});
