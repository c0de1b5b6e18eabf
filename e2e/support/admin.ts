import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './axe.ts';
import { newVisitor } from './browser.ts';
import { DEMO_ADMIN } from './demo-accounts.ts';
import { signInToAdminPanel, signInWithPassword } from './sessions.ts';

export { DEMO_ADMIN, DEMO_PLATFORM_ADMIN } from './demo-accounts.ts';

export interface SentCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * What the page sent to the API under `prefix`, in order: the requests are only watched, never answered
 * here, so every answer the page shows comes from the real server.
 */
export function watchRequests(page: Page, prefix: string) {
  const calls: SentCall[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith(prefix)) return;
    let body: unknown = null;
    try {
      body = request.postDataJSON();
    } catch {
      body = request.postData();
    }
    calls.push({ method: request.method(), path: url.pathname, query: url.searchParams, body });
  });
  return {
    calls,
    to: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/** Waits for the toast that says `text` (a new toast replaces the one before). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).waitFor();
}

/** /admin/login with the demo's admin-panel account; ends on the dashboard. */
export async function signInAsAdmin(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('Login yoki email').fill(DEMO_ADMIN.username);
  await page.getByLabel('Parol').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Kirish' }).click();
  await page.waitForURL(`${baseUrl}/admin/dashboard`);
}

/**
 * Gives the user with `email` a role through the real admin API, as an admin-panel operator would, in a
 * browser of its own (so the caller's cookies stay as they are).
 */
export async function setRoleAsAdmin(browser: Browser, baseUrl: string, email: string, role: 'user' | 'admin'): Promise<void> {
  const { context } = await newVisitor(browser);
  try {
    const headers = { Origin: baseUrl };
    await signInToAdminPanel(context.request, baseUrl);
    const found = await context.request.get(`${baseUrl}/api/admin/users?q=${encodeURIComponent(email)}`);
    const [user] = (await found.json()) as Array<{ id: string; email: string }>;
    expect(user?.email).toBe(email);
    const changed = await context.request.put(`${baseUrl}/api/admin/users/${user!.id}/role`, { headers, data: { role } });
    expect(changed.status()).toBe(200);
  } finally {
    await context.close();
  }
}

export interface Operator {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A user registered through the API and given role `admin` by the admin panel: who runs /admin/bookings. */
export async function createOperator(browser: Browser, baseUrl: string): Promise<Operator> {
  const operator = {
    firstName: 'Sardor',
    lastName: 'Operator',
    email: `operator-${randomUUID().slice(0, 8)}@example.uz`,
    password: 'operator2025',
  };
  const { context } = await newVisitor(browser);
  try {
    const registered = await context.request.post(`${baseUrl}/api/register`, { headers: { Origin: baseUrl }, data: operator });
    expect(registered.status()).toBe(201);
  } finally {
    await context.close();
  }
  await setRoleAsAdmin(browser, baseUrl, operator.email, 'admin');
  return operator;
}

/** Signs `page`'s browser in with the normal provider login (POST /api/login), as the /auth form does. */
export function signInByApi(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  return signInWithPassword(page.context().request, baseUrl, email, password);
}
