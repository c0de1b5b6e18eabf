import { describe, expect, it } from 'vitest';
import { groupSlots, slotGroupOf } from './slot-groups.ts';

describe('settings time-slot groups', () => {
  it('splits the day at 12:00 and 17:00', () => {
    expect(slotGroupOf('00:00')).toBe('morning');
    expect(slotGroupOf('11:59')).toBe('morning');
    expect(slotGroupOf('12:00')).toBe('afternoon');
    expect(slotGroupOf('16:59')).toBe('afternoon');
    expect(slotGroupOf('17:00')).toBe('evening');
    expect(slotGroupOf('23:30')).toBe('evening');
  });

  it('puts every slot in its group in time order', () => {
    const slots = [
      { id: 3, time: '17:00', isAvailable: true, category: 'general' },
      { id: 2, time: '12:30', isAvailable: false, category: 'general' },
      { id: 1, time: '09:00', isAvailable: true, category: 'general' },
      { id: 4, time: '10:00', isAvailable: true, category: 'general' },
    ];
    const groups = groupSlots(slots);
    expect(groups.morning.map((s) => s.id)).toEqual([1, 4]);
    expect(groups.afternoon.map((s) => s.id)).toEqual([2]);
    expect(groups.evening.map((s) => s.id)).toEqual([3]);
    expect(groupSlots([])).toEqual({ morning: [], afternoon: [], evening: [] });
  });
});
