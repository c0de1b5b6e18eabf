import { describe, expect, it } from 'vitest';
import { detailsText, formatTimestamp } from './format.ts';

describe('activity formatting', () => {
  it('shows a timestamp as the date and time in Tashkent', () => {
    expect(formatTimestamp('2026-11-23T19:30:00Z')).toBe('24-noyabr 2026, 00:30');
    expect(formatTimestamp('not a date')).toBe('');
    expect(formatTimestamp(null)).toBe('');
  });

  it('writes details as text, or an object as key: value pairs without empty ones', () => {
    expect(detailsText('Rol o‘zgardi')).toBe('Rol o‘zgardi');
    expect(detailsText({ from: 'user', to: 'admin', note: null })).toBe('from: user, to: admin');
    expect(detailsText(null)).toBe('');
  });
});
