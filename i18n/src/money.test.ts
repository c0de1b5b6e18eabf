import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { formatMoney, formatPlanPrice, formatServicePrice, parseMoney } from './money.ts';

/** The screens' non-breaking spaces, written as plain ones to read the expectations. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatMoney', () => {
  it("groups the so'm and writes the currency word of each language, never the code", () => {
    expect(plain(formatMoney('uz', 8_000_000))).toBe("80 000 so'm");
    expect(plain(formatMoney('uz-Cyrl', 8_000_000))).toBe('80 000 сўм');
    expect(plain(formatMoney('ru', 8_000_000))).toBe('80 000 сум');
    expect(plain(formatMoney('ru', 1_490_000_000))).toBe('14 900 000 сум');
    for (const language of LANGUAGES) expect(formatMoney(language, 4_900_000)).not.toContain('UZS');
  });

  it('keeps an amount on one line on a screen, and writes plain spaces in a message', () => {
    expect(formatMoney('uz', 5_000_000)).toBe("50\u00a0000\u00a0so'm");
    expect(formatMoney('ru', 5_000_000, { plainSpaces: true })).toBe('50 000 сум');
  });

  it('shows tiyin only when there are some', () => {
    expect(plain(formatMoney('uz', 123_450))).toBe("1 234,50 so'm");
    expect(plain(formatMoney('ru', 100))).toBe('1 сум');
  });
});

describe('formatPlanPrice', () => {
  it("says the price per month, or free in the reader's word", () => {
    expect(plain(formatPlanPrice('uz', 4_900_000))).toBe("49 000 so'm / oy");
    expect(plain(formatPlanPrice('uz-Cyrl', 4_900_000))).toBe('49 000 сўм / ой');
    expect(plain(formatPlanPrice('ru', 4_900_000))).toBe('49 000 сум / мес.');
    expect([formatPlanPrice('uz', 0), formatPlanPrice('uz-Cyrl', 0), formatPlanPrice('ru', 0)]).toEqual(['Bepul', 'Бепул', 'Бесплатно']);
  });
});

describe('formatServicePrice', () => {
  it('reads an amount in the reader\'s language, "from" as "dan" / "от"', () => {
    const from = { price: "80 000 so'mdan", priceAmount: 8_000_000, priceFrom: true };
    expect(plain(formatServicePrice('uz', from))).toBe("80 000 so'mdan");
    expect(plain(formatServicePrice('uz-Cyrl', from))).toBe('80 000 сўмдан');
    expect(plain(formatServicePrice('ru', from))).toBe('от 80 000 сум');
    expect(plain(formatServicePrice('ru', { ...from, priceFrom: false }))).toBe('80 000 сум');
  });

  it('says free for an amount of 0 (a "from" nothing is still free)', () => {
    expect(formatServicePrice('uz', { price: 'Bepul', priceAmount: 0 })).toBe('Bepul');
    expect(formatServicePrice('uz-Cyrl', { price: 'Bepul', priceAmount: 0 })).toBe('Бепул');
    expect(formatServicePrice('ru', { price: '', priceAmount: 0, priceFrom: true })).toBe('Бесплатно');
  });

  it("keeps the provider's own text exactly as typed when there is no amount", () => {
    const typed = { price: '100–150 ming, kelishiladi', priceAmount: null, priceFrom: false };
    for (const language of LANGUAGES) expect(formatServicePrice(language, typed)).toBe(typed.price);
    expect(formatServicePrice('ru', { price: null, priceAmount: null })).toBe('');
  });
});

describe('parseMoney', () => {
  it('reads the plain amounts people type', () => {
    expect(parseMoney("80 000 so'm")).toEqual({ amount: 8_000_000, from: false });
    expect(parseMoney('80000')).toEqual({ amount: 8_000_000, from: false });
    expect(parseMoney('80.000 UZS')).toEqual({ amount: 8_000_000, from: false });
    expect(parseMoney('80 ming soʻm')).toEqual({ amount: 8_000_000, from: false });
    expect(parseMoney("50 000 so'mdan")).toEqual({ amount: 5_000_000, from: true });
    expect(parseMoney('от 120 000 сум')).toEqual({ amount: 12_000_000, from: true });
    expect(parseMoney('30 000 сўмдан')).toEqual({ amount: 3_000_000, from: true });
    expect(parseMoney('Bepul')).toEqual({ amount: 0, from: false });
    expect(parseMoney('Бесплатно')).toEqual({ amount: 0, from: false });
  });

  it('leaves anything else to stay as typed', () => {
    for (const text of ['', 'kelishiladi', '80-100 ming', '1.5 mln', "80 000,50 so'm", '8 0000', "so'm", '999 999 999 999'])
      expect(parseMoney(text), text).toBeNull();
  });

  it('reads back every amount formatting wrote, in every language, with and without "from"', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000_000 }),
        fc.constantFrom(...LANGUAGES),
        fc.boolean(),
        fc.boolean(),
        (som, language, from, plainSpaces) => {
          const amount = som * 100;
          const text = formatServicePrice(language, { priceAmount: amount, priceFrom: from }, { plainSpaces });
          expect(parseMoney(text)).toEqual({ amount, from: from && amount > 0 });
          expect(parseMoney(formatMoney(language, amount, { plainSpaces }))).toEqual({ amount, from: false });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('grouping without Uzbek locale data', () => {
  it('writes "90 000 so\'m" where a browser with reduced ICU data would write "90,000"', () => {
    const real = Intl.NumberFormat;
    // Chromium without Uzbek data formats `uz` as English does.
    Intl.NumberFormat = ((_: unknown, options?: Intl.NumberFormatOptions) =>
      new real('en', options)) as unknown as typeof Intl.NumberFormat;
    try {
      expect(plain(formatMoney('uz-Cyrl', 9_012_345))).toBe('90 123,45 сўм');
      expect(plain(formatMoney('uz', 9_000_000))).toBe("90 000 so'm");
    } finally {
      Intl.NumberFormat = real;
    }
  });
});
