import type { TestPaymentResponse, Wire } from '@qabul/api/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type PaymentCheck = Wire<typeof TestPaymentResponse>;

/** POST /api/payment/test or /api/payment/real — the Payme setup checked, with a checkout link for the amount (UZS). */
export function usePaymentCheck(real: boolean) {
  return useMutation({
    mutationFn: (amount: number) =>
      api<PaymentCheck>(real ? '/api/payment/real' : '/api/payment/test', { method: 'POST', body: { amount } }),
  });
}
