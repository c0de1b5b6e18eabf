import { z } from 'zod';
import { endpoint } from '../../contracts/endpoint.ts';
import {
  PaymentOrderResponse,
  PaymentOrderStatusResponse,
  PaymentReceiptResponse,
  ReserveOrderResponse,
  SandboxCheckoutResponse,
  SubscriptionOrderResponse,
  TestPaymentResponse,
} from '../../contracts/responses.ts';
import { OrderRelease, RealPayment, ReserveOrder, SubscriptionOrder, TestPayment } from './payments.schema.ts';

/** Orders (a plan, or a booking's reserve fee), the return page's read, the sandbox checkout and the developer pages. */
export const orderSubscription = endpoint({
  method: 'POST',
  path: '/api/payment/subscription',
  body: SubscriptionOrder,
  response: SubscriptionOrderResponse,
  status: 201,
  summary: "an order for the plan at today's price, with its checkout link",
});

export const orderReserveFee = endpoint({
  method: 'POST',
  path: '/api/payment/service-reserve',
  body: ReserveOrder,
  response: ReserveOrderResponse,
  status: 201,
  summary: 'the booking held while the client pays its reserve fee',
});

export const getOrder = endpoint({
  method: 'GET',
  path: '/api/payment/orders/:id',
  query: z.object({ token: z.string().optional().catch(undefined) }),
  response: PaymentOrderStatusResponse,
  summary: '`?token=` the order token or the booking client token; else its provider’s session (404 to anyone else)',
});

export const releaseOrder = endpoint({
  method: 'POST',
  path: '/api/payment/orders/:id/release',
  body: OrderRelease,
  response: PaymentOrderStatusResponse,
  summary: 'an unpaid reserve fee given up, its held time freed (409 `not_payable` when paid or a payment is under way)',
});

export const getSandboxCheckout = endpoint({
  method: 'GET',
  path: '/api/payment/sandbox/:payload',
  response: SandboxCheckoutResponse,
  summary: 'the sandbox only (404 elsewhere)',
});

export const runSandboxCheckout = endpoint({
  method: 'POST',
  path: '/api/payment/sandbox/:orderId/:action',
  response: PaymentOrderResponse,
  summary: '`pay`: CheckPerform, Create, Perform; `cancel`: Create, Cancel (reason 3); the sandbox only',
});

export const checkTestPayment = endpoint({ method: 'POST', path: '/api/payment/test', body: TestPayment, response: TestPaymentResponse });
export const checkRealPayment = endpoint({ method: 'POST', path: '/api/payment/real', body: RealPayment, response: TestPaymentResponse });

export const listPaymentHistory = endpoint({
  method: 'GET',
  path: '/api/payment/history',
  response: PaymentReceiptResponse.array(),
  summary: "the provider's own payments, newest first",
});

// The payment systems' own calls: their protocols' envelopes, answered with HTTP 200 whatever happened.
const localized = z.strictObject({ uz: z.string(), ru: z.string(), en: z.string() });

export const PaymeRequest = z.object({
  jsonrpc: z.literal('2.0').optional(),
  id: z.union([z.number(), z.string()]),
  method: z.string(),
  params: z.record(z.string(), z.unknown()),
});

/** The request id is echoed as it came, even when it was not a valid one. */
export const PaymeEnvelopeResponse = z.union([
  z.strictObject({ jsonrpc: z.literal('2.0'), id: z.unknown(), result: z.unknown() }),
  z.strictObject({
    jsonrpc: z.literal('2.0'),
    id: z.unknown(),
    error: z.strictObject({ code: z.number(), message: localized, data: z.unknown().optional() }),
  }),
]);

export const paymeMerchant = endpoint({
  method: 'POST',
  path: '/api/payment/payme',
  protocol: 'Payme Merchant API (JSON-RPC 2.0, Basic auth `PAYME_LOGIN:PAYME_KEY`)',
  anyMethod: true,
  body: PaymeRequest,
  response: PaymeEnvelopeResponse,
  summary: 'always HTTP 200; another method than POST answers -32300',
});

const formField = z.string();
export const ClickRequest = z.object({
  click_trans_id: formField,
  service_id: formField,
  click_paydoc_id: formField,
  merchant_trans_id: formField,
  merchant_prepare_id: formField.optional(),
  amount: formField,
  action: formField,
  error: formField,
  error_note: formField.optional(),
  sign_time: formField,
  sign_string: formField,
});

export const ClickCallbackResponse = z.strictObject({
  click_trans_id: z.string().optional(),
  merchant_trans_id: z.string().optional(),
  merchant_prepare_id: z.number().nullable().optional(),
  merchant_confirm_id: z.number().nullable().optional(),
  error: z.number(),
  error_note: z.string(),
});

const click = 'Click Shop API (form-encoded, `sign_string` MD5)';

export const clickPrepare = endpoint({
  method: 'POST',
  path: '/api/payment/click/prepare',
  protocol: click,
  body: ClickRequest,
  response: ClickCallbackResponse,
  summary: 'always HTTP 200, errors in Click’s codes',
});

export const clickComplete = endpoint({
  method: 'POST',
  path: '/api/payment/click/complete',
  protocol: click,
  body: ClickRequest,
  response: ClickCallbackResponse,
  summary: 'always HTTP 200; `merchant_prepare_id` required',
});
