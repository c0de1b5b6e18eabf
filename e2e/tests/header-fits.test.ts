import { describe, expect, it } from 'vitest';
import { DEMO_PLATFORM_ADMIN } from '../support/admin.ts';
import { newVisitor } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { DEMO } from '../support/provider.ts';

/**
 * The signed-in header never pushes the page sideways, whatever the language (Russian runs longest) and the
 * role (the platform admin has one link more): the full menu where it fits in one line, else the menu button.
 */
const e2e = useE2eHarness();

const ACCOUNTS = [
  { who: 'provider', username: DEMO.email, password: DEMO.password, path: '/user/bookings' },
  // The platform pages have the admin area's own bar; the site's header is the one on the other pages.
  { who: 'platform admin', username: DEMO_PLATFORM_ADMIN.email, password: DEMO_PLATFORM_ADMIN.password, path: '/user/profile' },
];

describe('the signed-in header in three languages', () => {
  it('fits one line at 1024, 1280 and 1440 px, with the full menu or the menu button', { timeout: 120_000 }, async () => {
    const seen: string[] = [];
    for (const account of ACCOUNTS) {
      const { context, page, errors } = await newVisitor(e2e.browser, { viewport: { width: 1280, height: 800 } });
      await page.goto(`${e2e.app.url}/auth`);
      const signedIn = await context.request.post(`${e2e.app.url}/api/login`, {
        data: { username: account.username, password: account.password },
        headers: { origin: e2e.app.url },
      });
      expect(signedIn.status()).toBe(200);
      for (const language of ['uz', 'ru', 'uz-Cyrl'] as const) {
        for (const width of [1024, 1280, 1440]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(`${e2e.app.url}${account.path}?lang=${language}`);
          const menuButton = page.locator('.nav-toggle');
          const greeting = page.locator('.nav-greeting');
          // The menu is chosen before the signed-in part is first painted: one frame after it is there.
          await page.locator('#main-nav').waitFor({ state: 'attached' });
          await page.evaluate(() => new Promise(requestAnimationFrame));
          const where = `${account.who}, ${language}, ${width} px`;
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          expect(scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(clientWidth);
          const full = await greeting.isVisible();
          expect(full || (await menuButton.isVisible()), `${where}: neither the menu nor its button`).toBe(true);
          // Every link of the full menu lies inside the screen.
          if (full) {
            const right = await page
              .locator('header')
              .evaluate((h) => Math.max(...[...h.querySelectorAll('a, button')].map((e) => e.getBoundingClientRect().right)));
            expect(right, where).toBeLessThanOrEqual(clientWidth);
          } else {
            await menuButton.click();
            await page.getByRole('navigation').locator('.nav-link').first().waitFor();
            await menuButton.click();
          }
          seen.push(`${where}: ${full ? 'full' : 'button'}`);
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    }
    // Uzbek at 1280 px keeps the full provider menu (the spec's desktop header); a phone-wide 1024 px has the button.
    expect(seen).toContain('provider, uz, 1280 px: full');
    expect(seen).toContain('provider, ru, 1024 px: button');
  });
});
