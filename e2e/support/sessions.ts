import type { APIRequestContext } from 'playwright-core';
import { DEMO_ADMIN } from './demo-accounts.ts';

/**
 * Signing a browser in through the real API, as the sign-in forms do, without a test runner: the cookies land in the
 * request context's browser context. Throws with the server's answer when it refuses.
 */
async function post(request: APIRequestContext, baseUrl: string, path: string, data: Record<string, string>): Promise<void> {
  const response = await request.post(`${baseUrl}${path}`, { headers: { Origin: baseUrl }, data });
  if (response.status() !== 200) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
}

/** The provider login (POST /api/login), as the /auth form sends it. */
export function signInWithPassword(request: APIRequestContext, baseUrl: string, email: string, password: string): Promise<void> {
  return post(request, baseUrl, '/api/login', { username: email, password });
}

/** The admin panel's own login (POST /api/admin/login), as /admin/login sends it. */
export function signInToAdminPanel(request: APIRequestContext, baseUrl: string, account = DEMO_ADMIN): Promise<void> {
  return post(request, baseUrl, '/api/admin/login', { username: account.username, password: account.password });
}
