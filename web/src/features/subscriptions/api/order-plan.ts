import { useMutation } from '@tanstack/react-query';
import { type CallAnswer, call } from '../../../lib/api-client.ts';

export type PlanOrder = CallAnswer<'POST /api/payment/subscription'>;

/** POST /api/payment/subscription — an order for the plan at today's price, with the checkout link. */
export function useOrderPlan() {
  return useMutation({
    mutationFn: (planId: number) => call('POST /api/payment/subscription', { body: { planId } }),
  });
}
