import type { PaymentOrderStatusResponse, Wire } from '@qabul/api/schemas';
import { ApiError, api } from '@qabul/web/api-client';
import { invoice, openLink } from '@telegram-apps/sdk-react';

export type OrderStatus = Wire<typeof PaymentOrderStatusResponse>;

/** POST /api/telegram/orders/{orderId}/invoice — a Telegram invoice link for a reserve-fee order still awaiting payment. */
export function getOrderInvoice(orderId: string): Promise<{ invoiceLink: string }> {
  return api<{ invoiceLink: string }>(`/api/telegram/orders/${encodeURIComponent(orderId)}/invoice`, { method: 'POST', body: {} });
}

/** GET /api/payment/orders/{id}?token= — the order's real state (the web return page asks the same). */
export function getOrderStatus(orderId: string, token: string): Promise<OrderStatus> {
  return api<OrderStatus>(`/api/payment/orders/${encodeURIComponent(orderId)}`, { query: { token } });
}

/** POST /api/payment/orders/{id}/release — an unpaid reserve fee given up: its held time is freed at once. */
export function releaseOrder(orderId: string, token: string): Promise<OrderStatus> {
  return api<OrderStatus>(`/api/payment/orders/${encodeURIComponent(orderId)}/release`, { method: 'POST', body: { token } });
}

export type PaymentOpened = { via: 'invoice'; status: string } | { via: 'link' } | { via: 'none' };

/**
 * Pays a reserve-fee order inside Telegram when the server can bill there (an invoice, answered 'paid',
 * 'cancelled', 'failed' or 'pending'), else opens the order's checkout link (Payme or the sandbox) outside: also
 * for a fee outside the amounts Telegram takes in an invoice.
 * 'none': a server that bills only inside Telegram (no checkout link) and a Telegram client too old for invoices.
 */
export async function payReserveFee(order: { orderId: string; paymentUrl: string | null }, invoices: boolean): Promise<PaymentOpened> {
  if (invoices && invoice.open.isAvailable()) {
    const made = await getOrderInvoice(order.orderId).catch((error: unknown) => {
      // A fee Telegram does not take in an invoice (below about 1 USD): the server says so, the checkout link pays it.
      if (error instanceof ApiError && error.code === 'invoices_off' && order.paymentUrl) return null;
      throw error;
    });
    if (made) return { via: 'invoice', status: await invoice.open(made.invoiceLink, 'url') };
  }
  if (!order.paymentUrl) return { via: 'none' };
  if (openLink.isAvailable()) openLink(order.paymentUrl);
  else window.open(order.paymentUrl, '_blank', 'noopener');
  return { via: 'link' };
}
