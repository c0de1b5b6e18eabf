import { fill, uz } from '@qabul/api/schemas';
import { schemaMessage } from '../../../lib/form.ts';
import type { Plan, User } from '../../../lib/types.ts';

/** What the provider's plan in force allows a service to have (DECISIONS.md "Subscriptions"). */
export interface PlanLimits {
  planName: string;
  maxServices: number | null;
  allowsReserveFee: boolean;
  allowsGoogleMeet: boolean;
}

/** The user's plan in force; without one (never chosen, or ended) the server applies Freemium, the free plan. */
export function planLimitsOf(plans: readonly Plan[], user: Pick<User, 'subscription'> | null | undefined): PlanLimits | null {
  const plan =
    plans.find((p) => p.id === user?.subscription?.planId) ?? plans.find((p) => p.code === 'freemium') ?? plans.find((p) => p.price === 0);
  if (!plan) return null;
  return {
    planName: plan.name,
    maxServices: plan.maxServices ?? null,
    allowsReserveFee: Boolean(plan.allowsReserveFee),
    allowsGoogleMeet: Boolean(plan.allowsGoogleMeet),
  };
}

/** The refusal a new service would meet because the plan's service count is used up, or null. */
export function serviceLimitText(limits: PlanLimits | null, serviceCount: number): string | null {
  if (!limits || limits.maxServices === null || serviceCount < limits.maxServices) return null;
  return schemaMessage(fill(uz.plan.serviceLimit, { limit: limits.maxServices }));
}

/** Field errors for what the plan does not allow, checked before the weekly hours step. */
export function planFieldErrors(
  limits: PlanLimits | null,
  input: { reserveFee: number; useGoogleMeet: boolean },
): Partial<Record<'reserveFee' | 'useGoogleMeet', string>> {
  const errors: Partial<Record<'reserveFee' | 'useGoogleMeet', string>> = {};
  if (!limits) return errors;
  if (input.reserveFee > 0 && !limits.allowsReserveFee) errors.reserveFee = schemaMessage(uz.plan.reserveFeeNotAllowed);
  if (input.useGoogleMeet && !limits.allowsGoogleMeet) errors.useGoogleMeet = schemaMessage(uz.plan.googleMeetNotAllowed);
  return errors;
}
