import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planId, signedInClient } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const signedIn = () => signedInClient(app);

describe('plans', () => {
  it('lists the four plans with prices in tiyin', async () => {
    const reply = await app.client().get('/api/subscription-plans');
    expect(reply.status).toBe(200);
    expect(reply.body.map((p: { name: string; price: number }) => [p.name, p.price])).toEqual([
      ['Freemium', 0],
      ['Asosiy', 4_900_000],
      ['Business', 9_900_000],
      ['Premium', 14_900_000],
    ]);
    expect(reply.body.find((p: { name: string }) => p.name === 'Premium').popular).toBe(true);
    expect(reply.body.find((p: { name: string }) => p.name === 'Business').trialDays).toBe(30);
  });
});

describe('my subscription', () => {
  it('is null before choosing, then the chosen free plan without an end date', async () => {
    const client = await signedIn();
    const before = await client.get('/api/my-subscription');
    expect(before.status).toBe(200);
    expect(before.body).toBeNull();
    const selected = await client.post('/api/select-subscription-plan', { planId: await planId(client, 'freemium') });
    expect(selected.status).toBe(200);
    expect(selected.body).toMatchObject({ status: 'active', endDate: null, plan: { name: 'Freemium', price: 0 } });
    expect((await client.get('/api/my-subscription')).body.plan.name).toBe('Freemium');
    expect((await client.get('/api/user')).body.subscription).toMatchObject({ status: 'active', plan: { name: 'Freemium' } });
  });

  it('gives the Business trial once, for 30 days', async () => {
    const client = await signedIn();
    const business = await planId(client, 'business');
    const trial = await client.post('/api/select-subscription-plan', { planId: business });
    expect(trial.status).toBe(200);
    expect(trial.body.isTrial).toBe(true);
    const days = (new Date(trial.body.endDate).getTime() - new Date(trial.body.startDate).getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    await client.post('/api/select-subscription-plan', { planId: await planId(client, 'freemium') });
    const again = await client.post('/api/select-subscription-plan', { planId: business });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('payment_required');
  });

  it('refuses paid plans without payment', async () => {
    const client = await signedIn();
    for (const code of ['asosiy', 'premium']) {
      const reply = await client.post('/api/select-subscription-plan', { planId: await planId(client, code) });
      expect(reply.status).toBe(409);
      expect(reply.body.message).toBe("Bu reja pullik: avval to'lovni amalga oshiring");
    }
    expect((await client.get('/api/my-subscription')).body).toBeNull();
  });

  it('needs sign-in and a valid plan id', async () => {
    expect((await app.client().get('/api/my-subscription')).status).toBe(401);
    expect((await app.client().post('/api/select-subscription-plan', { planId: 1 })).status).toBe(401);
    const client = await signedIn();
    expect((await client.post('/api/select-subscription-plan', {})).status).toBe(400);
    expect((await client.post('/api/select-subscription-plan', { planId: 'x' })).status).toBe(400);
    expect((await client.post('/api/select-subscription-plan', { planId: 99999 })).status).toBe(404);
  });
});

describe('the master limit in the plan answers', () => {
  it('lists maxStaff per plan (1, 3, 10, unlimited) and carries it in my subscription', async () => {
    const plans = await app.client().get('/api/subscription-plans');
    expect(plans.body.map((p: { code: string; maxStaff: number | null }) => [p.code, p.maxStaff])).toEqual([
      ['freemium', 1],
      ['asosiy', 3],
      ['business', 10],
      ['premium', null],
    ]);
    const client = await signedIn();
    expect((await client.post('/api/select-subscription-plan', { planId: await planId(client, 'freemium') })).status).toBe(200);
    const mine = await client.get('/api/my-subscription');
    expect(mine.status).toBe(200);
    expect(mine.body.plan).toMatchObject({ name: 'Freemium', maxStaff: 1 });
  });
});
