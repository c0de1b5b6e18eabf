import { describe, expect, it } from 'vitest';
import { showsAnyOf } from './use-live-calendar.ts';

describe('which open calendar reads a change event refreshes', () => {
  const week = ['calendar', '2026-12-07', 7, 'm1', false] as const;
  const day = ['calendar', '2026-12-09', 1, null, false] as const;

  it('a read whose days hold one of the changed dates', () => {
    expect(showsAnyOf(week, new Set(['2026-12-13']))).toBe(true);
    expect(showsAnyOf(week, new Set(['2026-12-14']))).toBe(false);
    expect(showsAnyOf(day, new Set(['2026-12-09', '2026-12-20']))).toBe(true);
    expect(showsAnyOf(day, new Set(['2026-12-08']))).toBe(false);
  });

  it('every read when the event names no dates', () => {
    expect(showsAnyOf(day, null)).toBe(true);
  });
});
