import { afterAll, beforeAll, expect } from 'vitest';
import { sqlOf } from './admin-fixtures.ts';
import { FakeGoogle, type FakeGoogleIdentity, googleEnv } from './fake-google.ts';
import type { HttpClient } from './http-client.ts';
import { BACKGROUND } from '../../src/background.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/** The path and query of an absolute URL, for the app's own client. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

/** The browser's round trip: our /api/auth/google -> Google's consent (approved) -> our callback. Answers where the callback sent the user. */
export async function googleRoundTrip(client: HttpClient, google: FakeGoogle, identity?: FakeGoogleIdentity): Promise<string> {
  const start = await client.get('/api/auth/google');
  expect(start.status).toBe(302);
  const consent = start.headers.get('location')!;
  expect(consent.startsWith(`${google.url}/o/oauth2/v2/auth?`)).toBe(true);
  const callback = await client.get(pathOf(google.approve(consent, identity)));
  expect(callback.status).toBe(302);
  return callback.headers.get('location')!;
}

/** Puts the provider on Premium (what a paid order would do), ending the plan they had. */
export async function givePremium(app: TestApp, userId: string): Promise<void> {
  await sqlOf(app)(`update user_subscriptions set status = 'cancelled' where user_id = ? and status = 'active'`, [userId]);
  await sqlOf(app)(
    `insert into user_subscriptions (user_id, plan_id, status, start_date, end_date)
     select ?, id, 'active', now(), now() + interval '30 days' from subscription_plans where code = 'premium'`,
    [userId],
  );
}

/** A test file's fake Google and the app pointed at it (the Google jobs running), started before its tests and stopped after. */
export function useGoogleApp(env: () => Record<string, string> = () => ({})): { google: FakeGoogle; app: TestApp } {
  const world = {} as { google: FakeGoogle; app: TestApp };
  beforeAll(async () => {
    world.google = await new FakeGoogle().start();
    world.app = await startTestApp({ ...googleEnv(world.google), ...env() }, { background: BACKGROUND });
  });
  afterAll(async () => {
    await world.app?.close();
    await world.google?.stop();
  });
  return world;
}
