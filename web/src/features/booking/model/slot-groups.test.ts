import { describe, expect, it } from 'vitest';
import type { Slot } from '../../../lib/types.ts';
import { groupSlots, showsClientTime } from './slot-groups.ts';

const slot = (clientTime: string, timezone = 'Asia/Tashkent'): Slot => ({
  date: '2026-12-07',
  time: '10:00',
  clientTime,
  clientDate: '2026-12-07',
  isAvailable: true,
  timezone,
});

describe('slot groups', () => {
  it('splits at 12 and 18 by the time the client sees, dropping empty groups', () => {
    const groups = groupSlots(['18:00', '06:00', '11:30', '12:00', '17:30'].map((t) => slot(t)));
    expect(groups.map((g) => [g.key, g.slots.map((s) => s.clientTime)])).toEqual([
      ['morning', ['06:00', '11:30']],
      ['afternoon', ['12:00', '17:30']],
      ['evening', ['18:00']],
    ]);
    expect(groupSlots([slot('19:00')]).map((g) => g.key)).toEqual(['evening']);
  });

  it('notes local times only when the slots are in another zone than the provider', () => {
    expect(showsClientTime([slot('10:00')], 'Asia/Tashkent')).toBe(false);
    expect(showsClientTime([slot('08:00', 'Europe/Moscow')], 'Asia/Tashkent')).toBe(true);
    expect(showsClientTime([], 'Asia/Tashkent')).toBe(false);
  });
});
