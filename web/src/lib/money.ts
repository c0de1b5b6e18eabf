import {
  formatMoney as moneyIn,
  formatPlanPrice as planPriceIn,
  formatServicePrice as servicePriceIn,
  type ServicePrice,
} from '@qabul/api/i18n';
import { money } from '../config/messages.ts';
import { messagesLanguage } from './i18n/localized.ts';

/**
 * Money in the language the app speaks, through the one money module every surface shares (`@qabul/i18n`):
 * 4 900 000 tiyin -> "49 000 so'm" / "49 000 сўм" / "49 000 сум", never the code "UZS" (that is for payment
 * systems). Amounts are integer tiyin (hundredths).
 */
export function formatMoney(tiyin: number): string {
  return moneyIn(messagesLanguage(), tiyin);
}

/** A plan's price per month, or "Bepul" / "Бесплатно" for a free plan. */
export function formatPlanPrice(tiyin: number): string {
  return planPriceIn(messagesLanguage(), tiyin);
}

/** A service's price: its amount in the reader's language ("от 80 000 сум"), else the provider's text as typed. */
export function formatServicePrice(service: ServicePrice): string {
  return servicePriceIn(messagesLanguage(), service);
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

/** Whole so'm typed in a form -> tiyin for the API; empty or invalid -> 0. */
export function uzsToTiyin(input: string): number {
  const value = Number.parseInt(input.replace(/\s/g, ''), 10);
  return Number.isFinite(value) && value > 0 ? value * 100 : 0;
}
