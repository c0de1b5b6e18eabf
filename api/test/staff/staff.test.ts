import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingResponse, PublicServiceResponse, StaffResponse } from '../../src/contracts/responses.ts';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import { adminPanelClient } from '../support/admin-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { everyDay, masterBody, ownerOffService, salon } from './support.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const phone = (i: number) =>
  `+998 90 ${String(1_000_000 + i).slice(-7, -4)} ${String(1_000_000 + i).slice(-4, -2)} ${String(1_000_000 + i).slice(-2)}`;

describe('masters of a business (GET/POST/PUT/DELETE /api/staff)', () => {
  it('a new provider is a business with one master, themselves, doing their services; their bookings carry that master', async () => {
    const { client, service, user } = await providerWithService(app);
    const team = await client.get('/api/staff');
    expect(team.status).toBe(200);
    expect(team.body).toHaveLength(1);
    const [owner] = StaffResponse.array().parse(team.body);
    expect(owner).toMatchObject({ name: 'Aziz Karimov', isOwner: true, isActive: true, serviceIds: [service.id], availability: {} });
    const booked = await app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(3), '10:00'));
    expect(booked.status).toBe(201);
    expect(booked.body.staff).toEqual({ id: owner?.id, name: 'Aziz Karimov' });
    const listed = await client.get('/api/bookings');
    expect(BookingResponse.array().parse(listed.body)[0]?.staff).toEqual({ id: owner?.id, name: 'Aziz Karimov' });
    const services = await app.client().get(`/api/public/services/${user.username}`);
    expect(PublicServiceResponse.array().parse(services.body)[0]?.staff).toEqual([
      { id: owner?.id, name: 'Aziz Karimov', title: null, photoUrl: null },
    ]);
  });

  it('holds the plan limit: Freemium 1 master, Business 10', async () => {
    const free = await providerWithService(app);
    const refused = await free.client.post('/api/staff', masterBody('Jasur Aliyev', [free.service.id]));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('plan_limit');
    expect(refused.body.message).toContain('1 ta ustaga');
    // An inactive master takes no place.
    expect((await free.client.post('/api/staff', masterBody('Jasur Aliyev', [], { isActive: false }))).status).toBe(201);

    const business = await salon(app, 9);
    expect((await business.client.get('/api/staff')).body).toHaveLength(10);
    const eleventh = await business.client.post('/api/staff', masterBody('Ortiqcha Usta', []));
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toContain('10 ta ustaga');
  });

  it('creates, edits and removes a master; validates in Uzbek; another business gets 404; signed out gets 401', async () => {
    const { client, service, owner } = await salon(app, 0);
    const created = await client.post('/api/staff', {
      ...masterBody('Malika Rahimova', [service.id], { availability: everyDay('14:00', '18:00') }),
      title: 'Stilist',
      telegramUsername: '@malika_style',
      email: 'Malika@Example.uz',
    });
    expect(created.status).toBe(201);
    const master = StaffResponse.parse(created.body);
    expect(master).toMatchObject({ title: 'Stilist', telegramUsername: 'malika_style', email: 'malika@example.uz', isOwner: false });
    expect(master.availability.Monday?.[0]).toBe('14:00');

    const edited = await client.put(`/api/staff/${master.id}`, masterBody('Malika R.', [], { isActive: false }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Malika R.', serviceIds: [], isActive: false });

    const bad = await client.post('/api/staff', { name: 'M', serviceIds: 'x', availability: { Funday: ['09:00'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation');
    expect(bad.body.errors.name).toBe("Usta ismi kamida 2 ta belgidan iborat bo'lishi kerak");
    expect(bad.body.errors.serviceIds).toBe("Xizmatlar ro'yxati noto'g'ri");
    const badHours = await client.post('/api/staff', masterBody('Malika', [], { availability: { Monday: ['09:15'] } }));
    expect(badHours.status).toBe(400);

    const stranger = await providerWithService(app);
    expect((await stranger.client.put(`/api/staff/${master.id}`, masterBody('Hijacked', []))).status).toBe(404);
    expect((await stranger.client.delete(`/api/staff/${master.id}`)).status).toBe(404);
    expect((await client.post('/api/staff', masterBody('Begona', [stranger.service.id]))).status).toBe(404);
    expect((await client.put('/api/staff/not-a-uuid', masterBody('Nobody', []))).status).toBe(404);
    expect((await app.client().get('/api/staff')).status).toBe(401);
    expect((await app.client().post('/api/staff', masterBody('Anon', []))).status).toBe(401);

    const ownerRemoved = await client.delete(`/api/staff/${owner.id}`);
    expect(ownerRemoved.status).toBe(409);
    expect((await client.delete(`/api/staff/${master.id}`)).status).toBe(204);
    expect((await client.get('/api/staff')).body.map((m: { id: string }) => m.id)).not.toContain(master.id);
    expect((await client.delete(`/api/staff/${master.id}`)).status).toBe(404);
  });

  it('refuses to remove a master with upcoming bookings until they are moved or cancelled', async () => {
    const { client, service, masters, owner } = await salon(app, 1);
    const [master] = masters;
    const booking = await client.post('/api/bookings', bookingBody(service.id, daysAhead(4), '11:00', { staffId: master?.id }));
    expect(booking.status).toBe(201);
    expect(booking.body.staff.id).toBe(master?.id);
    const refused = await client.delete(`/api/staff/${master?.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("boshqa ustaga ko'chiring");
    // Moved to the owner's own master: the master may go.
    const moved = await client.post(`/api/bookings/${booking.body.id}/reschedule`, {
      newDate: daysAhead(4),
      newTimeSlot: '11:00',
      staffId: owner.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.staff).toEqual({ id: owner.id, name: owner.name });
    expect((await client.delete(`/api/staff/${master?.id}`)).status).toBe(204);
  });
});

describe('the guarantee per master', () => {
  it('two masters of one business are booked at the same moment; one master never twice', async () => {
    const { service, masters } = await salon(app, 2);
    const date = daysAhead(5);
    const [a, b] = masters;
    const first = await app
      .client()
      .post('/api/public/bookings', bookingBody(service.id, date, '10:00', { staffId: a?.id, phone: phone(1) }));
    const second = await app
      .client()
      .post('/api/public/bookings', bookingBody(service.id, date, '10:00', { staffId: b?.id, phone: phone(2) }));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(first.body.staff.id).toBe(a?.id);
    expect(second.body.staff.id).toBe(b?.id);
    const again = await app
      .client()
      .post('/api/public/bookings', bookingBody(service.id, date, '10:00', { staffId: a?.id, phone: phone(3) }));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('slot_taken');
  });

  it("lists one master's times with staffId, and any master's without; a master outside their hours is not offered", async () => {
    const { client, service, masters, owner } = await salon(app, 2, [everyDay('09:00', '12:00'), everyDay('14:00', '16:00')]);
    await ownerOffService(client, owner);
    const [morning, afternoon] = masters;
    const date = daysAhead(6);
    const slots = async (staffId?: string) => {
      const query = new URLSearchParams({ date, serviceId: String(service.id), ...(staffId ? { staffId } : {}) });
      const reply = await app.client().get(`/api/time-slots?${query}`);
      expect(reply.status).toBe(200);
      return (reply.body as Array<{ time: string; isAvailable: boolean }>).filter((s) => s.isAvailable).map((s) => s.time);
    };
    expect(await slots(morning?.id)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(await slots(afternoon?.id)).toEqual(['14:00', '14:30', '15:00', '15:30']);
    expect(await slots()).toEqual([...(await slots(morning?.id)), ...(await slots(afternoon?.id))]);
    const outside = await app.client().post('/api/public/bookings', bookingBody(service.id, date, '15:00', { staffId: morning?.id }));
    expect(outside.status).toBe(409);
    expect(outside.body.code).toBe('slot_unavailable');
    // "Any" at 15:00 lands on the one master whose hours hold it.
    const any = await app.client().post('/api/public/bookings', bookingBody(service.id, date, '15:00'));
    expect(any.body.staff.id).toBe(afternoon?.id);
    expect(await slots(afternoon?.id)).toEqual(['14:00', '14:30', '15:30']);
    const unknown = await app.client().get(`/api/time-slots?date=${date}&serviceId=${service.id}&staffId=nope`);
    expect(unknown.status).toBe(400);
    const stranger = await providerWithService(app);
    const foreign = await app
      .client()
      .post('/api/public/bookings', bookingBody(stranger.service.id, date, '10:00', { staffId: morning?.id }));
    expect(foreign.status).toBe(404);
  });
});

describe("Farqi yo'q (any master)", () => {
  it('picks the free master with the fewest bookings that day, ties by who waited longest since their last booking', async () => {
    const { client, service, masters, owner } = await salon(app, 3);
    await ownerOffService(client, owner);
    const [a, b, c] = masters as unknown as [{ id: string }, { id: string }, { id: string }];
    const date = daysAhead(7);
    const book = async (time: string, extra: Record<string, unknown> = {}, i = 0) =>
      app.client().post('/api/public/bookings', bookingBody(service.id, date, time, { phone: phone(100 + i), ...extra }));
    // A has two bookings that day, B one, C none: "any" at 12:00 goes to C.
    await book('09:00', { staffId: a.id }, 1);
    await book('09:30', { staffId: a.id }, 2);
    await book('10:00', { staffId: b.id }, 3);
    const first = await book('12:00', {}, 4);
    expect(first.body.staff.id).toBe(c.id);
    // Now B and C have one each; B's last booking is older, so B waited longer.
    const second = await book('13:00', {}, 5);
    expect(second.body.staff.id).toBe(b.id);
    // A and B have two, C one: C again.
    const third = await book('14:00', {}, 6);
    expect(third.body.staff.id).toBe(c.id);
    // Two each: A's last booking is the oldest.
    const fourth = await book('15:00', {}, 7);
    expect(fourth.body.staff.id).toBe(a.id);
  });

  it('parallel "any" bookings at one time spread over the masters and never double-book one', async () => {
    // Six masters (the owner and five more), six clients at once: every one of them gets a master.
    const { client, service, masters, owner } = await salon(app, 5);
    const everyone = new Set([owner.id, ...masters.map((m) => m.id)]);
    const date = daysAhead(8);
    const burst = (from: number) =>
      Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          app.client().post('/api/public/bookings', bookingBody(service.id, date, '10:00', { phone: phone(from + i) })),
        ),
      );
    const first = await burst(200);
    expect(first.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(first.map((r) => r.body.staff.id))).toEqual(everyone);
    // Now every master is taken at 10:00: six more are all refused, and nobody is booked twice.
    const second = await burst(300);
    for (const lost of second) {
      expect(lost.status).toBe(409);
      expect(lost.body.code).toBe('slot_taken');
    }
    const list = await client.get(`/api/bookings?from=${date}&to=${date}`);
    expect(list.body.filter((b: { status: string }) => b.status !== 'cancelled')).toHaveLength(6);
  });

  it('the dashboard books "any" too, and filters its list by master', async () => {
    const { client, service, masters, owner } = await salon(app, 1);
    const date = daysAhead(9);
    const first = await client.post('/api/bookings', bookingBody(service.id, date, '10:00'));
    const second = await client.post('/api/bookings', bookingBody(service.id, date, '10:00', { phone: phone(300) }));
    expect([first.body.staff.id, second.body.staff.id].sort()).toEqual([owner.id, masters[0]?.id].sort());
    const mine = await client.get(`/api/bookings?staffId=${masters[0]?.id}`);
    expect(mine.body.map((b: { staff: { id: string } }) => b.staff.id)).toEqual([masters[0]?.id]);
    // The day grid for one master: 10:00 is taken for them; for a master with nothing that day it is free.
    await client.post(`/api/bookings/${first.body.staff.id === owner.id ? first.body.id : second.body.id}/cancel`, {});
    const taken = (staffId: string) =>
      client
        .get(`/api/time-slots?date=${date}&staffId=${staffId}`)
        .then((r) => r.body.find((s: { time: string }) => s.time === '10:00').isAvailable);
    expect(await taken(masters[0]?.id ?? '')).toBe(false);
    expect(await taken(owner.id)).toBe(true);
  });
});

describe('"any master" against the database (property)', () => {
  it('a booking for "any" lands on a master who does the service and was free, exactly when the slot list offered the time', async () => {
    const { client, service, masters, owner } = await salon(app, 3, [everyDay('09:00', '12:00'), everyDay('10:00', '14:00'), {}]);
    await ownerOffService(client, owner);
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00'];
    let run = 0;
    let phoneNo = 400;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.constantFrom(...times)), { maxLength: 8 }),
        fc.constantFrom(...times),
        async (taken, time) => {
          run += 1;
          const date = daysAhead(20 + run);
          for (const [index, at] of taken) {
            phoneNo += 1;
            await client.post('/api/bookings', bookingBody(service.id, date, at, { staffId: masters[index]?.id, phone: phone(phoneNo) }));
          }
          const perMaster = await Promise.all(
            masters.map(async (master) => {
              const reply = await app.client().get(`/api/time-slots?date=${date}&serviceId=${service.id}&staffId=${master.id}`);
              return (reply.body as Array<{ time: string; isAvailable: boolean }>).some((s) => s.time === time && s.isAvailable);
            }),
          );
          const anyList = await app.client().get(`/api/time-slots?date=${date}&serviceId=${service.id}`);
          const offered = (anyList.body as Array<{ time: string; isAvailable: boolean }>).some((s) => s.time === time && s.isAvailable);
          expect(offered).toBe(perMaster.some(Boolean));
          phoneNo += 1;
          const booked = await app.client().post('/api/public/bookings', bookingBody(service.id, date, time, { phone: phone(phoneNo) }));
          if (!offered) {
            expect(booked.status).toBe(409);
            return;
          }
          expect(booked.status).toBe(201);
          const chosen = masters.findIndex((master) => master.id === booked.body.staff.id);
          expect(chosen).toBeGreaterThanOrEqual(0);
          expect(perMaster[chosen]).toBe(true);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe("the admin panel's bookings name the master", () => {
  it('lists each booking with its master', async () => {
    const { service, masters, user } = await salon(app, 1);
    const master = masters[0] as { id: string; name: string };
    const booked = await app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(11), '10:00', { staffId: master.id }));
    expect(booked.status).toBe(201);
    const { client: panel } = await adminPanelClient(app);
    const listed = await panel.get(`/api/admin/bookings?search=${encodeURIComponent('Dilnoza')}&limit=100`);
    expect(listed.status).toBe(200);
    const row = (listed.body as Array<{ id: string; staffName: string; providerId: string }>).find((b) => b.id === booked.body.id);
    expect(row).toMatchObject({ staffName: master.name, providerId: user.id });
  });

  it("the owner's day grid of a team takes a time only when every active master is booked then; one master's as before", async () => {
    const shop = await salon(app, 2);
    const [first, second] = shop.masters as [{ id: string; name: string }, { id: string; name: string }];
    const date = daysAhead(9);
    const book = async (staffId: string, time: string) =>
      expect((await shop.client.post('/api/bookings', bookingBody(shop.service.id, date, time, { staffId }))).status).toBe(201);
    for (const id of [shop.owner.id, first.id, second.id]) await book(id, '10:00');
    await book(shop.owner.id, '11:00');
    await book(first.id, '11:00');
    const taken = async (query = '') =>
      ((await shop.client.get(`/api/time-slots?date=${date}${query}`)).body as Array<{ time: string; isAvailable: boolean }>)
        .filter((slot) => !slot.isAvailable)
        .map((slot) => slot.time);
    // 11:00 still has a free master: a new booking for "any master" fits there.
    expect(await taken()).toEqual(['10:00']);
    expect(await taken(`&staffId=${shop.owner.id}`)).toEqual(['10:00', '11:00']);
    expect(await taken(`&staffId=${second.id}`)).toEqual(['10:00']);
    // A master taken off the team no longer keeps a time open.
    expect((await shop.client.put(`/api/staff/${second.id}`, masterBody(second.name, [shop.service.id], { isActive: false }))).status).toBe(
      200,
    );
    expect(await taken()).toEqual(['10:00', '11:00']);
  });
});
