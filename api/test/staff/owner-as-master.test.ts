import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffResponse } from '../../src/contracts/responses.ts';
import { freeTimes, signedInMaster, weekday } from '../provider-tools/support.ts';
import { daysAhead, halfHours, providerWithService } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { salon } from './support.ts';

// "Ish vaqtim" for the owner: every business has one master, its owner, who reads and sets their own hours too.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/staff/me and PUT /api/staff/me/hours', () => {
  it("answer the owner as their own master, and the owner's hours shape their public times", async () => {
    const { client, user, service } = await providerWithService(app);
    const me = await client.get('/api/staff/me');
    expect(me.status).toBe(200);
    const own = StaffResponse.parse(me.body);
    expect(own).toMatchObject({ isOwner: true, name: 'Aziz Karimov', availability: {}, serviceIds: [service.id] });
    const team = (await client.get('/api/staff')).body as Array<{ id: string }>;
    expect(team.map((m) => m.id)).toEqual([own.id]);

    const date = daysAhead(6);
    const hours = await client.put('/api/staff/me/hours', { availability: { [weekday(date)]: halfHours('10:00', '11:00') } });
    expect(hours.status).toBe(200);
    expect(StaffResponse.parse(hours.body)).toMatchObject({ id: own.id, availability: { [weekday(date)]: ['10:00', '10:30'] } });
    expect(await freeTimes(app, service.id, date)).toEqual(['10:00', '10:30']);
    const activity = await app.qabul.deps.pool.query(`select action from platform_activity where user_id = $1 and entity_id = $2`, [
      user.id,
      own.id,
    ]);
    expect(activity.rows).toEqual([{ action: 'staff_hours_updated' }]);
  });

  it('keeps an invited master on their own record; refuses bad hours and nobody signed in', async () => {
    const shop = await salon(app, 1);
    const master = shop.masters[0] as { id: string };
    const invited = await signedInMaster(app, master.id);
    expect((await invited.get('/api/staff/me')).body).toMatchObject({ id: master.id, isOwner: false });
    expect((await invited.put('/api/staff/me/hours', { availability: { Monday: ['09:00'] } })).body).toMatchObject({
      id: master.id,
      availability: { Monday: ['09:00'] },
    });
    // The owner's own record is untouched by their master's change.
    expect((await shop.client.get('/api/staff/me')).body).toMatchObject({ id: shop.owner.id, availability: {} });

    const bad = await shop.client.put('/api/staff/me/hours', { availability: { Monday: ['09:15'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation');
    expect((await app.client().get('/api/staff/me')).status).toBe(401);
    expect((await app.client().put('/api/staff/me/hours', { availability: {} })).status).toBe(401);
  });
});
