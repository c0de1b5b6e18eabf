import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymeCheckoutPayload } from './checkout-link.ts';
import { rateToBasisPoints, somToTiyin, splitCommission, tiyinToSom } from './money.ts';

// Up to 10^9 UZS, ten times the test page's maximum, and exact in doubles when multiplied by a rate.
const tiyin = fc.integer({ min: 0, max: 100_000_000_000 });
const basisPoints = fc.integer({ min: 0, max: 10_000 });

describe('reserve fee commission', () => {
  it('splits every amount into two whole parts that add up to what was paid', () => {
    fc.assert(
      fc.property(tiyin, basisPoints, (amount, points) => {
        const { commissionAmount, providerAmount } = splitCommission(amount, points);
        expect(Number.isSafeInteger(commissionAmount) && Number.isSafeInteger(providerAmount)).toBe(true);
        expect(commissionAmount + providerAmount).toBe(amount);
        expect(commissionAmount).toBeGreaterThanOrEqual(0);
        expect(commissionAmount).toBeLessThanOrEqual(amount);
        // Within half a tiyin of the exact share.
        expect(Math.abs(commissionAmount * 10_000 - amount * points)).toBeLessThanOrEqual(5_000);
      }),
    );
  });

  it('never takes less when the rate grows', () => {
    fc.assert(
      fc.property(tiyin, basisPoints, basisPoints, (amount, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(splitCommission(amount, low).commissionAmount).toBeLessThanOrEqual(splitCommission(amount, high).commissionAmount);
      }),
    );
  });

  it('reads rates as stored (numeric with two decimals) and refuses nonsense', () => {
    expect(rateToBasisPoints('5')).toBe(500);
    expect(rateToBasisPoints('5.5')).toBe(550);
    expect(rateToBasisPoints('12.25')).toBe(1225);
    expect(rateToBasisPoints(7)).toBe(700);
    expect(splitCommission(5_000_000, 500)).toEqual({ commissionAmount: 250_000, providerAmount: 4_750_000 });
    expect(() => rateToBasisPoints('101')).toThrow(RangeError);
    expect(() => rateToBasisPoints('-1')).toThrow(RangeError);
    expect(() => splitCommission(1.5, 500)).toThrow(RangeError);
  });
});

describe('som and tiyin', () => {
  it('round-trips every tiyin amount through Click som text', () => {
    fc.assert(
      fc.property(tiyin, (amount) => {
        const som = tiyinToSom(amount);
        expect(som).toMatch(/^\d+\.\d{2}$/);
        expect(somToTiyin(som)).toBe(amount);
      }),
    );
  });

  it('reads som with up to two decimals only', () => {
    expect(somToTiyin('49000')).toBe(4_900_000);
    expect(somToTiyin('49000.5')).toBe(4_900_050);
    expect(somToTiyin('1000.01')).toBe(100_001);
    expect(somToTiyin('1.001')).toBeNull();
    expect(somToTiyin('-5')).toBeNull();
    expect(somToTiyin('1e5')).toBeNull();
  });
});

describe('Payme checkout link', () => {
  it("matches the documentation's worked example byte for byte", () => {
    const params = 'm=587f72c72cac0d162c722ae2;ac.order_id=197;a=500';
    expect(Buffer.from(params).toString('base64')).toBe('bT01ODdmNzJjNzJjYWMwZDE2MmM3MjJhZTI7YWMub3JkZXJfaWQ9MTk3O2E9NTAw');
    const payload = paymeCheckoutPayload(
      '587f72c72cac0d162c722ae2',
      { orderId: '197', amount: 500 },
      'https://qabul.uz/payment/return?order=197',
    );
    expect(Buffer.from(payload, 'base64').toString()).toBe(
      'm=587f72c72cac0d162c722ae2;ac.order_id=197;a=500;l=uz;c=https://qabul.uz/payment/return?order=197',
    );
    expect(() => paymeCheckoutPayload('m', { orderId: '1', amount: 1 }, 'https://x.uz/?a=1;b=2')).toThrow();
  });
});
