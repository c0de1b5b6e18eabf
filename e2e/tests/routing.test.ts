import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eApp, startE2eApp } from '../support/app.ts';
import { launchBrowser, newVisitor } from '../support/browser.ts';
import { newProviderAccount, register } from '../support/provider.ts';

/** Where the app sends people who open a URL directly: the route guard and the not-found page. */
let app: E2eApp;
let browser: Browser;

beforeAll(async () => {
  app = await startE2eApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('route guard', () => {
  it('sends a signed-out visitor from /user/services to /auth', async () => {
    const { page, errors } = await newVisitor(browser);
    await page.goto(`${app.url}/user/services`);
    await page.waitForURL(`${app.url}/auth`);
    await page.getByRole('heading', { name: 'Qabulga xush kelibsiz' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Kirish', selected: true }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('sends a signed-in provider without a plan to /subscription-selection, and lets them in once they have one', async () => {
    const { page, errors } = await newVisitor(browser);
    await register(page, app.url, newProviderAccount('Bobur', 'Toshmatov'));
    // Skipping the plan choice and typing a dashboard address does not get past the guard.
    for (const path of ['/user/services', '/user/bookings']) {
      await page.goto(`${app.url}${path}`);
      await page.waitForURL(`${app.url}/subscription-selection`);
      await page.getByRole('heading', { name: 'Obuna rejasini tanlang' }).waitFor();
    }
    await page.getByRole('article', { name: 'Freemium' }).getByRole('button', { name: 'Bepul boshlash' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.goto(`${app.url}/user/services`);
    await page.getByRole('heading', { name: 'Mening xizmatlarim' }).waitFor();
    expect(page.url()).toBe(`${app.url}/user/services`);
    expect(errors).toEqual([]);
  });
});

describe('not-found page', () => {
  it("shows '404 Page Not Found' for an unknown deep path, with a way home", async () => {
    const { page, errors } = await newVisitor(browser);
    await page.goto(`${app.url}/a/b/c`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(page.url()).toBe(`${app.url}/a/b/c`);
    await page.getByRole('main').getByRole('link', { name: 'Bosh sahifaga qaytish' }).click();
    await page.waitForURL(`${app.url}/`);
    expect(errors).toEqual([]);
  });
});
