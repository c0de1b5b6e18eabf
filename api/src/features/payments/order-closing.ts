import type { Db } from '../../lib/transaction.ts';
import { cancelPreparedClick } from './click/click.queries.ts';
import { type PaymeFacts, release, type Touched } from './fulfilment.ts';
import { bookingStillHeld, type OrderRow, waitingOrderOfBooking } from './orders.queries.ts';
import { liveTxOf, markCancelled, paymentUnderWay } from './payme/payme.queries.ts';

/**
 * An order can only be paid while what it buys is still there (DECISIONS.md "Payments"). A reserve fee's order
 * is closed when its booking is cancelled or deleted, or its hold ran out with no Payme transaction that may
 * still be performed; Payme then hears "order not found" (-31050) and Click "user does not exist" (-5).
 */
export async function orderClosed(db: Db, order: OrderRow, now: number): Promise<boolean> {
  if (order.state === 'cancelled') return true;
  if (order.kind !== 'service_reserve' || order.state !== 'waiting') return false;
  if (!(await bookingStillHeld(db, order.bookingId))) return true;
  // Past its hold, only a payment already under way (a Payme transaction in state 1, a Click prepare) keeps it.
  if (order.holdUntil && order.holdUntil.getTime() <= now) return !(await paymentUnderWay(db, order.id));
  return false;
}

/** Payme's reasons for a transaction we cancel ourselves (reference/payments.md 1.3). */
export const PAYME_REASON = { executionFailed: 3, timeout: 4 } as const;

/**
 * Closes an unpaid order in the caller's transaction: a Payme transaction still in state 1 is cancelled (state
 * -1 with `paymeReason`, so Perform answers -31008), a Click prepare is cancelled (Complete answers -9), and
 * the order, its ledger row and its booking follow (`release`).
 */
export async function closeOrder(
  db: Db,
  order: OrderRow,
  reason: string,
  paymeReason: (typeof PAYME_REASON)[keyof typeof PAYME_REASON],
  now: Date,
): Promise<Touched> {
  const live = await liveTxOf(db, order.id);
  let payme: PaymeFacts | undefined;
  if (live) {
    await markCancelled(db, live.id, -1, paymeReason, now.getTime());
    payme = { id: live.paymeId, time: live.paymeTime, performTime: 0, cancelTime: now.getTime(), reason: paymeReason };
  }
  await cancelPreparedClick(db, order.id, now);
  return release(db, order, reason, now, payme);
}

/** Registered with bookings: a booking cancelled (or deleted) by anyone closes its unpaid order in the same transaction. */
export async function closeOrderOfBooking(db: Db, bookingId: string, now: Date): Promise<void> {
  const order = await waitingOrderOfBooking(db, bookingId);
  if (order) await closeOrder(db, order, 'booking_cancelled', PAYME_REASON.executionFailed, now);
}
