import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planId, providerWithService } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const serviceBody = { name: 'Manikyur', description: 'Klassik manikyur', price: "60 000 so'm", duration: 60 };

describe('services', () => {
  it('creates with defaults, lists, updates and deletes own services', async () => {
    const { client } = await providerWithService(app);
    const created = await client.post('/api/services', serviceBody);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...serviceBody,
      timingInterval: 30,
      breakInterval: 0,
      cancellationHours: 24,
      allowCancellation: true,
      isActive: true,
      reserveFee: 0,
    });
    const list = await client.get('/api/services');
    expect(list.body.map((s: { name: string }) => s.name)).toEqual(['Soch olish', 'Manikyur']);
    const updated = await client.put(`/api/services/${created.body.id}`, { ...serviceBody, duration: 90, breakInterval: 15 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ duration: 90, breakInterval: 15 });
    expect((await client.delete(`/api/services/${created.body.id}`)).status).toBe(204);
    expect((await client.get('/api/services')).body).toHaveLength(1);
  });

  it('requires sign-in', async () => {
    const anonymous = app.client();
    expect((await anonymous.get('/api/services')).status).toBe(401);
    expect((await anonymous.post('/api/services', serviceBody)).status).toBe(401);
    expect((await anonymous.put('/api/services/1', serviceBody)).status).toBe(401);
    expect((await anonymous.delete('/api/services/1')).status).toBe(401);
    expect((await anonymous.get('/api/service-availability/1')).status).toBe(401);
  });

  it("answers 404 for another provider's service on every call", async () => {
    const owner = await providerWithService(app);
    const intruder = await providerWithService(app);
    const id = owner.service.id;
    expect((await intruder.client.put(`/api/services/${id}`, serviceBody)).status).toBe(404);
    expect((await intruder.client.delete(`/api/services/${id}`)).status).toBe(404);
    expect((await intruder.client.get(`/api/service-availability/${id}`)).status).toBe(404);
    expect((await intruder.client.put(`/api/service-availability/${id}`, { availability: {} })).status).toBe(404);
    expect((await owner.client.get('/api/services')).body[0].name).toBe('Soch olish');
  });

  it('validates fields with the spec messages', async () => {
    const { client } = await providerWithService(app);
    const reply = await client.post('/api/services', {
      name: '',
      description: '',
      price: '',
      duration: 0,
      timingInterval: 10,
      breakInterval: 61,
      cancellationHours: -1,
    });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.errors).sort()).toEqual([
      'breakInterval',
      'cancellationHours',
      'description',
      'duration',
      'name',
      'price',
      'timingInterval',
    ]);
    expect((await client.put('/api/services/abc', serviceBody)).status).toBe(400);
    expect((await client.post('/api/services', { ...serviceBody, duration: '60' })).status).toBe(400);
  });

  it('enforces the Freemium limit of 3 services and the plan-only features', async () => {
    const { client } = await providerWithService(app);
    await client.post('/api/services', serviceBody);
    await client.post('/api/services', serviceBody);
    const fourth = await client.post('/api/services', serviceBody);
    expect(fourth.status).toBe(409);
    expect(fourth.body.code).toBe('plan_limit');
    expect(fourth.body.message).toContain('3 ta');
    const services = (await client.get('/api/services')).body;
    const withFee = await client.put(`/api/services/${services[0].id}`, { ...serviceBody, reserveFee: 1_000_000 });
    expect(withFee.status).toBe(409);
    const meet = await client.put(`/api/services/${services[0].id}`, { ...serviceBody, useGoogleMeet: true });
    expect(meet.status).toBe(409);
  });

  it('lifts the limit on the Business trial', async () => {
    const { client } = await providerWithService(app);
    const trial = await client.post('/api/select-subscription-plan', { planId: await planId(client, 'business') });
    expect(trial.status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await client.post('/api/services', serviceBody)).status).toBe(201);
  });

  it('refuses to delete a service with upcoming bookings', async () => {
    const { client, service } = await providerWithService(app);
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await app
      .client()
      .post('/api/public/bookings', { name: 'Ali Valiyev', phone: '+998901234567', date, timeSlot: '10:00', serviceId: service.id });
    const reply = await client.delete(`/api/services/${service.id}`);
    expect(reply.status).toBe(409);
  });
});

describe('availability', () => {
  it('answers an empty map when none is set, then stores sorted unique half-hours', async () => {
    const { client } = await providerWithService(app);
    const created = await client.post('/api/services', serviceBody);
    const empty = await client.get(`/api/service-availability/${created.body.id}`);
    expect(empty.body).toEqual({ serviceId: created.body.id, availability: {} });
    const saved = await client.put(`/api/service-availability/${created.body.id}`, {
      availability: { Monday: ['10:00', '09:30', '10:00'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.availability).toEqual({ Monday: ['09:30', '10:00'] });
    expect((await client.get(`/api/service-availability/${created.body.id}`)).body.availability).toEqual({ Monday: ['09:30', '10:00'] });
  });

  it('rejects unknown weekdays and times off the half-hour grid', async () => {
    const { client, service } = await providerWithService(app);
    expect((await client.put(`/api/service-availability/${service.id}`, { availability: { Funday: ['09:00'] } })).status).toBe(400);
    expect((await client.put(`/api/service-availability/${service.id}`, { availability: { Monday: ['09:15'] } })).status).toBe(400);
    expect((await client.put(`/api/service-availability/${service.id}`, { availability: 'all' })).status).toBe(400);
  });
});

describe('public reads', () => {
  it('finds a provider by username or id, without private fields', async () => {
    const { user, client, service } = await providerWithService(app);
    const byName = await app.client().get(`/api/public/user/${user.username}`);
    const byId = await app.client().get(`/api/public/user/${user.id}`);
    expect(byName.status).toBe(200);
    expect(byId.body).toEqual(byName.body);
    expect(byName.body).not.toHaveProperty('password');
    expect(byName.body).not.toHaveProperty('googleRefreshToken');
    await client.put(`/api/services/${service.id}`, { ...serviceBody, isActive: false });
    await client.post('/api/services', serviceBody);
    const services = await app.client().get(`/api/public/services/${user.username}`);
    expect(services.body.map((s: { name: string }) => s.name)).toEqual(['Manikyur']);
  });

  it('answers 404 for unknown providers', async () => {
    expect((await app.client().get('/api/public/user/nobody_here')).status).toBe(404);
    expect((await app.client().get('/api/public/services/nobody_here')).status).toBe(404);
  });
});
