import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { type DateOverride, type DayOff, isDayOff, masterHoursOn, serviceHoursOn } from './day-rules.ts';
import { addDays, formatMinutes, overlapsAny, ruleBreak, teamSlots, toMinutes } from './slot-engine.ts';

/**
 * The provider tools' rules over the pure engine (DECISIONS.md, Provider tools): whatever the rules, days off and
 * overrides, no offered time breaks a rule, falls on a day off or outside the date's own blocks, or would overlap
 * a booking once its buffer before counts; a master at the daily cap offers nothing.
 */
const ZONE = 'Asia/Tashkent';
const TODAY = '2026-12-07';
const MASTERS = ['a', 'b', 'c'];
const minute = 60_000;
const halfHour = fc.integer({ min: 0, max: 47 }).map((i) => formatMinutes(i * 30));
const blocks = fc.uniqueArray(halfHour, { maxLength: 48 });
const dayOffset = fc.integer({ min: -2, max: 40 });

const scenario = fc.record({
  offset: dayOffset,
  nowMinute: fc.integer({ min: 0, max: 1439 }),
  weekly: blocks,
  masterWeekly: fc.array(fc.option(blocks, { nil: undefined }), { minLength: 3, maxLength: 3 }),
  duration: fc.integer({ min: 5, max: 180 }),
  timingInterval: fc.integer({ min: 15, max: 60 }),
  breakInterval: fc.integer({ min: 0, max: 60 }),
  minNoticeMinutes: fc.integer({ min: 0, max: 10_080 }),
  maxAdvanceDays: fc.integer({ min: 1, max: 365 }),
  bufferBefore: fc.integer({ min: 0, max: 60 }),
  dailyLimit: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  booked: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 3, maxLength: 3 }),
  busy: fc.array(fc.tuple(fc.integer({ min: -120, max: 1500 }), fc.integer({ min: 5, max: 240 })), { maxLength: 6 }),
  daysOff: fc.array(
    fc.record({ from: dayOffset, length: fc.integer({ min: 0, max: 5 }), staff: fc.option(fc.constantFrom(...MASTERS), { nil: null }) }),
    { maxLength: 3 },
  ),
  overrides: fc.array(fc.record({ staff: fc.option(fc.constantFrom(...MASTERS), { nil: null }), times: blocks }), { maxLength: 2 }),
});

describe('booking rules, days off and overrides in the slot engine', () => {
  it('never offer a time that breaks a rule, falls on a day off or outside the date, or overlaps with its buffer', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const date = addDays(TODAY, s.offset);
        const now = DateTime.fromISO(TODAY, { zone: ZONE }).toMillis() + s.nowMinute * minute;
        const dayStart = DateTime.fromISO(date, { zone: ZONE }).toMillis();
        const daysOff: DayOff[] = s.daysOff.map((d) => ({
          from: addDays(TODAY, d.from),
          to: addDays(TODAY, d.from + d.length),
          staffId: d.staff,
        }));
        const overrides: DateOverride[] = s.overrides.map((o) => ({ date, staffId: o.staff, times: o.times }));
        const weekday = DateTime.fromISO(date).toFormat('cccc');
        const serviceHours = serviceHoursOn(date, { [weekday]: s.weekly }, overrides);
        const busy = s.busy.map(([from, length]) => [dayStart + from * minute, dayStart + (from + length) * minute] as const);
        const masters = MASTERS.map((id, i) => ({
          id,
          availability: masterHoursOn(date, id, s.masterWeekly[i] ? { [weekday]: s.masterWeekly[i] } : {}, overrides),
          busy,
          closed: isDayOff(date, id, daysOff),
          full: s.dailyLimit !== null && (s.booked[i] ?? 0) >= s.dailyLimit,
        }));
        const rules = {
          date,
          providerZone: ZONE,
          availability: serviceHours,
          duration: s.duration,
          timingInterval: s.timingInterval,
          breakInterval: s.breakInterval,
          now,
          horizonDays: s.maxAdvanceDays,
          minNoticeMinutes: s.minNoticeMinutes,
          bufferBefore: s.bufferBefore,
        };
        const open = masters.filter((m) => !m.closed && !m.full);
        const offered = teamSlots(rules, masters).filter((slot) => slot.isAvailable);
        const dayBlocks = new Set((serviceHours[weekday] ?? []).map(toMinutes));
        for (const slot of offered) {
          expect(ruleBreak(rules, slot.start)).toBeNull();
          expect(slot.start).toBeGreaterThanOrEqual(now + s.minNoticeMinutes * minute);
          expect(date <= addDays(TODAY, s.maxAdvanceDays)).toBe(true);
          expect(open.length).toBeGreaterThan(0);
          expect(overlapsAny(slot.start - s.bufferBefore * minute, slot.blockedUntil, busy)).toBe(false);
          // Every half hour the service takes lies in the date's own blocks (an override's when there is one).
          const from = toMinutes(slot.time);
          for (let t = from - (from % 30); t < from + s.duration; t += 30) expect(dayBlocks.has(t)).toBe(true);
        }
        if (open.length === 0) expect(offered).toEqual([]);
        if (MASTERS.every((id) => isDayOff(date, id, daysOff))) expect(teamSlots(rules, masters)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('name the rule a start breaks: past, too_soon, too_far', () => {
    const now = DateTime.fromISO(`${TODAY}T12:00`, { zone: ZONE }).toMillis();
    const rules = { date: TODAY, providerZone: ZONE, now, horizonDays: 5, minNoticeMinutes: 120 };
    expect(ruleBreak(rules, now - minute)).toBe('past');
    expect(ruleBreak(rules, now + 60 * minute)).toBe('too_soon');
    expect(ruleBreak(rules, now + 120 * minute)).toBeNull();
    expect(ruleBreak({ ...rules, date: addDays(TODAY, 6) }, now + 6 * 1440 * minute)).toBe('too_far');
    expect(ruleBreak({ ...rules, date: addDays(TODAY, 5) }, now + 5 * 1440 * minute)).toBeNull();
  });
});
