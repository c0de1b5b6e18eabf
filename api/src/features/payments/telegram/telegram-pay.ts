import type { Pool } from '@qabul/db';
import { scheduleJob } from '../../../lib/jobs/jobs.queries.ts';
import { type Db, inTransaction } from '../../../lib/transaction.ts';
import { cancelPreparedClick } from '../click/click.queries.ts';
import { fulfil } from '../fulfilment.ts';
import { orderClosed, PAYME_REASON } from '../order-closing.ts';
import { extendHold, findOrder, type OrderRow, recordPaymentActivity } from '../orders.queries.ts';
import { PAID_TWICE_JOB, type PaidTwice } from '../paid-twice-notice.ts';
import { holdForTelegram, orderHolder } from '../payment-holds.queries.ts';
import { liveTxOf, markCancelled } from '../payme/payme.queries.ts';
import { recordTelegramCharge, type TelegramCharge } from './telegram-pay.queries.ts';

/** Telegram invoices are in UZS with its two decimals, i.e. in tiyin, the unit every order keeps. */
export const INVOICE_CURRENCY = 'UZS';

/**
 * Once Telegram asked us to confirm a payment (pre-checkout) the hold lasts at least this much longer, so money
 * Telegram takes a moment later never finds its booking freed by the hold job in between. For as long, the
 * order is Telegram's: Payme and Click are refused (ADR 026). Telegram's money follows an approval within
 * seconds (a card's 3-D Secure step within a minute or two); a payment abandoned after the approval frees the
 * order for the other paths when this runs out.
 */
export const PAYING_GRACE_MS = 5 * 60_000;

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

export type PreCheckoutVerdict = 'ok' | 'unknown' | 'not_payable' | 'amount_mismatch' | 'paying_elsewhere';

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
    // A Payme transaction or a Click prepare is paying for it right now: a yes here would charge the client twice.
    const holder = await orderHolder(db, order.id, now);
    if (holder === 'payme' || holder === 'click') return 'paying_elsewhere';
    const graceUntil = new Date(now.getTime() + PAYING_GRACE_MS);
    if (!order.holdUntil || order.holdUntil < graceUntil) await extendHold(db, order.id, graceUntil, now);
    await holdForTelegram(db, order.id, graceUntil);
    return 'ok';
  });
}

/**
 * `settled`: this payment paid the order (through the same fulfilment as Payme and Click); `repeated`: Telegram
 * told us of this charge before, nothing changes; `paid_twice`: the order was already paid (another path, or
 * another Telegram charge): the client paid twice, the business is alerted to return this one; `unsettled`: the
 * money came for an order that closed unpaid (its booking freed), kept on record to be returned through the
 * payment provider.
 */
export type TelegramSettlement = {
  outcome: 'settled' | 'repeated' | 'unsettled' | 'paid_twice' | 'unknown';
  providerId: string | null;
};

/**
 * The money is in: a Payme transaction or a Click prepare still pending for the same order (possible only once our
 * approval ran out) may no longer complete, so Payme's Perform answers -31008 and Click's Complete -9, and the
 * client is not charged a second time there.
 */
async function endOtherPayments(db: Db, orderId: string, now: Date): Promise<void> {
  const live = await liveTxOf(db, orderId);
  if (live) await markCancelled(db, live.id, -1, PAYME_REASON.executionFailed, now.getTime());
  await cancelPreparedClick(db, orderId, now);
}

/** Telegram's `successful_payment`: once per charge id, whichever instance and however often it arrives. */
export function settleTelegramPayment(pool: Pool, charge: TelegramCharge, now = new Date()): Promise<TelegramSettlement> {
  return inTransaction(pool, async (db) => {
    // Locked first, so a second delivery of the same charge waits here and then finds it recorded.
    const order = await findOrder(db, charge.orderId, true);
    if (!order) return { outcome: 'unknown', providerId: null };
    const payable = (await awaitingPayment(db, order, now)) && charge.amount === order.amount && charge.currency === INVOICE_CURRENCY;
    if (!(await recordTelegramCharge(db, charge, payable, now))) return { outcome: 'repeated', providerId: null };
    if (!payable) {
      const paidTwice = order.state === 'paid';
      await recordPaymentActivity(
        db,
        null,
        paidTwice ? 'payment_paid_twice' : 'payment_unsettled',
        order.id,
        { by: 'telegram', amount: charge.amount, telegramPaymentChargeId: charge.telegramPaymentChargeId, state: order.state },
        now,
      );
      if (!paidTwice) return { outcome: 'unsettled', providerId: null };
      // The business took the fee already: it returns this one (ADR 010), so it is told now, not when the client complains.
      const notice: PaidTwice = { orderId: order.id, amount: charge.amount, telegramPaymentChargeId: charge.telegramPaymentChargeId };
      await scheduleJob(db, PAID_TWICE_JOB, charge.telegramPaymentChargeId, now, notice);
      return { outcome: 'paid_twice', providerId: null };
    }
    await endOtherPayments(db, order.id, now);
    await holdForTelegram(db, order.id, null);
    const touched = await fulfil(db, order, 'telegram', now);
    return { outcome: 'settled', providerId: touched.providerId };
  });
}
