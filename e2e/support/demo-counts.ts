import { request } from 'playwright-core';
import { DEMO } from './demo-accounts.ts';
import { signInWithPassword } from './sessions.ts';

/**
 * The demo salon's bookings as its owner's own API counts them (X-Total-Count of GET /api/bookings), read before a
 * test changes anything: the admin pages' figures are checked against it rather than a number that the demo seed
 * may outgrow.
 */
export async function demoBookingCount(baseUrl: string): Promise<number> {
  const owner = await request.newContext();
  try {
    await signInWithPassword(owner, baseUrl, DEMO.email, DEMO.password);
    const reply = await owner.get(`${baseUrl}/api/bookings?limit=1`);
    if (reply.status() !== 200) throw new Error(`GET /api/bookings answered ${reply.status()}`);
    const total = Number(reply.headers()['x-total-count']);
    if (!Number.isInteger(total) || total < 1) throw new Error(`the demo's bookings count is ${reply.headers()['x-total-count']}`);
    return total;
  } finally {
    await owner.dispose();
  }
}
