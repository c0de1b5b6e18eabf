import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';

/**
 * THE rule for which plan a provider has at this moment (DECISIONS.md "Subscriptions"): their active subscription
 * whose end date has not passed, else Freemium. Every plan-gated action asks it when it happens (services count,
 * reserve fees, monthly cap, Google Meet), through this SQL or through `planInForceId`, which runs it.
 *
 * `userId` is an SQL expression naming the provider's id, used once. The fragment is a subquery giving one
 * `subscription_plans` row plus `in_force_until` (the subscription's end; null for Freemium or a plan without
 * end), for `join lateral` or `select ... from`: a cached copy is good only until `in_force_until`.
 */
export function planInForceSql(userId: string): string {
  return `(select p.*, s.end_date as in_force_until
    from (select 1) one
    left join lateral (${subscriptionInForceSql(userId)}) s on true
    join subscription_plans p on p.id = coalesce(s.plan_id, (select f.id from subscription_plans f where f.code = 'freemium')))`;
}

/** The condition a `user_subscriptions` row (under `alias`) meets while it is in force: for lists and counts. */
export function inForceSql(alias: string): string {
  return `${alias}.status = 'active' and (${alias}.end_date is null or ${alias}.end_date > now())`;
}

/** The subscription in force (id, plan_id, end_date), at most one row. */
function subscriptionInForceSql(userId: string): string {
  return `select us.id, us.plan_id, us.end_date from user_subscriptions us where us.user_id = ${userId} and ${inForceSql('us')} limit 1`;
}

/** The id of the provider's subscription in force, or null (on Freemium without a subscription row). */
export async function subscriptionInForceId(em: EntityManager, userId: string): Promise<number | null> {
  const rows = await sqlIn<Array<{ id: number }>>(em, subscriptionInForceSql('?::uuid'), [userId]);
  return rows[0]?.id ?? null;
}

/** The id of the provider's plan in force (Freemium when nothing else is). */
export async function planInForceId(em: EntityManager, userId: string): Promise<number> {
  const rows = await sqlIn<Array<{ id: number }>>(em, `select plan.id from ${planInForceSql('?::uuid')} plan`, [userId]);
  return rows[0]!.id;
}
