import { afterEach, describe, expect, it } from 'vitest';
import { addTranslations, setMessagesLanguage } from './i18n/localized.ts';
import { formatMoney, formatPlanPrice, formatServicePrice, planTerm, uzsToTiyin } from './money.ts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

afterEach(() => setMessagesLanguage('uz'));

describe('money on the web', () => {
  it("shows tiyin as grouped so'm in the language the app speaks, never the code", () => {
    expect(formatMoney(4_900_000)).toBe("49\u00a0000\u00a0so'm");
    addTranslations('ru', {});
    setMessagesLanguage('ru');
    expect(plain(formatMoney(4_900_000))).toBe('49 000 сум');
    expect(plain(formatServicePrice({ price: "80 000 so'mdan", priceAmount: 8_000_000, priceFrom: true }))).toBe('от 80 000 сум');
    expect(formatServicePrice({ price: 'kelishiladi', priceAmount: null, priceFrom: false })).toBe('kelishiladi');
  });

  it("prints plan prices per month, and 'Bepul' for free plans", () => {
    expect(plain(formatPlanPrice(14_900_000))).toBe("149 000 so'm / oy");
    expect(formatPlanPrice(0)).toBe('Bepul');
  });

  it('describes the free plan as never ending, whatever days it stores, and a paid one by its days', () => {
    expect(planTerm({ price: 0, durationDays: 30 })).toBe('Muddatsiz');
    expect(planTerm({ price: 4_900_000, durationDays: 30 })).toBe('30 kunlik');
  });

  it('turns typed whole UZS into tiyin, empty or invalid into 0', () => {
    expect(uzsToTiyin('20000')).toBe(2_000_000);
    expect(uzsToTiyin('20 000')).toBe(2_000_000);
    expect(uzsToTiyin('')).toBe(0);
    expect(uzsToTiyin('abc')).toBe(0);
    expect(uzsToTiyin('-5')).toBe(0);
  });
});
