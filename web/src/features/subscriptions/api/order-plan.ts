import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface PlanOrder {
  orderId: string;
  paymentUrl: string;
  clickUrl: string | null;
  amount: number;
}

/** POST /api/payment/subscription — an order for the plan at today's price, with the checkout link. */
export function useOrderPlan() {
  return useMutation({
    mutationFn: (planId: number) => api<PlanOrder>('/api/payment/subscription', { method: 'POST', body: { planId } }),
  });
}
