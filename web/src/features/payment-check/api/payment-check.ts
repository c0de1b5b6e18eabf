import { useMutation } from '@tanstack/react-query';
import { type CallAnswer, call } from '../../../lib/api-client.ts';

export type PaymentCheck = CallAnswer<'POST /api/payment/test'>;

/** POST /api/payment/test or /api/payment/real — the Payme setup checked, with a checkout link for the amount (UZS). */
export function usePaymentCheck(real: boolean) {
  return useMutation({
    mutationFn: (amount: number) => call(real ? 'POST /api/payment/real' : 'POST /api/payment/test', { body: { amount } }),
  });
}
