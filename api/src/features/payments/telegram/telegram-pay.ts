import type { Pool } from '@qabul/db';
import { type Db, inTransaction } from '../../../lib/transaction.ts';
import { fulfil } from '../fulfilment.ts';
import { orderClosed } from '../order-closing.ts';
import { extendHold, findOrder, type OrderRow, recordPaymentActivity } from '../orders.queries.ts';
import { recordTelegramCharge, type TelegramCharge } from './telegram-pay.queries.ts';

/** Telegram invoices are in UZS with its two decimals, i.e. in tiyin, the unit every order keeps. */
export const INVOICE_CURRENCY = 'UZS';

/**
 * Once Telegram asked us to confirm a payment (pre-checkout) the hold lasts at least this much longer, so money
 * Telegram takes a moment later never finds its booking freed by the hold job in between.
 */
const PAYING_GRACE_MS = 5 * 60_000;

/** A reserve fee still waiting for its money, with its booking still held (DECISIONS.md "Payments"). */
async function awaitingPayment(db: Db, order: OrderRow, now: Date): Promise<boolean> {
  if (order.kind !== 'service_reserve' || order.state !== 'waiting') return false;
  return !(await orderClosed(db, order, now.getTime()));
}

/** The reserve-fee order behind an invoice, or null when there is none by that id. */
export function findReserveOrder(pool: Pool, orderId: string): Promise<OrderRow | null> {
  return findOrder(pool, orderId).then((order) => (order?.kind === 'service_reserve' ? order : null));
}

/** May an invoice be made for it now: still unpaid, not cancelled, its hold not run out. */
export function invoiceable(pool: Pool, order: OrderRow, now = new Date()): Promise<boolean> {
  return awaitingPayment(pool, order, now);
}

export type PreCheckoutVerdict = 'ok' | 'unknown' | 'not_payable' | 'amount_mismatch';

/**
 * Telegram's pre-checkout: the order exists, still waits for this very amount in UZS, and its booking is held.
 * Saying yes keeps the hold a few minutes more, for the payment about to arrive.
 */
export function checkTelegramPayment(
  pool: Pool,
  payment: { orderId: string; amount: number; currency: string },
  now = new Date(),
): Promise<PreCheckoutVerdict> {
  return inTransaction(pool, async (db) => {
    const order = await findOrder(db, payment.orderId, true);
    if (!order) return 'unknown';
    if (order.kind !== 'service_reserve') return 'unknown';
    if (!(await awaitingPayment(db, order, now))) return 'not_payable';
    if (payment.currency !== INVOICE_CURRENCY || payment.amount !== order.amount) return 'amount_mismatch';
    const graceUntil = new Date(now.getTime() + PAYING_GRACE_MS);
    if (!order.holdUntil || order.holdUntil < graceUntil) await extendHold(db, order.id, graceUntil, now);
    return 'ok';
  });
}

/**
 * `settled`: this payment paid the order (through the same fulfilment as Payme and Click); `repeated`: Telegram
 * told us of this charge before, nothing changes; `unsettled`: the money came for an order no longer waiting (its
 * booking freed, or paid another way), kept on record to be returned through the payment provider.
 */
export type TelegramSettlement = { outcome: 'settled' | 'repeated' | 'unsettled' | 'unknown'; providerId: string | null };

/** Telegram's `successful_payment`: once per charge id, whichever instance and however often it arrives. */
export function settleTelegramPayment(pool: Pool, charge: TelegramCharge, now = new Date()): Promise<TelegramSettlement> {
  return inTransaction(pool, async (db) => {
    // Locked first, so a second delivery of the same charge waits here and then finds it recorded.
    const order = await findOrder(db, charge.orderId, true);
    if (!order) return { outcome: 'unknown', providerId: null };
    const payable = (await awaitingPayment(db, order, now)) && charge.amount === order.amount && charge.currency === INVOICE_CURRENCY;
    if (!(await recordTelegramCharge(db, charge, payable, now))) return { outcome: 'repeated', providerId: null };
    if (!payable) {
      await recordPaymentActivity(
        db,
        null,
        'payment_unsettled',
        order.id,
        { by: 'telegram', amount: charge.amount, telegramPaymentChargeId: charge.telegramPaymentChargeId, state: order.state },
        now,
      );
      return { outcome: 'unsettled', providerId: null };
    }
    const touched = await fulfil(db, order, 'telegram', now);
    return { outcome: 'settled', providerId: touched.providerId };
  });
}
