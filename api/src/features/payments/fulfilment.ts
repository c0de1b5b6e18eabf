import type { Db } from '../../lib/transaction.ts';
import { noticeToBoth, scheduleReminders } from '../notifications/index.ts';
import { splitCommission, rateToBasisPoints } from './money.ts';
import { type OrderRow, recordPaymentActivity, reserveCommissionRate, setOrderState, updateLedger } from './orders.queries.ts';

/**
 * What a payment buys, and how it is undone. Each function runs inside the caller's database transaction (the
 * one that moves the Payme or Click transaction), so the money's state and what it bought never disagree.
 */

export type PaidBy = 'payme' | 'click' | 'sandbox';
export interface PaymeFacts {
  id: string;
  time: number;
  performTime: number;
  cancelTime: number;
  reason: number | null;
}

const DAY = 86_400_000;

/** Which provider's slots a change touched, so the caller can drop cached slots after commit. */
export interface Touched {
  providerId: string | null;
}

/** The order is paid: the plan starts or is extended, or the reserve fee is marked paid and the client told. */
export async function fulfil(db: Db, order: OrderRow, by: PaidBy, now: Date, payme?: PaymeFacts): Promise<Touched> {
  if (order.kind === 'subscription') {
    const { subscriptionId, extendedFrom } = await startOrExtendPlan(db, order, now);
    await setOrderState(db, order.id, { state: 'paid', paidAt: now, subscriptionId, extendedFrom, holdUntil: null }, now);
    await updateLedger(db, order.id, { status: 'performed', provider: by, subscriptionId, payme }, now);
    await recordPaymentActivity(
      db,
      order.userId,
      'payment_performed',
      order.id,
      { kind: order.kind, amount: order.amount, by, subscriptionId },
      now,
    );
    return { providerId: null };
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

/**
 * Paying for the plan in force extends it from its end; any other plan replaces the current one from now
 * (DECISIONS.md). A plan past its end date is no longer in force.
 */
async function startOrExtendPlan(db: Db, order: OrderRow, now: Date): Promise<{ subscriptionId: number; extendedFrom: Date | null }> {
  const { rows: plans } = await db.query<{ durationDays: number }>(
    'select duration_days as "durationDays" from subscription_plans where id = $1',
    [order.planId],
  );
  const duration = (plans[0]?.durationDays ?? 30) * DAY;
  const { rows: current } = await db.query<{ id: number; planId: number; endDate: Date | null; isTrial: boolean }>(
    `select id, plan_id as "planId", end_date as "endDate", is_trial as "isTrial" from user_subscriptions
     where user_id = $1 and status = 'active' for update`,
    [order.userId],
  );
  const active = current[0];
  if (active && active.planId === order.planId && !active.isTrial && active.endDate && active.endDate > now) {
    const end = new Date(active.endDate.getTime() + duration);
    await db.query('update user_subscriptions set end_date = $2, next_payment_date = $2, updated_at = $3 where id = $1', [
      active.id,
      end,
      now,
    ]);
    return { subscriptionId: active.id, extendedFrom: active.endDate };
  }
  if (active) {
    const ended = active.endDate && active.endDate <= now ? 'expired' : 'cancelled';
    await db.query('update user_subscriptions set status = $2, updated_at = $3 where id = $1', [active.id, ended, now]);
  }
  const end = new Date(now.getTime() + duration);
  const { rows } = await db.query<{ id: number }>(
    `insert into user_subscriptions (user_id, plan_id, status, is_trial, start_date, end_date, next_payment_date, created_at, updated_at)
     values ($1, $2, 'active', false, $3, $4, $4, $3, $3) returning id`,
    [order.userId, order.planId, now, end],
  );
  return { subscriptionId: rows[0]!.id, extendedFrom: null };
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
  if (order.bookingId) await cancelBooking(db, order.bookingId, reason, false, now);
  await recordPaymentActivity(db, order.userId, 'payment_cancelled', order.id, { kind: order.kind, reason }, now);
  return { providerId: order.providerId };
}

/** A refund (cancel after perform) takes back what was bought: the plan's days, or the booking. */
export async function reverse(db: Db, order: OrderRow, now: Date, payme?: PaymeFacts): Promise<Touched> {
  if (order.kind === 'subscription' && order.subscriptionId) {
    if (order.extendedFrom) {
      await db.query(`update user_subscriptions set end_date = $2, next_payment_date = $2, updated_at = $3 where id = $1`, [
        order.subscriptionId,
        order.extendedFrom,
        now,
      ]);
    } else {
      await db.query(
        `update user_subscriptions set status = 'cancelled', end_date = least(coalesce(end_date, $2), $2), updated_at = $2
         where id = $1 and status = 'active'`,
        [order.subscriptionId, now],
      );
    }
  }
  if (order.kind === 'service_reserve' && order.bookingId) await cancelBooking(db, order.bookingId, 'payment_refunded', true, now);
  await setOrderState(db, order.id, { state: 'refunded', cancelledAt: now }, now);
  await updateLedger(db, order.id, { status: 'refunded', payme }, now);
  await recordPaymentActivity(db, order.userId, 'payment_refunded', order.id, { kind: order.kind, amount: order.amount }, now);
  return { providerId: order.kind === 'service_reserve' ? order.providerId : null };
}

/** Frees the slot. Only a booking its client was told about gets cancel notices; an unpaid hold was never announced. */
export async function cancelBooking(db: Db, bookingId: string, reason: string, announce: boolean, now: Date): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `update bookings set status = 'cancelled', updated_at = $2 where id = $1 and status <> 'cancelled' returning id`,
    [bookingId, now],
  );
  if (rows.length === 0) return;
  await db.query(
    `insert into booking_history (booking_id, action, previous_date, previous_time_slot, reason, performed_by, created_at)
     select id, 'cancelled', date, time_slot, $2, 'system', $3 from bookings where id = $1`,
    [bookingId, reason, now],
  );
  await db.query(`update reminder_schedules set status = 'cancelled' where booking_id = $1 and status = 'pending'`, [bookingId]);
  if (announce) {
    await scheduleReminders(db, bookingId, noticeToBoth('booking_cancelled', now));
  }
}
