import type { SubscriptionOrderResponse, Wire } from '@qabul/api/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type PlanOrder = Wire<typeof SubscriptionOrderResponse>;

/** POST /api/payment/subscription — an order for the plan at today's price, with the checkout link. */
export function useOrderPlan() {
  return useMutation({
    mutationFn: (planId: number) => api<PlanOrder>('/api/payment/subscription', { method: 'POST', body: { planId } }),
  });
}
