import { describe, expect, it } from 'vitest';
import { hasStarted, otherStatuses } from './status-options.ts';

describe('admin booking status menu', () => {
  it('offers every status but the current one, Kelmadi only once the visit began', () => {
    expect(otherStatuses('pending', false)).toEqual(['confirmed', 'cancelled']);
    expect(otherStatuses('confirmed', false)).toEqual(['pending', 'cancelled']);
    expect(otherStatuses('pending', true)).toEqual(['confirmed', 'cancelled', 'no_show']);
    expect(otherStatuses('cancelled', true)).toEqual(['pending', 'confirmed', 'no_show']);
    expect(otherStatuses('no_show', true)).toEqual(['pending', 'confirmed', 'cancelled']);
  });

  it('reads a booking as begun from its Tashkent date and time', () => {
    const now = Date.parse('2026-11-24T10:00:00+05:00');
    expect(hasStarted({ date: '2026-11-24', timeSlot: '10:00' }, now)).toBe(true);
    expect(hasStarted({ date: '2026-11-24', timeSlot: '10:30' }, now)).toBe(false);
    expect(hasStarted({ date: '2026-11-23', timeSlot: '18:00' }, now)).toBe(true);
  });
});
