import { describe, expect, it } from 'vitest';
import { formatPlanPrice, formatUzs, planTerm, uzsToTiyin } from './money.ts';

describe('money', () => {
  it('shows tiyin as whole UZS with grouped digits', () => {
    expect(formatUzs(4_900_000)).toBe('49\u00a0000 UZS');
    expect(formatUzs(100)).toBe('1 UZS');
  });

  it("prints plan prices per month, and 'Bepul' for free plans", () => {
    expect(formatPlanPrice(14_900_000)).toBe('149\u00a0000 UZS / oy');
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
