import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface PaymentReceipt {
  orderId: string;
  kind: 'subscription' | 'service_reserve';
  description: string | null;
  planName: string | null;
  amount: number;
  currency: string;
  state: 'waiting' | 'paid' | 'cancelled' | 'refunded';
  paidBy: string | null;
  paymeTransactionId: string | null;
  createdAt: string;
  paidAt: string | null;
}

/** GET /api/payment/history — the provider's own payments, newest first. */
export const paymentHistoryQuery = queryOptions({
  queryKey: ['payment-history'],
  queryFn: ({ signal }) => api<PaymentReceipt[]>('/api/payment/history', { signal }),
});

export function usePaymentHistory() {
  return useQuery(paymentHistoryQuery);
}
