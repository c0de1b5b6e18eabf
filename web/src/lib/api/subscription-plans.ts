import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client.ts';
import { useLanguage } from '../i18n/language.ts';
import type { Plan } from '../types.ts';

/** GET /api/subscription-plans — active plans, public; the platform's plan words come in the reader's language. */
export const plansQuery = queryOptions({
  queryKey: ['subscription-plans'] as unknown[],
  queryFn: ({ signal }) => call('GET /api/subscription-plans', {}, { signal }),
  select: (plans: Plan[]) => [...plans].sort((a, b) => a.price - b.price),
});

export function usePlans() {
  return useQuery({ ...plansQuery, queryKey: [...plansQuery.queryKey, useLanguage()] });
}

/** Premium is the plan marked popular (the API flag, or by name as the spec words it). */
export function isPopularPlan(plan: Plan): boolean {
  return Boolean(plan.popular) || plan.name === 'Premium';
}

export function isBusinessPlan(plan: Plan): boolean {
  return plan.code === 'business' || plan.name === 'Business';
}
