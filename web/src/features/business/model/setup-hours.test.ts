import { describe, expect, it } from 'vitest';
import { DEFAULT_HOURS, hoursOf, weekOf } from './setup-hours.ts';

describe("the setup's working hours", () => {
  it('open the chosen days in half-hour blocks up to the closing time, and close the others', () => {
    const week = weekOf({ days: ['Monday', 'Saturday'], from: '09:00', to: '11:00' });
    expect(week.Monday).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(week.Saturday).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(week.Sunday).toEqual([]);
    expect(week.Tuesday).toEqual([]);
  });

  it('open nothing when closing is not after opening', () => {
    expect(weekOf({ days: ['Monday'], from: '18:00', to: '09:00' }).Monday).toEqual([]);
  });

  it('are six days, 09:00 to 18:00, until the owner says otherwise', () => {
    expect(DEFAULT_HOURS.days).not.toContain('Sunday');
    expect(DEFAULT_HOURS.days).toHaveLength(6);
  });

  it('read back from a week of one window, and not from an empty or uneven one', () => {
    expect(hoursOf(weekOf(DEFAULT_HOURS))).toEqual(DEFAULT_HOURS);
    expect(hoursOf({})).toBeNull();
    expect(hoursOf({ Monday: ['09:00', '09:30'], Tuesday: ['10:00'] })).toBeNull();
    expect(hoursOf({ Monday: ['09:00', '10:00'] })).toBeNull();
  });
});
