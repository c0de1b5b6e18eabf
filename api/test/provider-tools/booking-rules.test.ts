import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceResponse } from '../../src/contracts/responses.ts';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { freeTimes } from './support.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const phone = (i: number) => `+998 91 ${String(100 + i)} 22 ${String(10 + i).slice(-2)}`;

describe('booking rules per service', () => {
  it('are fields of the service with defaults, validated in Uzbek', async () => {
    const { client, service } = await providerWithService(app);
    expect(ServiceResponse.parse(service)).toMatchObject({ minNoticeMinutes: 0, maxAdvanceDays: 90, dailyLimit: null, bufferBefore: 0 });
    const body = { name: 'Soch olish', description: 'Klassik', price: "80 000 so'm", duration: 30 };
    const updated = await client.put(`/api/services/${service.id}`, {
      ...body,
      minNoticeMinutes: 120,
      maxAdvanceDays: 30,
      dailyLimit: 8,
      bufferBefore: 15,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ minNoticeMinutes: 120, maxAdvanceDays: 30, dailyLimit: 8, bufferBefore: 15 });
    for (const [field, value, words] of [
      ['minNoticeMinutes', 10_081, 'ogohlantirish'],
      ['maxAdvanceDays', 0, 'Oldindan yozilish'],
      ['maxAdvanceDays', 366, 'Oldindan yozilish'],
      ['dailyLimit', 0, 'Kunlik chegara'],
      ['dailyLimit', 101, 'Kunlik chegara'],
      ['bufferBefore', 61, 'Oldingi tanaffus'],
    ] as const) {
      const refused = await client.put(`/api/services/${service.id}`, { ...body, [field]: value });
      expect(refused.status, field).toBe(400);
      expect(refused.body.errors[field]).toContain(words);
    }
  });

  it('minimum notice: near times are not offered and a booking is refused with too_soon', async () => {
    const { service } = await providerWithService(app, { minNoticeMinutes: 10_080 });
    expect(await freeTimes(app, service.id, daysAhead(3))).toEqual([]);
    expect(await freeTimes(app, service.id, daysAhead(9))).toContain('10:00');
    const refused = await app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(3), '10:00'));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'too_soon' });
    expect(refused.body.message).toContain('10080 daqiqa');
  });

  it('maximum window: later dates are not offered and a booking is refused with too_far', async () => {
    const { service } = await providerWithService(app, { maxAdvanceDays: 5 });
    expect(await freeTimes(app, service.id, daysAhead(5))).toContain('10:00');
    expect(await freeTimes(app, service.id, daysAhead(7))).toEqual([]);
    const refused = await app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(7), '10:00'));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'too_far' });
    expect(refused.body.message).toContain('5 kun');
  });

  it('daily cap: once reached nothing is offered that day and the next booking is refused with day_full, even in parallel', async () => {
    const { client, service } = await providerWithService(app, { dailyLimit: 2 });
    const date = daysAhead(4);
    const times = ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00'];
    const replies = await Promise.all(
      times.map((time, i) => app.client().post('/api/public/bookings', bookingBody(service.id, date, time, { phone: phone(i) }))),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = replies.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(times.slice(2).map(() => [409, 'day_full']));
    expect(refused[0]?.body.message).toContain("to'ldi");
    expect(await freeTimes(app, service.id, date)).toEqual([]);
    expect(await freeTimes(app, service.id, daysAhead(5))).toContain('10:00');
    // The provider's own booking is theirs to make.
    expect((await client.post('/api/bookings', bookingBody(service.id, date, '16:00'))).status).toBe(201);
  });

  it('buffer before: the time before a booking is kept free, by the slot list and by the database', async () => {
    const { client, service } = await providerWithService(app, { bufferBefore: 30 });
    const date = daysAhead(4);
    expect((await client.post('/api/bookings', bookingBody(service.id, date, '10:00'))).status).toBe(201);
    const free = await freeTimes(app, service.id, date);
    expect(free).toContain('09:00');
    expect(free).toContain('11:00');
    for (const time of ['09:30', '10:00', '10:30']) expect(free).not.toContain(time);
    // Even the provider cannot squeeze a booking into the gap: its own buffer would overlap.
    const squeezed = await client.post('/api/bookings', bookingBody(service.id, date, '10:30', { phone: phone(9) }));
    expect(squeezed.status).toBe(409);
    expect(squeezed.body.code).toBe('slot_taken');
  });
});
