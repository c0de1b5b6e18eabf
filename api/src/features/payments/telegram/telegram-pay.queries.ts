import type { Db } from '../../../lib/transaction.ts';

export interface TelegramCharge {
  telegramPaymentChargeId: string;
  providerPaymentChargeId: string;
  orderId: string;
  telegramUserId: number;
  amount: number;
  currency: string;
}

/** Records a charge once: false when Telegram's charge id is known already (a repeated update, another instance). */
export async function recordTelegramCharge(db: Db, charge: TelegramCharge, settled: boolean, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `insert into telegram_payments (telegram_payment_charge_id, provider_payment_charge_id, order_id, telegram_user_id, amount, currency, settled, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (telegram_payment_charge_id) do nothing returning id`,
    [
      charge.telegramPaymentChargeId,
      charge.providerPaymentChargeId,
      charge.orderId,
      charge.telegramUserId,
      charge.amount,
      charge.currency,
      settled,
      now,
    ],
  );
  return rows.length > 0;
}
