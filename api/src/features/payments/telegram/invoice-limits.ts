/**
 * The totals Telegram takes in an invoice, per currency, in the currency's smallest units (tiyin for UZS): an
 * invoice outside them is refused (CURRENCY_TOTAL_AMOUNT_INVALID), so the Mini App pays such a fee by the checkout
 * link instead. The one table of them.
 *
 * Source: Telegram's currencies list, https://core.telegram.org/bots/payments/currencies.json (fields `min_amount`
 * and `max_amount`; for UZS `exp` is 2, amounts in tiyin), as published when last read here. Telegram keeps them at
 * about 1 USD and 10 000 USD at the day's rate, so they drift with the som: read them again when it moves. An
 * invoice Telegram refuses all the same (the rate moved under a fee near the edge) falls back to the checkout link
 * too (telegram/mini-app-invoices.ts).
 */
export const INVOICE_AMOUNT_LIMITS: Readonly<Record<string, { min: number; max: number }>> = {
  UZS: { min: 1_208_500, max: 12_085_000_124 },
};

/** Whether Telegram takes an invoice of `amount` (smallest units) in `currency`; a currency not listed is never invoiced. */
export function invoiceAmountAllowed(currency: string, amount: number): boolean {
  const limits = INVOICE_AMOUNT_LIMITS[currency];
  return Boolean(limits) && Number.isInteger(amount) && amount >= limits!.min && amount <= limits!.max;
}
