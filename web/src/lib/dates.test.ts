import { describe, expect, it } from 'vitest';
import { formatDateLong, nowTimeIn, todayIn, weekdayIndex } from './dates.ts';

describe('dates', () => {
  it("computes today in the provider's zone, not the browser's", () => {
    const lateEvening = new Date('2026-12-06T20:30:00Z'); // 01:30 on the 7th in Tashkent (UTC+5)
    expect(todayIn('Asia/Tashkent', lateEvening)).toBe('2026-12-07');
    expect(todayIn('Europe/London', lateEvening)).toBe('2026-12-06');
    expect(nowTimeIn('Asia/Tashkent', lateEvening)).toBe('01:30');
  });

  it('counts weekdays from Monday and formats in Uzbek', () => {
    expect(weekdayIndex('2026-12-07')).toBe(0);
    expect(weekdayIndex('2026-12-13')).toBe(6);
    expect(formatDateLong('2026-12-07')).toBe('Dushanba, 7-dekabr 2026');
  });
});
