import type { Language } from '../../contracts/i18n/languages.ts';
import { formatMessage } from '../../contracts/i18n/format.ts';
import { planNameFor } from '../subscriptions/index.ts';
import { paymentMessages } from './messages.ts';
import type { PaymentReceipt, ReceiptRow } from './orders.queries.ts';

/**
 * Receipts in the reader's language: a plan's order names the plan as they read it and its days in their words
 * ("Базовый (30 дней)"); the stored description is Uzbek, as the payment systems were sent it.
 */
export function receiptsIn(rows: ReceiptRow[], language: Language): PaymentReceipt[] {
  return rows.map(({ planCode, planDays, ...receipt }) => {
    if (receipt.kind !== 'subscription' || receipt.planName === null) return receipt;
    const plan = planNameFor({ code: planCode, name: receipt.planName }, language);
    const description = planDays
      ? formatMessage(language, paymentMessages[language].planOrder, { plan, days: planDays })
      : receipt.description;
    return { ...receipt, planName: plan, description };
  });
}
