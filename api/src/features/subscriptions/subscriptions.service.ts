import type { EntityManager } from '@mikro-orm/postgresql';
import { type SubscriptionPlan, SubscriptionPlanSchema, type UserSubscription, UserSubscriptionSchema } from '@qabul/db';
import { DateTime } from 'luxon';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from '../activity/index.ts';
import type { Actor } from '../../lib/context.ts';

export interface ActiveSubscription {
  subscription: UserSubscription;
  plan: SubscriptionPlan;
}

export async function listPlans(em: EntityManager): Promise<SubscriptionPlan[]> {
  return em.find(SubscriptionPlanSchema, { isActive: true }, { orderBy: { sortOrder: 'asc', price: 'asc' } });
}

/** The subscription in force: status active and not past its end date. */
export async function activeSubscription(em: EntityManager, userId: string): Promise<ActiveSubscription | null> {
  const subscription = await em.findOne(UserSubscriptionSchema, {
    userId,
    status: 'active',
    $or: [{ endDate: null }, { endDate: { $gt: new Date() } }],
  });
  if (!subscription) return null;
  const plan = await em.findOneOrFail(SubscriptionPlanSchema, {
    id: subscription.planId,
  });
  return { subscription, plan };
}

/** Limits in force for a provider: their plan's, or Freemium's when nothing is active. */
export async function effectivePlan(em: EntityManager, userId: string): Promise<SubscriptionPlan> {
  const active = await activeSubscription(em, userId);
  if (active) return active.plan;
  return em.findOneOrFail(SubscriptionPlanSchema, { code: 'freemium' });
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
    await tx.nativeUpdate(UserSubscriptionSchema, { userId, status: 'active' }, { status: 'cancelled', updatedAt: new Date() });
    const now = DateTime.utc();
    const subscription = tx.create(UserSubscriptionSchema, {
      userId,
      planId: plan.id,
      status: 'active',
      isTrial: trial,
      startDate: now.toJSDate(),
      endDate: trial ? now.plus({ days: plan.trialDays }).toJSDate() : null,
      nextPaymentDate: trial ? now.plus({ days: plan.trialDays }).toJSDate() : null,
    });
    await tx.flush();
    await recordActivity(tx, actor, 'subscription_selected', 'user_subscription', String(subscription.id), {
      planId: plan.id,
      trial,
    });
    return { subscription, plan };
  });
}
