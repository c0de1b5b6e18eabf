import type { Db } from '../../lib/transaction.ts';
import { cancelBookingRow } from '../bookings/index.ts';
import { noticeToBoth, scheduleReminders } from '../notifications/index.ts';
import { refreshPaidPlan } from '../subscriptions/index.ts';
import { splitCommission, rateToBasisPoints } from './money.ts';
import { type OrderRow, recordPaymentActivity, reserveCommissionRate, setOrderState, updateLedger } from './orders.queries.ts';

/**
 * What a payment buys, and how it is undone. Each function runs inside the caller's database transaction (the
 * one that moves the Payme or Click transaction), so the money's state and what it bought never disagree.
 */

export type PaidBy = 'payme' | 'click' | 'sandbox' | 'telegram';
export interface PaymeFacts {
  id: string;
  time: number;
  performTime: number;
  cancelTime: number;
  reason: number | null;
}

/** Which provider's slots a change touched, so the caller can drop cached slots after commit. */
export interface Touched {
  providerId: string | null;
}

/** The order is paid: the plan starts or is extended, or the reserve fee is marked paid and the client told. */
export async function fulfil(db: Db, order: OrderRow, by: PaidBy, now: Date, payme?: PaymeFacts): Promise<Touched> {
  if (order.kind === 'subscription') {
    // Paid first, so the plan is derived from the payments standing with this one among them (ADR 011).
    await setOrderState(db, order.id, { state: 'paid', paidAt: now, holdUntil: null }, now);
    const subscriptionId = await refreshPaidPlan(db, order.userId!, now);
    await setOrderState(db, order.id, { state: 'paid', subscriptionId, extendedFrom: null }, now);
    await updateLedger(db, order.id, { status: 'performed', provider: by, subscriptionId, payme }, now);
    await recordPaymentActivity(
      db,
      order.userId,
      'payment_performed',
      order.id,
      { kind: order.kind, amount: order.amount, by, subscriptionId },
      now,
    );
    return { providerId: order.userId };
  }
  const rate = await reserveCommissionRate(db);
  const split = splitCommission(order.amount, rateToBasisPoints(rate));
  await setOrderState(db, order.id, { state: 'paid', paidAt: now, holdUntil: null }, now);
  await updateLedger(db, order.id, { status: 'performed', provider: by, commissionRate: rate, ...split, payme }, now);
  if (order.bookingId) await announcePaidBooking(db, order.bookingId, now);
  await recordPaymentActivity(
    db,
    order.userId,
    'payment_performed',
    order.id,
    { kind: order.kind, amount: order.amount, by, ...split },
    now,
  );
  return { providerId: order.providerId };
}

/** The client's confirmation and the provider's notice go out only now that the fee is paid. */
async function announcePaidBooking(db: Db, bookingId: string, now: Date): Promise<void> {
  await scheduleReminders(db, bookingId, noticeToBoth('booking_created', now), { onlyIfLive: true });
}

/**
 * A payment attempt ended without money (Payme cancelled state 1, or the hold ran out). A plan order simply
 * waits for another attempt; a reserve fee's booking is cancelled and its slot freed.
 */
export async function release(db: Db, order: OrderRow, reason: string, now: Date, payme?: PaymeFacts): Promise<Touched> {
  if (order.kind === 'subscription') {
    await updateLedger(db, order.id, { status: 'cancelled', payme }, now);
    await recordPaymentActivity(db, order.userId, 'payment_cancelled', order.id, { kind: order.kind, reason }, now);
    return { providerId: null };
  }
  await setOrderState(db, order.id, { state: 'cancelled', cancelledAt: now, holdUntil: null }, now);
  await updateLedger(db, order.id, { status: 'cancelled', payme }, now);
  if (order.bookingId) await cancelHeldBooking(db, order.bookingId, reason, false, now);
  await recordPaymentActivity(db, order.userId, 'payment_cancelled', order.id, { kind: order.kind, reason }, now);
  return { providerId: order.providerId };
}

/** A refund (cancel after perform) takes back what was bought: the plan's days, or the booking. */
export async function reverse(db: Db, order: OrderRow, now: Date, payme?: PaymeFacts): Promise<Touched> {
  if (order.kind === 'service_reserve' && order.bookingId) await cancelHeldBooking(db, order.bookingId, 'payment_refunded', true, now);
  await setOrderState(db, order.id, { state: 'refunded', cancelledAt: now }, now);
  // The plan is derived again from the payments still standing: exactly this payment's days go (ADR 011).
  if (order.kind === 'subscription' && order.userId) await refreshPaidPlan(db, order.userId, now);
  await updateLedger(db, order.id, { status: 'refunded', payme }, now);
  await recordPaymentActivity(db, order.userId, 'payment_refunded', order.id, { kind: order.kind, amount: order.amount }, now);
  return { providerId: order.providerId };
}

/** Frees the slot by the one cancellation rule. Only a booking its client was told about gets cancel notices. */
export async function cancelHeldBooking(db: Db, bookingId: string, reason: string, announce: boolean, now: Date): Promise<void> {
  const notices = announce ? noticeToBoth('booking_cancelled', now) : [];
  await cancelBookingRow(db, bookingId, { reason, performedBy: 'system', performedByUserId: null, notices }, now);
}
