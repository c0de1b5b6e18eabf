import type { PaymentsConfig } from './payments.config.ts';

export interface CheckoutOrder {
  orderId: string;
  amount: number;
}

/**
 * Payme's GET checkout link (DECISIONS.md): base64 of `m=..;ac.order_id=..;a=..;l=uz;c=..`. The return URL
 * must not contain `;`, which would split the parameters; ours never does (checked, not assumed).
 */
export function paymeCheckoutPayload(merchantId: string, order: CheckoutOrder, returnUrl: string): string {
  if (returnUrl.includes(';')) throw new Error('a Payme return URL cannot contain ";"');
  const params = `m=${merchantId};ac.order_id=${order.orderId};a=${order.amount};l=uz;c=${returnUrl}`;
  return Buffer.from(params, 'utf8').toString('base64');
}

export function decodeCheckoutPayload(payload: string): Record<string, string> {
  const text = Buffer.from(payload, 'base64').toString('utf8');
  return Object.fromEntries(
    text.split(';').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** Where the payer comes back to: the return page asks the server what really happened. */
export function returnUrlFor(origin: string, orderId: string): string {
  return `${origin}/payment/return?order=${orderId}`;
}

/** Payme's checkout when configured; outside production without it, the app's own sandbox checkout. */
export function paymentUrlFor(config: PaymentsConfig, origin: string, order: CheckoutOrder): string | null {
  const back = returnUrlFor(origin, order.orderId);
  if (config.payme) return `${config.payme.checkoutUrl}/${paymeCheckoutPayload(config.payme.merchantId, order, back)}`;
  if (config.sandbox) return `${origin}/payment/checkout/${paymeCheckoutPayload('qabul-sandbox', order, back)}`;
  return null;
}

export function clickUrlFor(config: PaymentsConfig, origin: string, order: CheckoutOrder): string | null {
  if (!config.click) return null;
  const query = new URLSearchParams({
    service_id: config.click.serviceId,
    merchant_id: config.click.merchantId,
    amount: (order.amount / 100).toFixed(2),
    transaction_param: order.orderId,
    return_url: returnUrlFor(origin, order.orderId),
  });
  return `https://my.click.uz/services/pay?${query}`;
}
