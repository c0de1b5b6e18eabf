import { describe, expect, it } from 'vitest';
import { daysAhead } from '../support/fixtures.ts';
import { providerWithReserveFee, reserveBody, usePaymeApp } from '../support/payment-fixtures.ts';
import { masterBody } from './support.ts';

const world = usePaymeApp();

describe('a reserve fee booked with a master (POST /api/payment/service-reserve)', () => {
  it('holds the chosen master; omitted, it goes to a master who is free', async () => {
    const { app, payme } = world;
    const provider = await providerWithReserveFee(app, payme, 1_500_000);
    const added = await provider.client.post('/api/staff', masterBody('Malika Rahimova', [provider.service.id]));
    expect(added.status).toBe(201);
    const date = daysAhead(6);
    const chosen = await app
      .client()
      .post('/api/payment/service-reserve', { ...reserveBody(provider.service.id, '11:00', date), staffId: added.body.id });
    expect(chosen.status).toBe(201);
    const again = await app.client().post('/api/payment/service-reserve', {
      ...reserveBody(provider.service.id, '11:00', date),
      clientPhone: '+998 93 000 11 22',
      staffId: added.body.id,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('slot_taken');
    const any = await app
      .client()
      .post('/api/payment/service-reserve', { ...reserveBody(provider.service.id, '11:00', date), clientPhone: '+998 93 000 11 23' });
    expect(any.status).toBe(201);
    const held = (await provider.client.get(`/api/bookings?from=${date}&to=${date}`)).body as Array<{ staff: { id: string } }>;
    // Both held at 11:00: one with the chosen master, the other with the owner's own.
    expect(held).toHaveLength(2);
    expect(held.map((b) => b.staff.id)).toContain(added.body.id);
    expect(new Set(held.map((b) => b.staff.id)).size).toBe(2);
  });
});
