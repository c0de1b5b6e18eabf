import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCheckoutPayload, paymentUrlFor, returnUrlFor } from '../src/features/payments/checkout-link.ts';
import { PaymentsEnv, paymentsConfig } from '../src/features/payments/payments.config.ts';

// The web app's route for the sandbox checkout is `payment/checkout/:payload`: one path segment.
const SANDBOX_ROUTE = /^\/payment\/checkout\/([^/]+)$/;

const sandbox = paymentsConfig(PaymentsEnv.parse({}), false);
const payme = paymentsConfig(PaymentsEnv.parse({ PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb', PAYME_KEY: 'k'.repeat(36) }), false);

const orderIds = fc.oneof(
  fc.bigInt({ min: 1n, max: 999_999_999_999_999_999n }).map(String),
  fc.integer({ min: 1, max: 100_000 }).map(String),
);
const amounts = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
const tokens = fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), { nil: null });
const origins = fc
  .record({
    scheme: fc.constantFrom('http', 'https'),
    host: fc.oneof(fc.constantFrom('localhost', '127.0.0.1', 'qabul.uz', '[::1]'), fc.domain()),
    port: fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: null }),
  })
  .map(({ scheme, host, port }) => `${scheme}://${host}${port === null ? '' : `:${port}`}`);

describe('checkout links', () => {
  it('the sandbox link opens the checkout page whatever the order, amount and origin, and round-trips', () => {
    fc.assert(
      fc.property(orderIds, amounts, tokens, origins, (orderId, amount, accessToken, origin) => {
        const link = paymentUrlFor(sandbox, origin, { orderId, amount, accessToken });
        expect(link).not.toBeNull();
        const url = new URL(link!);
        expect(url.origin).toBe(new URL(origin).origin);
        const route = SANDBOX_ROUTE.exec(url.pathname);
        expect(route, url.pathname).not.toBeNull();
        const segment = route![1]!;
        // Nothing in it a browser, proxy or router would rewrite.
        expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeCheckoutPayload(segment)).toEqual({
          m: 'qabul-sandbox',
          'ac.order_id': orderId,
          a: String(amount),
          l: 'uz',
          c: returnUrlFor(origin, { orderId, accessToken }),
        });
      }),
      { numRuns: 500 },
    );
  });

  it("Payme's own link stays standard base64, as its GET checkout requires", () => {
    fc.assert(
      fc.property(orderIds, amounts, tokens, origins, (orderId, amount, accessToken, origin) => {
        const url = new URL(paymentUrlFor(payme, origin, { orderId, amount, accessToken })!);
        expect(url.origin).toBe('https://checkout.paycom.uz');
        const payload = url.pathname.slice(1);
        const params = `m=5e730e8e0b852a417aa49ceb;ac.order_id=${orderId};a=${amount};l=uz;c=${returnUrlFor(origin, { orderId, accessToken })}`;
        expect(payload).toBe(Buffer.from(params, 'utf8').toString('base64'));
        expect(decodeCheckoutPayload(payload)['ac.order_id']).toBe(orderId);
      }),
      { numRuns: 200 },
    );
  });

  it('a standard-base64 payload still decodes, also percent-encoded (links made before the sandbox used base64url)', () => {
    fc.assert(
      fc.property(orderIds, amounts, origins, (orderId, amount, origin) => {
        const params = `m=qabul-sandbox;ac.order_id=${orderId};a=${amount};l=uz;c=${origin}/payment/return?order=${orderId}`;
        const standard = Buffer.from(params, 'utf8').toString('base64');
        expect(decodeCheckoutPayload(standard)['ac.order_id']).toBe(orderId);
        expect(decodeCheckoutPayload(encodeURIComponent(standard)).a).toBe(String(amount));
      }),
      { numRuns: 200 },
    );
  });

  it('on the default demo origin, links whose standard base64 has a "/" open too', () => {
    // Order 1 of 49 000 so'm at http://localhost:3000: standard base64 of its parameters contains "/".
    const origin = 'http://localhost:3000';
    const order = { orderId: '1', amount: 4_900_000, accessToken: null };
    const standard = Buffer.from(`m=qabul-sandbox;ac.order_id=1;a=4900000;l=uz;c=${returnUrlFor(origin, order)}`, 'utf8').toString(
      'base64',
    );
    expect(standard).toContain('/');
    expect(new URL(paymentUrlFor(sandbox, origin, order)!).pathname).toMatch(SANDBOX_ROUTE);
  });
});
