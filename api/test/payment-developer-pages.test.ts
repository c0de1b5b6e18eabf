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

  it("speak the platform admin's language: Uzbek by default, Russian and Cyrillic when asked", async () => {
    const { client } = await userWithRole(app, 'platform_admin');
    const uz = (await client.post('/api/payment/test', { amount: 10_000 })).body;
    expect(uz.notice.title).toBe("Sinov to'lovi");
    expect(uz.testPayment.instructions[2]).toBe('Hisob turi: bir martalik, maydon nomi order_id.');

    const ru = (await client.post('/api/payment/real', { amount: 5000 }, { 'accept-language': 'ru' })).body;
    expect(ru.notice).toMatchObject({ title: 'Реальный платёж', message: 'По этой ссылке списываются настоящие деньги.' });
    expect(ru.warning.title).toBe('Внимание');
    expect(ru.testPayment.instructions[0]).toContain('<PUBLIC_URL>/api/payment/payme');
    const words = JSON.stringify([ru.testPayment.instructions, ru.troubleshooting.solutions, ru.notice, ru.warning]);
    expect(words).not.toMatch(/kiriting|Sinov|Diqqat|boshlang/);

    const cyrillic = (await client.post('/api/payment/test', { amount: 10_000 }, { 'accept-language': 'uz-Cyrl' })).body;
    expect(cyrillic.notice.title).toBe('Синов тўлови');
    expect(cyrillic.warning.recommendation).toBe('Ишлаб чиқаришда PAYME_KEY сифатида асосий калитни беринг.');
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
