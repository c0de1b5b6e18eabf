import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface CheckoutInfo {
  merchantName: string;
  orderId: string;
  amount: number;
  state: OrderState;
  returnUrl: string | null;
}

export type OrderState = 'waiting' | 'paid' | 'cancelled' | 'refunded';

export interface OrderStatus {
  orderId: string;
  kind: 'subscription' | 'service_reserve';
  amount: number;
  state: OrderState;
  bookingId: string | null;
}

/** GET /api/payment/sandbox/{payload} — what the sandbox checkout shows for a checkout link. */
export function useCheckoutInfo(payload: string) {
  return useQuery(
    queryOptions({
      queryKey: ['payment-checkout', payload],
      queryFn: ({ signal }) => api<CheckoutInfo>(`/api/payment/sandbox/${encodeURIComponent(payload)}`, { signal }),
      retry: false,
    }),
  );
}

/** POST /api/payment/sandbox/{orderId}/pay|cancel — plays Payme's calls on the server. */
export function useSandboxAction() {
  return useMutation({
    mutationFn: ({ orderId, action }: { orderId: string; action: 'pay' | 'cancel' }) =>
      api<OrderStatus>(`/api/payment/sandbox/${orderId}/${action}`, { method: 'POST', body: {} }),
  });
}

/** GET /api/payment/orders/{id} — the order's real state, asked again while it still waits. */
export function useOrderStatus(orderId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['payment-order', orderId],
      queryFn: ({ signal }) => api<OrderStatus>(`/api/payment/orders/${encodeURIComponent(orderId)}`, { signal }),
      enabled: /^\d+$/.test(orderId),
      retry: false,
      refetchInterval: (query) => (query.state.data?.state === 'waiting' ? 3000 : false),
    }),
  );
}
