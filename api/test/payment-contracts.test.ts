import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PaymentOrderResponse,
  PaymentOrderStatusResponse,
  PaymentReceiptResponse,
  ReserveOrderResponse,
  SandboxCheckoutResponse,
  SubscriptionOrderResponse,
  TestPaymentResponse,
} from '../src/contracts/responses.ts';
import { userWithRole } from './support/admin-fixtures.ts';
import { daysAhead, planId, providerWithService } from './support/fixtures.ts';
import { reserveBody, setReserveFee } from './support/payment-fixtures.ts';
import { matches } from './support/contracts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// The web app reads the payment answers as these shapes (Wire<...>): a real answer must match its contract exactly.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
});
afterAll(() => app.close());

const payloadOf = (paymentUrl: string) => new URL(paymentUrl).pathname.split('/').at(-1)!;

describe('payment answers match the contracts the clients are typed by', () => {
  it('orders, the sandbox checkout, the return page, the history and the developer pages', async () => {
    const provider = await providerWithService(app);
    const plan = await provider.client.post('/api/payment/subscription', { planId: await planId(provider.client, 'asosiy') });
    matches(SubscriptionOrderResponse, plan, 201);
    matches(SandboxCheckoutResponse, await app.client().get(`/api/payment/sandbox/${payloadOf(plan.body.paymentUrl)}`));
    matches(PaymentOrderStatusResponse, await app.client().get(`/api/payment/orders/${plan.body.orderId}?token=${plan.body.orderToken}`));
    matches(PaymentOrderResponse, await app.client().post(`/api/payment/sandbox/${plan.body.orderId}/pay`));
    matches(PaymentReceiptResponse.array().length(1), await provider.client.get('/api/payment/history'));

    const s = await setReserveFee(provider.client, provider.service, 2_000_000);
    const reserve = await app.client().post('/api/payment/service-reserve', reserveBody(s.id, '11:00', daysAhead(3)));
    matches(ReserveOrderResponse, reserve, 201);
    matches(
      PaymentOrderStatusResponse,
      await app.client().get(`/api/payment/orders/${reserve.body.orderId}?token=${reserve.body.orderToken}`),
    );

    const { client: admin } = await userWithRole(app, 'platform_admin');
    matches(TestPaymentResponse, await admin.post('/api/payment/test', { amount: 10_000 }));
    matches(TestPaymentResponse, await admin.post('/api/payment/real', { amount: 10_000 }));
    const refused = await admin.post('/api/payment/real', { amount: 1500 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.amount ?? refused.body.message).toBe("Haqiqiy to'lov summasi 1 000 so'mga karrali bo'lishi kerak");
  });
});
