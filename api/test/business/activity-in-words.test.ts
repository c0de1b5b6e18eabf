import { BACKGROUND } from '../../src/background.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityResponse } from '../../src/contracts/admin-responses.ts';
import { adminPanelClient } from '../support/admin-fixtures.ts';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The activity log reads in words with a link to each object: every entry says what it is about (its kind and id)
// and that object's name as people call it, besides its stable action word.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' }, { background: BACKGROUND });
});
afterAll(() => app.close());

describe('GET /api/admin/activity', () => {
  it('names the object of each entry: the person, the business, the service, the booking', async () => {
    const provider = await providerWithService(app, { name: 'Manikyur klassik' });
    await provider.client.put('/api/business', { businessName: 'Malika Beauty' });
    const date = daysAhead(3);
    const booked = await provider.client.post(
      '/api/bookings',
      bookingBody(provider.service.id, date, '10:00', { name: 'Dilnoza Yusupova' }),
    );
    expect(booked.status).toBe(201);
    const { client } = await adminPanelClient(app);
    const reply = await client.get(`/api/admin/activity?userId=${provider.user.id}&limit=50`);
    expect(reply.status).toBe(200);
    for (const entry of reply.body) expect(ActivityResponse.safeParse(entry).error?.issues ?? []).toEqual([]);
    const about = (action: string) => reply.body.find((entry: { action: string }) => entry.action === action);
    expect(about('registered')).toMatchObject({ entityType: 'user', entityId: provider.user.id, entityName: 'Aziz Karimov' });
    expect(about('business_updated')).toMatchObject({ entityType: 'business', entityId: provider.user.id, entityName: 'Malika Beauty' });
    expect(about('service_created')).toMatchObject({
      entityType: 'service',
      entityId: String(provider.service.id),
      entityName: 'Manikyur klassik',
    });
    const booking = reply.body.find((entry: { entityType: string }) => entry.entityType === 'booking');
    expect(booking).toMatchObject({ entityId: booked.body.id, entityName: `Dilnoza Yusupova, ${date} 10:00` });
  });

  it('keeps an entry whose object is gone, without a name', async () => {
    const provider = await providerWithService(app);
    const extra = await provider.client.post('/api/services', { name: 'Vaqtinchalik', description: 'x', price: '1', duration: 30 });
    expect((await provider.client.delete(`/api/services/${extra.body.id}`)).status).toBe(204);
    const { client } = await adminPanelClient(app);
    const reply = await client.get(`/api/admin/activity?userId=${provider.user.id}&action=service_deleted`);
    expect(reply.body[0]).toMatchObject({ entityType: 'service', entityId: String(extra.body.id), entityName: null });
  });
});
