import type { EntityManager } from '@mikro-orm/postgresql';
import { type SubscriptionPlan, SubscriptionPlanSchema, UserSubscriptionSchema } from '@qabul/db';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { recordActivity } from '../activity/index.ts';
import type { PlanCreate, PlanUpdate } from './admin.schema.ts';
import { adminText } from './messages.uz.ts';

/** Every plan, inactive ones too, in the order the plan pages show them. */
export async function allPlans(em: EntityManager): Promise<SubscriptionPlan[]> {
  return em.find(SubscriptionPlanSchema, {}, { orderBy: { sortOrder: 'asc', price: 'asc', id: 'asc' } });
}

async function findPlan(em: EntityManager, id: number): Promise<SubscriptionPlan> {
  const plan = await em.findOne(SubscriptionPlanSchema, { id });
  if (!plan) throw new AppError('not_found', uz.notFound.plan);
  return plan;
}

export async function createPlan(em: EntityManager, body: PlanCreate, actor: Actor): Promise<SubscriptionPlan> {
  return em.transactional(async (tx) => {
    const plan = tx.create(SubscriptionPlanSchema, { ...body, code: null });
    await tx.flush();
    await recordActivity(tx, actor, 'plan_created', 'subscription_plan', String(plan.id), { name: plan.name, price: plan.price });
    return plan;
  });
}

/**
 * Changes what new orders of the plan cost and allow; orders already made keep their amount. Returns the
 * providers now on the plan, whose limits may have changed.
 */
export async function updatePlan(
  em: EntityManager,
  id: number,
  body: PlanUpdate,
  actor: Actor,
): Promise<{ plan: SubscriptionPlan; holders: string[] }> {
  const plan = await findPlan(em, id);
  const before = { name: plan.name, price: plan.price, isActive: plan.isActive };
  await em.transactional(async (tx) => {
    tx.assign(plan, body);
    await tx.flush();
    await recordActivity(tx, actor, 'plan_updated', 'subscription_plan', String(plan.id), { before, changes: body });
  });
  const holders = await em.find(UserSubscriptionSchema, { planId: plan.id, status: 'active' }, { fields: ['userId'] });
  return { plan, holders: holders.map((row) => row.userId) };
}

/** A plan anyone has ever held stays (subscriptions and orders refer to it): it can be switched off instead. */
export async function deletePlan(em: EntityManager, id: number, actor: Actor): Promise<void> {
  const plan = await findPlan(em, id);
  if (plan.code) throw new AppError('conflict', adminText.builtInPlan);
  if ((await em.count(UserSubscriptionSchema, { planId: plan.id })) > 0) throw new AppError('conflict', adminText.planInUse);
  await em.transactional(async (tx) => {
    await tx.nativeDelete(SubscriptionPlanSchema, { id: plan.id });
    await recordActivity(tx, actor, 'plan_deleted', 'subscription_plan', String(plan.id), { name: plan.name });
  });
}
