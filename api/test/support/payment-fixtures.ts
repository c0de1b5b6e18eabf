import { afterAll, beforeAll, expect } from 'vitest';
import { daysAhead, planId, providerWithService, signedInClient } from './fixtures.ts';
import type { HttpClient } from './http-client.ts';
import { PAYME_ENV, PaymeSandbox } from './payme-sandbox.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/** Orders a plan and pays it through Payme's calls (CheckPerform, Create, Perform). */
export async function payPlan(client: HttpClient, payme: PaymeSandbox, code: string) {
  const order = await client.post('/api/payment/subscription', { planId: await planId(client, code) });
  expect(order.status).toBe(201);
  const id = PaymeSandbox.transactionId();
  expect((await payme.create(id, order.body.orderId, order.body.amount)).body.result?.state).toBe(1);
  expect((await payme.perform(id)).body.result?.state).toBe(2);
  return { orderId: order.body.orderId as string, orderToken: order.body.orderToken as string, transactionId: id };
}

/** A provider on Asosiy (paid through Payme) whose service asks a reserve fee. */
export async function providerWithReserveFee(app: TestApp, payme: PaymeSandbox, reserveFee = 5_000_000) {
  const provider = await providerWithService(app);
  await payPlan(provider.client, payme, 'asosiy');
  return { ...provider, service: await setReserveFee(provider.client, provider.service, reserveFee) };
}

/** The provider's service, now asking a reserve fee (their plan must allow it). */
export async function setReserveFee(
  client: HttpClient,
  service: { id: number; name: string; description: string | null; price: string | null; duration: number },
  reserveFee: number,
) {
  const updated = await client.put(`/api/services/${service.id}`, {
    name: service.name,
    description: service.description,
    price: service.price,
    duration: service.duration,
    reserveFee,
  });
  expect(updated.status).toBe(200);
  expect(updated.body.reserveFee).toBe(reserveFee);
  return updated.body;
}

export function reserveBody(serviceId: number, timeSlot = '10:00', date = daysAhead(3)) {
  return {
    serviceId,
    clientName: 'Dilnoza Yusupova',
    clientPhone: '+998 90 123 45 67',
    clientEmail: 'dilnoza@example.uz',
    bookingDate: date,
    timeSlot,
    clientTimezone: 'Asia/Tashkent',
  };
}

export async function slotFree(app: TestApp, serviceId: number, date: string, time: string): Promise<boolean> {
  const slots = await app.client().get(`/api/time-slots?date=${date}&serviceId=${serviceId}&clientTimezone=Asia/Tashkent`);
  return slots.body.find((slot: { time: string }) => slot.time === time).isAvailable;
}

/** A provider's fresh order for Asosiy, and the client they are signed in with. */
export async function asosiyOrder(app: TestApp) {
  const client = await signedInClient(app);
  const reply = await client.post('/api/payment/subscription', { planId: await planId(client, 'asosiy') });
  expect(reply.status).toBe(201);
  return { client, orderId: reply.body.orderId as string, amount: reply.body.amount as number };
}

/** A test file's app with Payme configured and a Payme client for it, started before its tests, closed after. */
export function usePaymeApp(): { app: TestApp; payme: PaymeSandbox } {
  const world = {} as { app: TestApp; payme: PaymeSandbox };
  beforeAll(async () => {
    world.app = await startTestApp(PAYME_ENV);
    world.payme = new PaymeSandbox(world.app.url);
  });
  afterAll(() => world.app?.close());
  return world;
}

/** Plain SQL on the app's pool, `$1` parameters, rows back. */
export const poolSql =
  (app: () => TestApp) =>
  <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    app()
      .qabul.deps.pool.query(text, values)
      .then((r) => r.rows as T[]);
