import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayPhone, maskPhone, samePhone, toE164 } from './phone.ts';

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

  it('shows every Uzbek mobile number grouped as "+998 90 765 43 21", and reads it back as the same number', () => {
    const operator = fc.constantFrom('33', '50', '77', '88', '90', '91', '93', '94', '95', '97', '98', '99');
    const subscriber = fc.integer({ min: 0, max: 9_999_999 }).map((n) => String(n).padStart(7, '0'));
    fc.assert(
      fc.property(operator, subscriber, (op, rest) => {
        const e164 = `+998${op}${rest}`;
        const shown = displayPhone(e164);
        expect(shown).toBe(`+998 ${op} ${rest.slice(0, 3)} ${rest.slice(3, 5)} ${rest.slice(5)}`);
        expect(toE164(shown)).toBe(e164);
      }),
    );
    expect(displayPhone('998907654321')).toBe('+998 90 765 43 21');
    expect(displayPhone('salom')).toBe('salom');
  });
});
