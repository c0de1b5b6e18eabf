import type { PaymentOrderResponse, PaymentOrderStatusResponse, SandboxCheckoutResponse, Wire } from '@qabul/api/schemas';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type CheckoutInfo = Wire<typeof SandboxCheckoutResponse>;
export type OrderStatus = Wire<typeof PaymentOrderStatusResponse>;
export type OrderState = OrderStatus['state'];

/** GET /api/payment/sandbox/{payload} — what the sandbox checkout shows for a checkout link. */
export function useCheckoutInfo(payload: string) {
  return useQuery(
    queryOptions({
      queryKey: ['payment-checkout', payload],
      // Encoded, so a standard-base64 payload's "/" or "+" (links made before base64url) stays one segment.
      queryFn: ({ signal }) => api<CheckoutInfo>(`/api/payment/sandbox/${encodeURIComponent(payload)}`, { signal }),
      retry: false,
    }),
  );
}

/** POST /api/payment/sandbox/{orderId}/pay|cancel — plays Payme's calls on the server. */
export function useSandboxAction() {
  return useMutation({
    mutationFn: ({ orderId, action }: { orderId: string; action: 'pay' | 'cancel' }) =>
      api<Wire<typeof PaymentOrderResponse>>(`/api/payment/sandbox/${encodeURIComponent(orderId)}/${action}`, { method: 'POST', body: {} }),
  });
}

/**
 * GET /api/payment/orders/{id}?token= — the order's real state, asked again while it still waits. The id
 * alone reads nothing: the token from the return link (or the booking's client token), or the owner's session.
 */
export function useOrderStatus(orderId: string, token: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['payment-order', orderId, token],
      queryFn: ({ signal }) => api<OrderStatus>(`/api/payment/orders/${encodeURIComponent(orderId)}`, { signal, query: { token } }),
      enabled: /^\d+$/.test(orderId),
      retry: false,
      refetchInterval: (query) => (query.state.data?.state === 'waiting' ? 3000 : false),
    }),
  );
}
