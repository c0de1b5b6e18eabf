import type { PaymentsConfig } from './payments.config.ts';

export interface CheckoutOrder {
  orderId: string;
  amount: number;
  /** The order's own access token, carried back by the return URL (null: the developer pages' check links). */
  accessToken: string | null;
}

/** Where the sandbox checkout lives in the web app: `payment/checkout/:payload`, one path segment. */
export const SANDBOX_CHECKOUT_PATH = '/payment/checkout/';

/**
 * Payme's GET checkout link (DECISIONS.md): base64 of `m=..;ac.order_id=..;a=..;l=uz;c=..`. The return URL
 * must not contain `;`, which would split the parameters; ours never does (checked, not assumed).
 *
 * Payme documents standard base64 (reference/payments.md section 2.1), so links to Payme keep it. Its `/`
 * and `+` cannot travel as one path segment of our own app, though: the sandbox link uses base64url
 * (RFC 4648 section 5, no padding), which needs no escaping anywhere and decodes with the same function.
 */
export function paymeCheckoutPayload(
  merchantId: string,
  order: Pick<CheckoutOrder, 'orderId' | 'amount'>,
  returnUrl: string,
  encoding: 'base64' | 'base64url' = 'base64',
): string {
  if (returnUrl.includes(';')) throw new Error('a Payme return URL cannot contain ";"');
  const params = `m=${merchantId};ac.order_id=${order.orderId};a=${order.amount};l=uz;c=${returnUrl}`;
  return Buffer.from(params, 'utf8').toString(encoding);
}

/**
 * Reads either alphabet (links made before the sandbox switched to base64url are standard base64) and a
 * payload whose `/`, `+` or `=` arrived percent-encoded.
 */
export function decodeCheckoutPayload(payload: string): Record<string, string> {
  let raw = payload;
  try {
    raw = decodeURIComponent(payload);
  } catch {
    // Not percent-encoded after all: read it as it came.
  }
  const text = Buffer.from(raw.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  return Object.fromEntries(
    text.split(';').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/**
 * Where the payer comes back to: the return page asks the server what really happened, showing the order's
 * own token, since the id alone reads nothing (DECISIONS.md).
 */
export function returnUrlFor(origin: string, order: Pick<CheckoutOrder, 'orderId' | 'accessToken'>): string {
  const token = order.accessToken ? `&token=${encodeURIComponent(order.accessToken)}` : '';
  return `${origin}/payment/return?order=${encodeURIComponent(order.orderId)}${token}`;
}

/** Payme's checkout when configured; outside production without it, the app's own sandbox checkout. */
export function paymentUrlFor(config: PaymentsConfig, origin: string, order: CheckoutOrder): string | null {
  const back = returnUrlFor(origin, order);
  if (config.payme) return `${config.payme.checkoutUrl}/${paymeCheckoutPayload(config.payme.merchantId, order, back)}`;
  if (config.sandbox) return `${origin}${SANDBOX_CHECKOUT_PATH}${paymeCheckoutPayload('qabul-sandbox', order, back, 'base64url')}`;
  return null;
}

export function clickUrlFor(config: PaymentsConfig, origin: string, order: CheckoutOrder): string | null {
  if (!config.click) return null;
  const query = new URLSearchParams({
    service_id: config.click.serviceId,
    merchant_id: config.click.merchantId,
    amount: (order.amount / 100).toFixed(2),
    transaction_param: order.orderId,
    return_url: returnUrlFor(origin, order),
  });
  return `https://my.click.uz/services/pay?${query}`;
}
