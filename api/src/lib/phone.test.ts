import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPhone, samePhone, toE164 } from './phone.ts';

describe('phones', () => {
  it('reads the usual ways of writing an Uzbek number as one E.164 number', () => {
    for (const written of ['+998 90 123 45 67', '+998 90 123-45-67', '90 123 45 67', '901234567', '998901234567', '(90) 123-45-67']) {
      expect(toE164(written), written).toBe('+998901234567');
    }
    expect(toE164('+7 912 345 67 89')).toBe('+79123456789');
    expect(toE164('12')).toBeNull();
  });

  it('matches any two writings of the same nine-digit Uzbek number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(33|50|77|88|9[0-9])[0-9]{7}$/), (local) => {
        const spaced = `${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5, 7)} ${local.slice(7)}`;
        expect(samePhone(`+998${local}`, spaced)).toBe(true);
        expect(samePhone(`998${local}`, local)).toBe(true);
      }),
    );
  });

  it('masks all but the country and operator code and the last two digits', () => {
    expect(maskPhone('+998901234567')).toBe('+998 90 *** ** 67');
    expect(maskPhone('+998 90 123 45 67')).not.toContain('123');
  });
});
