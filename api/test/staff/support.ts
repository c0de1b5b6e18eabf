import { randomUUID } from 'node:crypto';
import type { HttpClient } from '../support/http-client.ts';
import { halfHours, planId, providerWithService, WEEK } from '../support/fixtures.ts';
import type { TestApp } from '../support/test-app.ts';

export const everyDay = (from: string, to: string) => Object.fromEntries(WEEK.map((day) => [day, halfHours(from, to)]));

export function masterBody(name: string, serviceIds: number[], extra: Record<string, unknown> = {}) {
  return { name, title: 'Usta', serviceIds, availability: {}, isActive: true, ...extra };
}

/** A salon on the Business plan (its trial) with one service and `count` masters besides the owner's own. */
export async function salon(app: TestApp, count: number, hours: Array<Record<string, string[]>> = []) {
  const provider = await providerWithService(app);
  const selected = await provider.client.post('/api/select-subscription-plan', { planId: await planId(provider.client, 'business') });
  if (selected.status !== 200 && selected.status !== 201) throw new Error(`plan: ${JSON.stringify(selected.body)}`);
  const team = await provider.client.get('/api/staff');
  const owner = team.body[0] as { id: string; name: string };
  const masters: Array<{ id: string; name: string }> = [];
  for (let i = 0; i < count; i += 1) {
    const created = await provider.client.post(
      '/api/staff',
      masterBody(`Usta ${i + 1} ${randomUUID().slice(0, 4)}`, [provider.service.id], { availability: hours[i] ?? {} }),
    );
    if (created.status !== 201) throw new Error(`master: ${JSON.stringify(created.body)}`);
    masters.push(created.body);
  }
  return { ...provider, owner, masters };
}

/** Takes the owner's own master off the service, so only the added masters do it. */
export async function ownerOffService(client: HttpClient, owner: { id: string; name: string }) {
  const reply = await client.put(`/api/staff/${owner.id}`, masterBody(owner.name, []));
  if (reply.status !== 200) throw new Error(`owner: ${JSON.stringify(reply.body)}`);
}
