import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallAnswer, call } from '../../../lib/api-client.ts';

export type PaymentReceipt = CallAnswer<'GET /api/payment/history'>[number];

/** GET /api/payment/history — the provider's own payments, newest first. */
export const paymentHistoryQuery = queryOptions({
  queryKey: ['payment-history'],
  queryFn: ({ signal }) => call('GET /api/payment/history', {}, { signal }),
});

export function usePaymentHistory() {
  return useQuery(paymentHistoryQuery);
}
