import type { PaymentOrderResponse, PaymentOrderStatusResponse, Presented, SandboxCheckoutResponse } from '../../contracts/responses.ts';
import type { OrderRow } from './orders.queries.ts';

export function presentOrder(order: OrderRow): Presented<typeof PaymentOrderResponse> {
  return { orderId: order.id, kind: order.kind, amount: order.amount, state: order.state };
}

/** What the return page reads: the order's state and what it was for, naming nobody. */
export function presentOrderStatus(order: OrderRow): Presented<typeof PaymentOrderStatusResponse> {
  return { ...presentOrder(order), planId: order.planId, bookingId: order.bookingId, paidAt: order.paidAt, holdUntil: order.holdUntil };
}

/** What Payme's own page would show for a checkout link. */
export function presentSandboxCheckout(order: OrderRow, params: Record<string, string>): Presented<typeof SandboxCheckoutResponse> {
  return { merchantName: 'Qabul', orderId: order.id, amount: Number(params.a), state: order.state, returnUrl: params.c ?? null };
}
