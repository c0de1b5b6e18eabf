import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import type { Plan } from '../types.ts';

/** GET /api/subscription-plans — active plans, public. */
export const plansQuery = queryOptions({
  queryKey: ['subscription-plans'],
  queryFn: ({ signal }) => api<Plan[]>('/api/subscription-plans', { signal }),
  select: (plans: Plan[]) => [...plans].sort((a, b) => a.price - b.price),
});

export function usePlans() {
  return useQuery(plansQuery);
}

/** Premium is the plan marked popular (the API flag, or by name as the spec words it). */
export function isPopularPlan(plan: Plan): boolean {
  return Boolean(plan.popular) || plan.name === 'Premium';
}

export function isBusinessPlan(plan: Plan): boolean {
  return plan.code === 'business' || plan.name === 'Business';
}
