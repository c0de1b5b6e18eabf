import type { Db } from '../../lib/transaction.ts';
import type { PlanPayment } from './plan-timeline.ts';

export interface ActiveRow {
  id: number;
  planId: number;
  isTrial: boolean;
  endDate: Date | null;
}

/** The user's active subscription row (in force or past its end, not yet swept), locked for the caller. */
export async function lockActiveSubscription(db: Db, userId: string): Promise<ActiveRow | null> {
  const { rows } = await db.query<ActiveRow>(
    `select id, plan_id as "planId", is_trial as "isTrial", end_date as "endDate" from user_subscriptions
     where user_id = $1 and status = 'active' for update`,
    [userId],
  );
  return rows[0] ?? null;
}

/** The plan payments still standing (paid, not refunded), with the days each bought and its plan's rank. */
export async function standingPlanPayments(db: Db, userId: string): Promise<PlanPayment[]> {
  const { rows } = await db.query<PlanPayment>(
    `select o.id::text, o.plan_id as "planId", p.price::float8 as rank,
       coalesce(o.plan_days, p.duration_days) as days, (extract(epoch from o.paid_at) * 1000)::float8 as "paidAt"
     from payment_orders o join subscription_plans p on p.id = o.plan_id
     where o.user_id = $1 and o.kind = 'subscription' and o.state = 'paid' and o.paid_at is not null`,
    [userId],
  );
  return rows;
}

/** Was this subscription row made by plan payments (rather than a trial, a free choice or an admin)? */
export async function boughtByPayments(db: Db, subscriptionId: number): Promise<boolean> {
  const { rows } = await db.query(`select 1 from payment_orders where subscription_id = $1 and kind = 'subscription' limit 1`, [
    subscriptionId,
  ]);
  return rows.length > 0;
}

export async function endSubscription(db: Db, id: number, status: 'cancelled' | 'expired', now: Date): Promise<void> {
  await db.query(
    `update user_subscriptions set status = $2, end_date = case when $2 = 'cancelled' then least(coalesce(end_date, $3), $3) else end_date end,
       updated_at = $3 where id = $1`,
    [id, status, now],
  );
}

export async function setSubscriptionEnd(db: Db, id: number, end: Date, now: Date): Promise<void> {
  await db.query('update user_subscriptions set end_date = $2, next_payment_date = $2, updated_at = $3 where id = $1', [id, end, now]);
}

export async function insertSubscription(
  db: Db,
  row: { userId: string; planId: number; trial: boolean; start: Date; end: Date | null },
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into user_subscriptions (user_id, plan_id, status, is_trial, start_date, end_date, next_payment_date, created_at, updated_at)
     values ($1, $2, 'active', $3, $4, $5, $5, $6, $6) returning id`,
    [row.userId, row.planId, row.trial, row.start, row.end, now],
  );
  return rows[0]!.id;
}

/** Active rows whose end date has passed become expired; their users, for a refresh. */
export async function expireEndedSubscriptions(db: Db, now: Date): Promise<Array<{ id: number; userId: string }>> {
  const { rows } = await db.query<{ id: number; userId: string }>(
    `update user_subscriptions set status = 'expired', updated_at = $1
     where status = 'active' and end_date is not null and end_date <= $1 returning id, user_id as "userId"`,
    [now],
  );
  return rows;
}
