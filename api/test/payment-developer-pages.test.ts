import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCheckoutPayload } from '../src/features/payments/checkout-link.ts';
import { userWithRole } from './support/admin-fixtures.ts';
import { signedInClient } from './support/fixtures.ts';
import { PAYME_ENV } from './support/payme-sandbox.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(PAYME_ENV);
});
afterAll(() => app.close());

describe('POST /api/payment/test and /api/payment/real', () => {
  it('answer the response sections with a checkout link and the key masked', async () => {
    const { client } = await userWithRole(app, 'platform_admin');
    const test = await client.post('/api/payment/test', { amount: 10_000 });
    expect(test.status).toBe(200);
    expect(Object.keys(test.body).sort()).toEqual(['notice', 'success', 'testPayment', 'troubleshooting', 'warning', 'webhook']);
    expect(test.body.testPayment).toMatchObject({ amount: 10_000, environment: 'test', instructions: expect.any(Array) });
    expect(test.body.testPayment.credentials.key).toBe(`${'*'.repeat(PAYME_ENV.PAYME_KEY.length - 4)}${PAYME_ENV.PAYME_KEY.slice(-4)}`);
    expect(JSON.stringify(test.body)).not.toContain(PAYME_ENV.PAYME_KEY);
    expect(JSON.stringify(test.body)).not.toContain(PAYME_ENV.PAYME_MERCHANT_ID);
    const url = new URL(test.body.testPayment.paymentUrl);
    expect(url.origin).toBe('https://test.paycom.uz');
    expect(decodeCheckoutPayload(url.pathname.slice(1)).a).toBe('1000000');

    const real = await client.post('/api/payment/real', { amount: 5000 });
    expect(real.status).toBe(200);
    expect(new URL(real.body.testPayment.paymentUrl).origin).toBe('https://checkout.paycom.uz');
    expect(real.body.warning.message.length).toBeGreaterThan(0);
  });

  it('are for platform admins only', async () => {
    expect((await app.client().post('/api/payment/test', { amount: 10_000 })).status).toBe(401);
    const provider = await signedInClient(app);
    expect((await provider.post('/api/payment/test', { amount: 10_000 })).status).toBe(403);
    expect((await provider.post('/api/payment/real', { amount: 10_000 })).status).toBe(403);
  });

  it('refuse amounts outside the pages limits', async () => {
    const { client } = await userWithRole(app, 'platform_admin');
    expect((await client.post('/api/payment/test', { amount: 999 })).status).toBe(400);
    expect((await client.post('/api/payment/test', { amount: 100_000_001 })).status).toBe(400);
    expect((await client.post('/api/payment/real', { amount: 1500 })).status).toBe(400);
    expect((await client.post('/api/payment/test', { amount: 'lots' })).status).toBe(400);
  });
});
