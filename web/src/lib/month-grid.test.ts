import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, weekdayIndex } from './dates.ts';
import { bookableRange, buildMonthGrid, canShowMonth, closedWeekdays, dayAfterKey, shiftMonth, windowRange } from './month-grid.ts';

const months = fc.record({ year: fc.integer({ min: 2000, max: 2100 }), monthIndex: fc.integer({ min: 0, max: 11 }) });

describe('month grid', () => {
  it('is 6 weeks of 7 consecutive days, Monday first, covering the whole month', () => {
    fc.assert(
      fc.property(months, (view) => {
        const weeks = buildMonthGrid(view, '1999-01-01');
        const days = weeks.flat();
        expect(weeks).toHaveLength(6);
        expect(weeks.every((w) => w.length === 7)).toBe(true);
        expect(weekdayIndex(days[0]!.date)).toBe(0);
        for (let i = 1; i < days.length; i += 1) expect(days[i]!.date).toBe(addDays(days[i - 1]!.date, 1));
        const inMonth = days.filter((c) => c.inMonth);
        expect(inMonth[0]!.day).toBe(1);
        expect(new Date(Date.UTC(view.year, view.monthIndex, inMonth.length + 1)).getUTCDate()).toBe(1);
      }),
    );
  });

  it('disables past days, other months and days past the horizon', () => {
    const cells = buildMonthGrid({ year: 2026, monthIndex: 11 }, '2026-12-10', bookableRange('2026-12-10', 5)).flat();
    const byDate = Object.fromEntries(cells.map((c) => [c.date, c]));
    expect(byDate['2026-12-09']!.disabled).toBe(true);
    expect(byDate['2026-12-10']).toMatchObject({ disabled: false, isToday: true });
    expect(byDate['2026-12-15']!.disabled).toBe(false);
    expect(byDate['2026-12-16']!.disabled).toBe(true);
    expect(byDate['2026-11-30']!.disabled).toBe(true);
  });

  it('disables closed weekdays inside the range and marks them closed', () => {
    // 2026-12-13 is a Sunday.
    const range = { ...bookableRange('2026-12-10'), isClosed: (date: string) => weekdayIndex(date) === 6 };
    const byDate = Object.fromEntries(
      buildMonthGrid({ year: 2026, monthIndex: 11 }, '2026-12-10', range)
        .flat()
        .map((c) => [c.date, c]),
    );
    expect(byDate['2026-12-13']).toMatchObject({ closed: true, disabled: true });
    expect(byDate['2026-12-14']).toMatchObject({ closed: false, disabled: false });
    // A past Sunday is out of range, not "closed".
    expect(byDate['2026-12-06']).toMatchObject({ closed: false, disabled: true });
  });

  it('with an open range every day of the month can be picked', () => {
    const cells = buildMonthGrid({ year: 2026, monthIndex: 0 }, '2026-12-10', {}).flat();
    expect(cells.filter((c) => c.inMonth).every((c) => !c.disabled)).toBe(true);
  });

  it('moves across years and never shows months outside the range', () => {
    expect(shiftMonth({ year: 2026, monthIndex: 0 }, -1)).toEqual({ year: 2025, monthIndex: 11 });
    expect(shiftMonth({ year: 2026, monthIndex: 11 }, 1)).toEqual({ year: 2027, monthIndex: 0 });
    const range = bookableRange('2026-12-10');
    expect(canShowMonth({ year: 2026, monthIndex: 10 }, range)).toBe(false);
    expect(canShowMonth({ year: 2026, monthIndex: 11 }, range)).toBe(true);
    expect(canShowMonth({ year: 2027, monthIndex: 2 }, range)).toBe(true);
    expect(canShowMonth({ year: 2027, monthIndex: 3 }, range)).toBe(false);
    expect(canShowMonth({ year: 1990, monthIndex: 3 }, {})).toBe(true);
  });

  it('reads closed weekdays from a week of slot lists; unknown days stay open', () => {
    const week = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'];
    const closed = closedWeekdays(week, [[{}], [], [{}], undefined, [{}], [{}], []]);
    expect([...closed].sort()).toEqual([1, 6]);
  });

  it('keeps a weekday open when only one of its dates is closed (a day off), over two weeks of lists', () => {
    const days = Array.from({ length: 14 }, (_, i) => `2026-12-${String(7 + i).padStart(2, '0')}`);
    // Monday the 7th is a day off, Monday the 14th is open; both Sundays are closed.
    const lists = days.map((date) => (date === '2026-12-07' || date === '2026-12-13' || date === '2026-12-20' ? [] : [{}]));
    expect([...closedWeekdays(days, lists)]).toEqual([6]);
  });

  it("ends at the service's last bookable day and starts where its notice leaves a time", () => {
    const window = { earliest: '2026-12-12 09:00', firstDay: '2026-12-12', lastDay: '2026-12-17' };
    const cells = buildMonthGrid({ year: 2026, monthIndex: 11 }, '2026-12-10', windowRange('2026-12-10', window)).flat();
    const open = cells.filter((c) => !c.disabled).map((c) => c.date);
    expect(open).toEqual(['2026-12-12', '2026-12-13', '2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17']);
    expect(windowRange('2026-12-10', null)).toEqual(bookableRange('2026-12-10'));
  });
});

describe('keys on the month grid', () => {
  it('move a day, a week, to the week ends and a month, and ignore other keys', () => {
    // 2026-11-25 is a Wednesday.
    expect(dayAfterKey('2026-11-25', 'ArrowLeft')).toBe('2026-11-24');
    expect(dayAfterKey('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(dayAfterKey('2026-11-25', 'ArrowUp')).toBe('2026-11-18');
    expect(dayAfterKey('2026-11-25', 'ArrowDown')).toBe('2026-12-02');
    expect(dayAfterKey('2026-11-25', 'Home')).toBe('2026-11-23');
    expect(dayAfterKey('2026-11-25', 'End')).toBe('2026-11-29');
    expect(dayAfterKey('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(dayAfterKey('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(dayAfterKey('2026-12-15', 'PageDown')).toBe('2027-01-15');
    expect(dayAfterKey('2026-11-25', 'Enter')).toBeNull();
  });

  it('Home lands on a Monday and End on a Sunday of the same week', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (offset) => {
        const date = addDays('2000-01-01', offset);
        const home = dayAfterKey(date, 'Home')!;
        const end = dayAfterKey(date, 'End')!;
        expect(weekdayIndex(home)).toBe(0);
        expect(weekdayIndex(end)).toBe(6);
        expect(home <= date && date <= end).toBe(true);
      }),
    );
  });
});
