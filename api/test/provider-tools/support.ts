import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { HttpClient } from '../support/http-client.ts';
import type { TestApp } from '../support/test-app.ts';

/** Weekday name of a yyyy-MM-dd date. */
export const weekday = (date: string) => DateTime.fromISO(date).toFormat('cccc');

/** Free (available) provider-local times of a service's day. */
export async function freeTimes(app: TestApp, serviceId: number, date: string, staffId?: string): Promise<string[]> {
  const reply = await app.client().get(`/api/time-slots?date=${date}&serviceId=${serviceId}${staffId ? `&staffId=${staffId}` : ''}`);
  if (reply.status !== 200) throw new Error(`slots: ${JSON.stringify(reply.body)}`);
  return reply.body.filter((s: { isAvailable: boolean }) => s.isAvailable).map((s: { time: string }) => s.time);
}

/** Signs a fresh account in as the given master of a business (what accepting an invitation leaves behind). */
export async function signedInMaster(app: TestApp, staffId: string): Promise<HttpClient> {
  const client = app.client();
  const email = `usta-${randomUUID().slice(0, 8)}@example.uz`;
  const reply = await client.post('/api/register', { firstName: 'Sardor', lastName: 'Usmonov', email, password: 'secret123' });
  if (reply.status !== 201) throw new Error(`register: ${JSON.stringify(reply.body)}`);
  await app.qabul.deps.pool.query('update staff set member_user_id = $1 where id = $2', [reply.body.id, staffId]);
  return client;
}
