import type { Pool } from '@qabul/db';
import type { JobHandler } from '../../lib/durable/job-queue.ts';
import { scheduleJob } from '../../lib/jobs/jobs.queries.ts';
import { type Db, inTransaction } from '../../lib/transaction.ts';
import { handOverAfter, periodAt, planTimeline } from './plan-timeline.ts';
import {
  boughtByPayments,
  endSubscription,
  insertSubscription,
  lockActiveSubscription,
  setSubscriptionEnd,
  standingPlanPayments,
} from './subscriptions.queries.ts';

/**
 * The one place a provider's plan starts or changes (a free choice, a trial, an admin's grant, a payment, a
 * refund). Each runs in the caller's transaction; the unique index on active rows keeps one in force.
 */

/** When the running paid plan hands over to the next one (a lower plan resuming), keyed by the user. */
export const PLAN_HANDOVER_JOB = 'plan_handover';

/** A plan from `start` (a free choice, a trial, an admin's grant): whatever was active ends now. */
export async function startPlan(
  db: Db,
  plan: { userId: string; planId: number; trial: boolean; start: Date; end: Date | null },
  now: Date,
): Promise<number> {
  const current = await lockActiveSubscription(db, plan.userId);
  if (current) await endSubscription(db, current.id, current.endDate && current.endDate <= now ? 'expired' : 'cancelled', now);
  return insertSubscription(db, plan, now);
}

/**
 * Makes the stored subscription agree with the plan payments still standing (ADR 011), after a payment is
 * performed or refunded and when a paid period hands over to the next. Answers the row now in force from
 * payments, or null when payments give nothing now (a refunded paid row then ends; a trial, free or granted
 * row that no payment touched stays as it is).
 */
export async function refreshPaidPlan(db: Db, userId: string, now: Date): Promise<number | null> {
  const current = await lockActiveSubscription(db, userId);
  const timeline = planTimeline(await standingPlanPayments(db, userId));
  const period = periodAt(timeline, now.getTime());
  if (!period) {
    if (current && (await boughtByPayments(db, current.id))) {
      await endSubscription(db, current.id, current.endDate && current.endDate <= now ? 'expired' : 'cancelled', now);
    }
    return null;
  }
  const handOver = handOverAfter(timeline, now.getTime());
  if (handOver !== null) await scheduleJob(db, PLAN_HANDOVER_JOB, userId, new Date(handOver));
  const end = new Date(period.end);
  if (current && current.planId === period.planId && !current.isTrial) {
    await setSubscriptionEnd(db, current.id, end, now);
    return current.id;
  }
  return startPlan(db, { userId, planId: period.planId, trial: false, start: new Date(period.start), end }, now);
}

/** The hand-over job: the next paid plan takes over the moment the running one ends. */
export function planHandOverHandler(pool: Pool, changed: (providerId: string) => void): JobHandler {
  return async (job, now) => {
    await inTransaction(pool, (db) => refreshPaidPlan(db, job.key, now));
    changed(job.key);
    return undefined;
  };
}
