import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { type CallAnswer, call } from '../../../lib/api-client.ts';

export type CheckoutInfo = CallAnswer<'GET /api/payment/sandbox/:payload'>;
export type OrderStatus = CallAnswer<'GET /api/payment/orders/:id'>;
export type OrderState = OrderStatus['state'];

/** GET /api/payment/sandbox/{payload} — what the sandbox checkout shows for a checkout link. */
export function useCheckoutInfo(payload: string) {
  return useQuery(
    queryOptions({
      queryKey: ['payment-checkout', payload],
      // Encoded (every path parameter is), so a standard-base64 payload's "/" or "+" (links made before base64url) stays one segment.
      queryFn: ({ signal }) => call('GET /api/payment/sandbox/:payload', { params: { payload } }, { signal }),
      retry: false,
    }),
  );
}

/** POST /api/payment/sandbox/{orderId}/pay|cancel — plays Payme's calls on the server. */
export function useSandboxAction() {
  return useMutation({
    mutationFn: ({ orderId, action }: { orderId: string; action: 'pay' | 'cancel' }) =>
      call('POST /api/payment/sandbox/:orderId/:action', { params: { orderId, action } }),
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
      queryFn: ({ signal }) =>
        call('GET /api/payment/orders/:id', { params: { id: orderId }, query: { token: token ?? undefined } }, { signal }),
      enabled: /^\d+$/.test(orderId),
      retry: false,
      refetchInterval: (query) => (query.state.data?.state === 'waiting' ? 3000 : false),
    }),
  );
}
