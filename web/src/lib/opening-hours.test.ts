import { describe, expect, it } from 'vitest';
import { type BusinessHours, dayIntervals, intervalsText, isOpenAt } from './opening-hours.ts';

const closedWeek = { Monday: [], Tuesday: [], Wednesday: [], Thursday: [], Friday: [], Saturday: [], Sunday: [] };
/** Saturday 28 November 2026 in Tashkent (UTC+5), open 09:00–13:00 and 14:00–20:00; closed on Sundays. */
const HOURS: BusinessHours = {
  timezone: 'Asia/Tashkent',
  date: '2026-11-28',
  today: [
    { start: '09:00', end: '13:00' },
    { start: '14:00', end: '20:00' },
  ],
  openNow: true,
  nextChangeAt: null,
  week: { ...closedWeek, Monday: [{ start: '10:00', end: '18:00' }], Saturday: [{ start: '09:00', end: '20:00' }] },
};
const tashkent = (time: string, date = '2026-11-28') => new Date(`${date}T${time}:00+05:00`);

describe("the business's hours on its page", () => {
  it('write a day as its stretches', () => {
    expect(intervalsText(HOURS.today)).toBe('09:00–13:00, 14:00–20:00');
    expect(intervalsText([])).toBe('');
  });

  it('are open inside a stretch on the business clock, closed at lunch, at closing time and before opening', () => {
    expect(isOpenAt(HOURS, tashkent('09:00'))).toBe(true);
    expect(isOpenAt(HOURS, tashkent('12:59'))).toBe(true);
    expect(isOpenAt(HOURS, tashkent('13:30'))).toBe(false);
    expect(isOpenAt(HOURS, tashkent('19:59'))).toBe(true);
    expect(isOpenAt(HOURS, tashkent('20:00'))).toBe(false);
    expect(isOpenAt(HOURS, tashkent('08:59'))).toBe(false);
  });

  it("read the business's clock, not the reader's: 06:30 UTC is 11:30 in Tashkent", () => {
    expect(isOpenAt(HOURS, new Date('2026-11-28T06:30:00Z'))).toBe(true);
    expect(isOpenAt(HOURS, new Date('2026-11-28T04:30:00Z'))).toBe(true);
    expect(isOpenAt(HOURS, new Date('2026-11-28T03:30:00Z'))).toBe(false);
  });

  it('take a later day from the usual week (a page left open past midnight)', () => {
    expect(dayIntervals(HOURS, tashkent('10:00', '2026-11-29'))).toEqual([]);
    expect(isOpenAt(HOURS, tashkent('10:00', '2026-11-29'))).toBe(false);
    expect(dayIntervals(HOURS, tashkent('10:00', '2026-11-30'))).toEqual([{ start: '10:00', end: '18:00' }]);
    expect(isOpenAt(HOURS, tashkent('17:59', '2026-11-30'))).toBe(true);
  });

  it('stay open to midnight when a stretch ends at 24:00', () => {
    const late = { ...HOURS, today: [{ start: '18:00', end: '24:00' }] };
    expect(isOpenAt(late, tashkent('23:59'))).toBe(true);
  });
});
