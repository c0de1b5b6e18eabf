import { money } from '../config/messages.ts';

/**
 * Whole UZS with thin grouping: 4900000 tiyin -> "49 000 UZS" (Uzbek, as spec.md writes it), "49 000 сум" in
 * Russian, "49 000 сўм" in Cyrillic (the currency word is the catalogue's; the grouping is the one all three
 * languages share, as Intl writes it, without carrying Intl's helpers into the first screen). Amounts are integer
 * tiyin (hundredths).
 */
export function formatUzs(tiyin: number): string {
  return `${groupDigits(Math.round(tiyin / 100))} ${money.currency}`;
}

/** Plan price per month, or 'Bepul' for a free plan. */
export function formatPlanPrice(tiyin: number): string {
  return tiyin > 0 ? `${groupDigits(Math.round(tiyin / 100))} ${money.perMonth}` : money.free;
}

/**
 * How long a plan runs, the one wording every page uses (plan cards, the admin's plan list, the payment page):
 * the free plan never ends ('Muddatsiz'), a paid one runs its days ('30 kunlik').
 */
export function planTerm(plan: { price: number; durationDays: number }): string {
  return plan.price > 0 ? money.days({ n: plan.durationDays }) : money.noEnd;
}

export function groupDigits(value: number): string {
  // Own grouping so every browser prints the same "1 000 000" with non-breaking spaces.
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** Whole UZS typed in a form -> tiyin for the API; empty or invalid -> 0. */
export function uzsToTiyin(input: string): number {
  const value = Number.parseInt(input.replace(/\s/g, ''), 10);
  return Number.isFinite(value) && value > 0 ? value * 100 : 0;
}
