import { describe, expect, it } from 'vitest';
import { newVisitor } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { newProviderAccount, register } from '../support/provider.ts';

/** Where the app sends people who open a URL directly: the route guard and the not-found page. */
const e2e = useE2eHarness();

describe('route guard', () => {
  it('sends a signed-out visitor from /user/services to /auth', async () => {
    const { page, errors } = await newVisitor(e2e.browser);
    await page.goto(`${e2e.app.url}/user/services`);
    await page.waitForURL(`${e2e.app.url}/auth`);
    await page.getByRole('heading', { name: 'Qabulga xush kelibsiz' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Kirish', selected: true }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('sends a signed-in provider without a plan to /subscription-selection, and lets them in once they have one', async () => {
    const { page, errors } = await newVisitor(e2e.browser);
    await register(page, e2e.app.url, newProviderAccount('Bobur', 'Toshmatov'));
    // Skipping the plan choice and typing a dashboard address does not get past the guard.
    for (const path of ['/user/services', '/user/bookings']) {
      await page.goto(`${e2e.app.url}${path}`);
      await page.waitForURL(`${e2e.app.url}/subscription-selection`);
      await page.getByRole('heading', { name: 'Obuna rejasini tanlang' }).waitFor();
    }
    await page.getByRole('article', { name: 'Freemium' }).getByRole('button', { name: 'Bepul boshlash' }).click();
    // A new owner is led to the setup once the plan is chosen.
    await page.waitForURL(`${e2e.app.url}/user/setup`);
    await page.goto(`${e2e.app.url}/user/services`);
    await page.getByRole('heading', { name: 'Mening xizmatlarim' }).waitFor();
    expect(page.url()).toBe(`${e2e.app.url}/user/services`);
    expect(errors).toEqual([]);
  });
});

describe('not-found page', () => {
  it("shows '404 Page Not Found' for an unknown deep path, with a way home", async () => {
    const { page, errors } = await newVisitor(e2e.browser);
    await page.goto(`${e2e.app.url}/a/b/c`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(page.url()).toBe(`${e2e.app.url}/a/b/c`);
    await page.getByRole('main').getByRole('link', { name: 'Bosh sahifaga qaytish' }).click();
    await page.waitForURL(`${e2e.app.url}/`);
    expect(errors).toEqual([]);
  });
});
