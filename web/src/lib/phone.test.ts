import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone.ts';

describe('formatPhone', () => {
  it('groups an Uzbek number however it was written', () => {
    expect(formatPhone('+998905551122')).toBe('+998 90 555 11 22');
    expect(formatPhone('998905551122')).toBe('+998 90 555 11 22');
    expect(formatPhone('+998 (90) 555-11-22')).toBe('+998 90 555 11 22');
  });

  it('keeps any other number as it came', () => {
    expect(formatPhone('+79161234567')).toBe('+79161234567');
    expect(formatPhone(' 90 555 11 22 ')).toBe('90 555 11 22');
  });
});
