import { describe, expect, it } from 'vitest';
import { cleanStartParam } from '@qabul/api/schemas';

describe('start parameter', () => {
  it('keeps only letters, digits, underscore and hyphen', () => {
    expect(cleanStartParam('aziz_barber-1')).toBe('aziz_barber-1');
    expect(cleanStartParam('../admin?x=<b>')).toBe('adminxb');
    expect(cleanStartParam(null)).toBe('');
  });
});
