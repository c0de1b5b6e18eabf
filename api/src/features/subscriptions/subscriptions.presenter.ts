import type { SubscriptionPlan } from '@qabul/db';
import type { Language } from '../../contracts/i18n/languages.ts';
import { planNameFor, planWordsFor } from './plan-texts.ts';
import type { ActiveSubscription } from './subscriptions.service.ts';
import type { MySubscriptionResponse, PlanResponse, Presented, UserSubscriptionSummaryResponse } from '../../contracts/responses.ts';

export function presentPlan(plan: SubscriptionPlan): Presented<typeof PlanResponse> {
  return {
    id: plan.id,
    code: plan.code ?? null,
    name: plan.name,
    description: plan.description,
    price: plan.price,
    durationDays: plan.durationDays,
    features: plan.features,
    isActive: plan.isActive,
    popular: plan.popular,
    trialDays: plan.trialDays,
    maxServices: plan.maxServices ?? null,
    maxMonthlyBookings: plan.maxMonthlyBookings ?? null,
    maxStaff: plan.maxStaff ?? null,
    allowsReserveFee: plan.allowsReserveFee,
    allowsReports: plan.allowsReports,
    allowsGoogleMeet: plan.allowsGoogleMeet,
    createdAt: plan.createdAt,
  };
}

/** The provider's own subscription; the plan's platform words in their reading language. */
export function presentMySubscription(
  { subscription, plan }: ActiveSubscription,
  language: Language,
): Presented<typeof MySubscriptionResponse> {
  return {
    id: subscription.id,
    planId: plan.id,
    status: subscription.status,
    isTrial: subscription.isTrial,
    startDate: subscription.startDate,
    endDate: subscription.endDate ?? null,
    plan: planWordsFor(
      {
        id: plan.id,
        name: plan.name,
        description: plan.description,
        price: plan.price,
        features: plan.features,
        maxStaff: plan.maxStaff ?? null,
      },
      language,
      plan.code ?? null,
    ),
  };
}

/** The small subscription object embedded in the user view (spec.md section 3). */
export function presentUserSubscription(
  active: ActiveSubscription | null,
  language: Language = 'uz',
): Presented<typeof UserSubscriptionSummaryResponse> | null {
  if (!active) return null;
  const { subscription, plan } = active;
  return {
    status: subscription.status,
    startDate: subscription.startDate,
    endDate: subscription.endDate ?? null,
    planId: plan.id,
    plan: { id: plan.id, name: planNameFor(plan, language) },
  };
}
