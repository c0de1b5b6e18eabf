import type { Db } from '../../lib/transaction.ts';

/** The three ways an order can be paid; each refuses an order another one holds (ADR 026). */
export type PaymentPath = 'payme' | 'click' | 'telegram';

/**
 * Which payment path holds the order now, if any: a Payme transaction in state 1 or 2, a Click prepare or
 * confirm, or a Telegram pre-checkout we approved whose money may still come. Read under the order's row lock
 * (every path locks it first), so two paths can never both see it free.
 */
export async function orderHolder(db: Db, orderId: string, now: Date): Promise<PaymentPath | null> {
  const { rows } = await db.query<{ path: PaymentPath }>(
    `select 'payme' as path from payme_transactions where order_id = $1 and state in (1, 2)
     union all select 'click' from click_transactions where order_id = $1 and state in ('prepared', 'confirmed')
     union all select 'telegram' from payment_orders where id = $1 and telegram_checkout_until > $2
     limit 1`,
    [orderId, now],
  );
  return rows[0]?.path ?? null;
}

/** Telegram's payment for the order may arrive until `until`; nobody else takes the order meanwhile. */
export async function holdForTelegram(db: Db, orderId: string, until: Date | null): Promise<void> {
  await db.query('update payment_orders set telegram_checkout_until = $2 where id = $1', [orderId, until]);
}
