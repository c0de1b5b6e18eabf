/**
 * Money arithmetic for payments, in integer tiyin (1 UZS = 100 tiyin). Rates are percentages with at most two
 * decimals (numeric(5,2)), handled as basis points so nothing passes through floating point.
 */

/** "5", "5.5", "12.25", 5 -> basis points (500, 550, 1225). */
export function rateToBasisPoints(rate: string | number): number {
  const text = typeof rate === 'number' ? rate.toFixed(2) : rate.trim();
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not a commission rate: ${rate}`);
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (points > 10_000) throw new RangeError(`commission rate above 100%: ${rate}`);
  return points;
}

/**
 * The platform's commission on a reserve fee, rounded half up to a whole tiyin; the provider gets the rest,
 * so the two always add up to what the client paid.
 */
export function splitCommission(amount: number, basisPoints: number): { commissionAmount: number; providerAmount: number } {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not an amount in tiyin: ${amount}`);
  const commission = (BigInt(amount) * BigInt(basisPoints) + 5_000n) / 10_000n;
  const commissionAmount = Number(commission);
  return { commissionAmount, providerAmount: amount - commissionAmount };
}

/** Click speaks som with two decimals ("49000.00"); we keep tiyin. */
export function tiyinToSom(amount: number): string {
  const whole = Math.trunc(amount / 100);
  const cents = String(amount % 100).padStart(2, '0');
  return `${whole}.${cents}`;
}

/** "49000", "49000.5", "49000.00" -> 4900000; null when it is not a som amount with at most two decimals. */
export function somToTiyin(text: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
