import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DateOverride, isDayOff, masterHoursOn, serviceHoursOn } from './day-rules.ts';
import { addDays, formatMinutes, masterSlots, weekdayOf } from './slot-engine.ts';
import { masterWorkingDay } from './working-day.ts';

/**
 * The calendar's open time (DECISIONS.md, Kalendar) against the slot engine the public page lists from: whatever the
 * service's and the master's hours, the date's overrides and the days off, every start the public list offers the
 * master lies inside their open time; and when the services are offered all day (a salon works by its masters'
 * hours), the open time offers exactly the public list's starts.
 */
const ZONE = 'Asia/Tashkent';
const FIRST = '2026-12-07';
const MASTER = 'm';
const OTHER = 'o';
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const ALL_DAY = Array.from({ length: 48 }, (_, i) => formatMinutes(i * 30));

const halfHour = fc.integer({ min: 0, max: 47 }).map((i) => formatMinutes(i * 30));
const blocks = fc.uniqueArray(halfHour, { maxLength: 48 });
const week = fc.dictionary(fc.constantFrom(...WEEK), blocks, { maxKeys: 7 });
const scenario = fc.record({
  offset: fc.integer({ min: 0, max: 13 }),
  services: fc.array(week, { minLength: 1, maxLength: 3 }),
  /** null: the master has no hours of their own ("whenever the service is offered"). */
  master: fc.option(week, { nil: null }),
  duration: fc.integer({ min: 5, max: 180 }),
  timingInterval: fc.integer({ min: 15, max: 60 }),
  businessOverride: fc.option(blocks, { nil: null }),
  masterOverride: fc.option(blocks, { nil: null }),
  daysOff: fc.array(
    fc.record({
      from: fc.integer({ min: -2, max: 13 }),
      length: fc.integer({ min: 0, max: 3 }),
      staffId: fc.constantFrom(null, MASTER, OTHER),
    }),
    { maxLength: 2 },
  ),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function shape(s: Scenario) {
  const date = addDays(FIRST, s.offset);
  const overrides: DateOverride[] = [
    ...(s.businessOverride ? [{ date, staffId: null, times: s.businessOverride }] : []),
    ...(s.masterOverride ? [{ date, staffId: MASTER, times: s.masterOverride }] : []),
  ];
  const daysOff = s.daysOff.map((off) => ({
    from: addDays(FIRST, off.from),
    to: addDays(FIRST, off.from + off.length),
    staffId: off.staffId,
    note: null,
  }));
  return { date, overrides, daysOff, masterHours: s.master ?? {} };
}

/** What the public list offers this master for one service that day (the slot list's own call, nobody booked). */
function offered(s: Scenario, service: Partial<Record<string, string[]>>): number[] {
  const { date, overrides, daysOff, masterHours } = shape(s);
  const slots = masterSlots(
    {
      date,
      providerZone: ZONE,
      availability: serviceHoursOn(date, service, overrides),
      duration: s.duration,
      timingInterval: s.timingInterval,
      breakInterval: 0,
      now: Date.parse(`${FIRST}T00:00:00Z`) - 86_400_000,
      horizonDays: 365,
    },
    { id: MASTER, availability: masterHoursOn(date, MASTER, masterHours, overrides), busy: [], closed: isDayOff(date, MASTER, daysOff) },
  );
  return slots.filter((slot) => slot.isAvailable).map((slot) => Number(slot.time.slice(0, 2)) * 60 + Number(slot.time.slice(3)));
}

function openDay(s: Scenario, services: Array<Partial<Record<string, string[]>>>) {
  const { date, overrides, daysOff, masterHours } = shape(s);
  return masterWorkingDay({ date, master: { id: MASTER, availability: masterHours }, services, overrides, daysOff });
}

describe('a master’s open time on the calendar', () => {
  it('holds every start the public slot list offers them', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const day = openDay(s, s.services);
        for (const service of s.services) {
          for (const start of offered(s, service)) {
            const inside = day.open.some((window) => window.from <= start && start + s.duration <= window.to);
            expect(inside, `${formatMinutes(start)} offered outside ${JSON.stringify(day)}`).toBe(true);
          }
        }
        expect(day.off).toBe(day.open.length === 0);
      }),
      { numRuns: 400 },
    );
  });

  it('is exactly the public list’s starts when the services are offered all day', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const allDay = Object.fromEntries(WEEK.map((day) => [day, ALL_DAY]));
        const day = openDay(s, [allDay]);
        const fromOpen = day.open.flatMap((window) => {
          const starts: number[] = [];
          for (let t = window.from; t + s.duration <= window.to; t += s.timingInterval) starts.push(t);
          return starts;
        });
        expect(fromOpen).toEqual(offered(s, allDay));
      }),
      { numRuns: 400 },
    );
  });

  it('says why a day is off: the business closed, the master off, or no hours', () => {
    const date = '2026-12-07';
    const master = { id: MASTER, availability: { [weekdayOf(date)]: ['10:00', '10:30'] } };
    const base = { date, master, services: [], overrides: [], daysOff: [] };
    expect(masterWorkingDay(base)).toEqual({ open: [{ from: 600, to: 660 }], off: false });
    expect(masterWorkingDay({ ...base, daysOff: [{ from: date, to: date, staffId: null, note: 'Bayram' }] })).toEqual({
      open: [],
      off: true,
      reason: 'closed',
      note: 'Bayram',
    });
    expect(masterWorkingDay({ ...base, daysOff: [{ from: date, to: date, staffId: MASTER }] })).toMatchObject({
      off: true,
      reason: 'day_off',
    });
    expect(masterWorkingDay({ ...base, overrides: [{ date, staffId: null, times: [] }] })).toMatchObject({ reason: 'closed' });
    expect(masterWorkingDay({ ...base, overrides: [{ date, staffId: MASTER, times: [] }] })).toMatchObject({ reason: 'day_off' });
    expect(masterWorkingDay({ ...base, date: '2026-12-08' })).toMatchObject({ open: [], off: true, reason: 'no_hours' });
    // Without hours of their own, the master works whenever one of their services is offered.
    expect(
      masterWorkingDay({
        ...base,
        master: { id: MASTER, availability: {} },
        services: [{ Monday: ['09:00'] }, { Monday: ['09:30', '12:00'] }],
      }),
    ).toEqual({
      open: [
        { from: 540, to: 600 },
        { from: 720, to: 750 },
      ],
      off: false,
    });
  });
});
