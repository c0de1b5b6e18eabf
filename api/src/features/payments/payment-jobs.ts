import type { Pool } from '@qabul/db';
import { DateTime } from 'luxon';
import type { JobHandler } from '../../lib/durable/job-queue.ts';
import { scheduleJob } from '../../lib/jobs/jobs.queries.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { closeOrder, PAYME_REASON } from './order-closing.ts';
import { findOrder, recordPaymentActivity } from './orders.queries.ts';
import { expireEndedSubscriptions, refreshPaidPlan } from '../subscriptions/index.ts';
import { planEndingNotices } from './plan-ending-notice.ts';
import { PAYME_TIMEOUT_MS } from './payme/payme-timeout.ts';
import { liveTxOf } from './payme/payme.queries.ts';

/** A reserve-fee order's hold, keyed by order id. */
export const HOLD_JOB = 'payment_hold_expiry';
/** The daily sweep of plans past their end date, keyed by the day. */
export const SUBSCRIPTION_SWEEP_JOB = 'subscription_expiry';

/**
 * The hold ran out: if the order is still unpaid and no Payme transaction may still be performed, the booking
 * is cancelled and its slot freed. A live Payme transaction keeps the hold; the job looks again at its end.
 */
export function holdExpiryHandler(pool: Pool, touched: (providerId: string) => void): JobHandler {
  return async (job, now) => {
    const outcome = await inTransaction(pool, async (db) => {
      const order = await findOrder(db, job.key, true);
      if (order?.state !== 'waiting' || order.kind !== 'service_reserve') return null;
      if (order.holdUntil && order.holdUntil > now) return { later: order.holdUntil };
      const live = await liveTxOf(db, order.id);
      if (live && now.getTime() - live.paymeTime <= PAYME_TIMEOUT_MS) return { later: new Date(live.paymeTime + PAYME_TIMEOUT_MS + 1000) };
      // Payme would cancel a live one by timeout now: record that, as its own Perform or Create replay would.
      return closeOrder(db, order, 'hold_expired', PAYME_REASON.timeout, now);
    });
    if (outcome && 'providerId' in outcome && outcome.providerId) touched(outcome.providerId);
    return outcome && 'later' in outcome ? outcome : undefined;
  };
}

/**
 * Ends plans past their end date (the provider falls back to Freemium limits; nothing is deleted) and plans the
 * next day's sweep. Keyed by the day, so several instances make one sweep a day.
 */
export function subscriptionSweepHandler(pool: Pool): JobHandler {
  return async (_job, now) => {
    await inTransaction(pool, async (db) => {
      const ended = await expireEndedSubscriptions(db, now);
      for (const row of ended) {
        await recordPaymentActivity(db, row.userId, 'subscription_expired', String(row.id), {}, now, 'user_subscription');
        // A lower plan paused by a higher one takes over now, if the hand-over job has not already done it.
        await refreshPaidPlan(db, row.userId, now);
      }
      await planEndingNotices(db, now);
      await planSubscriptionSweep(db, now, 1);
    });
    return undefined;
  };
}

/** The sweep of day `now + days` (Tashkent), shortly after its midnight. */
export async function planSubscriptionSweep(db: Pick<Pool, 'query'>, now: Date, days = 0): Promise<void> {
  const day = DateTime.fromJSDate(now, { zone: 'Asia/Tashkent' }).plus({ days }).startOf('day');
  const runAt = days === 0 ? now : day.plus({ minutes: 5 }).toJSDate();
  await scheduleJob(db, SUBSCRIPTION_SWEEP_JOB, day.toISODate()!, runAt);
}
