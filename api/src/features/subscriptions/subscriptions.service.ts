import type { EntityManager } from '@mikro-orm/postgresql';
import { type SubscriptionPlan, SubscriptionPlanSchema, type UserSubscription, UserSubscriptionSchema } from '@qabul/db';
import { DateTime } from 'luxon';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from '../activity/index.ts';
import type { Actor } from '../../lib/context.ts';
import { dbIn } from '../../lib/sql.ts';
import { startPlan } from './plan-changes.ts';
import { planInForceId, subscriptionInForceId } from './plan-in-force.queries.ts';

export interface ActiveSubscription {
  subscription: UserSubscription;
  plan: SubscriptionPlan;
}

export async function listPlans(em: EntityManager): Promise<SubscriptionPlan[]> {
  return em.find(SubscriptionPlanSchema, { isActive: true }, { orderBy: { sortOrder: 'asc', price: 'asc' } });
}

/** The subscription in force (plan-in-force.queries.ts holds the rule), with its plan. */
export async function activeSubscription(em: EntityManager, userId: string): Promise<ActiveSubscription | null> {
  const id = await subscriptionInForceId(em, userId);
  if (id === null) return null;
  const subscription = await em.findOneOrFail(UserSubscriptionSchema, { id });
  const plan = await em.findOneOrFail(SubscriptionPlanSchema, { id: subscription.planId });
  return { subscription, plan };
}

/** Limits in force for a provider at this moment: their plan's, or Freemium's when nothing is in force. */
export async function effectivePlan(em: EntityManager, userId: string): Promise<SubscriptionPlan> {
  return em.findOneOrFail(SubscriptionPlanSchema, { id: await planInForceId(em, userId) });
}

/**
 * Selecting without payment: the free plan at once, and a paid plan only as its one-time free trial
 * (Business). Anything else needs the payment flow.
 */
export async function selectPlan(em: EntityManager, userId: string, planId: number, actor: Actor): Promise<ActiveSubscription> {
  const plan = await em.findOne(SubscriptionPlanSchema, {
    id: planId,
    isActive: true,
  });
  if (!plan) throw new AppError('not_found', uz.notFound.plan);
  const trial = plan.price > 0;
  if (trial) {
    if (plan.trialDays <= 0) throw new AppError('payment_required', uz.plan.paymentRequired);
    const usedTrial = await em.count(UserSubscriptionSchema, {
      userId,
      isTrial: true,
    });
    if (usedTrial > 0) throw new AppError('payment_required', uz.plan.trialUsed);
  }
  return em.transactional(async (tx) => {
    const now = DateTime.utc();
    const end = trial ? now.plus({ days: plan.trialDays }).toJSDate() : null;
    const id = await startPlan(dbIn(tx), { userId, planId: plan.id, trial, start: now.toJSDate(), end }, now.toJSDate());
    await recordActivity(tx, actor, 'subscription_selected', 'user_subscription', String(id), {
      planId: plan.id,
      trial,
    });
    return { subscription: await tx.findOneOrFail(UserSubscriptionSchema, { id }), plan };
  });
}
