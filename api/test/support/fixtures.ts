import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { HttpClient } from './http-client.ts';
import type { TestApp } from './test-app.ts';

export const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function halfHours(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = DateTime.fromFormat(from, 'HH:mm'); t < DateTime.fromFormat(to, 'HH:mm'); t = t.plus({ minutes: 30 })) {
    out.push(t.toFormat('HH:mm'));
  }
  return out;
}

/** A registered provider on the free plan with one service open every day 09:00-18:00. */
export async function providerWithService(app: TestApp, service: Record<string, unknown> = {}) {
  const client = app.client();
  const email = `p${randomUUID().slice(0, 8)}@example.uz`;
  const registered = await client.post('/api/register', { firstName: 'Aziz', lastName: 'Karimov', email, password: 'secret123' });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  await client.post('/api/select-subscription-plan', { planId: await planId(client, 'freemium') });
  const created = await client.post('/api/services', {
    name: 'Soch olish',
    description: 'Klassik soch olish',
    price: "80 000 so'm",
    duration: 30,
    ...service,
  });
  if (created.status !== 201) throw new Error(`service failed: ${JSON.stringify(created.body)}`);
  await client.put(`/api/service-availability/${created.body.id}`, {
    availability: Object.fromEntries(WEEK.map((day) => [day, halfHours('09:00', '18:00')])),
  });
  return { client, user: registered.body, service: created.body, email, password: 'secret123' };
}

export async function planId(client: HttpClient, code: string): Promise<number> {
  const plans = await client.get('/api/subscription-plans');
  const plan = plans.body.find((p: { code: string }) => p.code === code);
  return plan.id;
}

/** A provider-local date some days ahead (Asia/Tashkent). */
export function daysAhead(days: number): string {
  return DateTime.now().setZone('Asia/Tashkent').plus({ days }).toISODate() as string;
}

export function bookingBody(serviceId: number, date: string, timeSlot: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'Dilnoza Yusupova',
    phone: '+998 90 123 45 67',
    email: 'dilnoza@example.uz',
    date,
    timeSlot,
    serviceId,
    clientTimezone: 'Asia/Tashkent',
    ...extra,
  };
}

/** A freshly registered, signed-in user without a subscription. */
export async function signedInClient(app: TestApp) {
  const client = app.client();
  await client.post('/api/register', {
    firstName: 'Nodira',
    lastName: 'Sobirova',
    email: `n${randomUUID().slice(0, 8)}@example.uz`,
    password: 'secret123',
  });
  return client;
}
