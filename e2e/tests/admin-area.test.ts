import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PLATFORM_ADMIN, signInAsAdmin } from '../support/admin.ts';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { readText } from '../support/text.ts';

/**
 * One admin area (DECISIONS.md): the admin panel and the platform admin share one shell, one navigation and a
 * logout on every page; the platform admin lands on the platform's pages; a plan reads the same everywhere.
 */
const e2e = useE2eHarness();

const AREA_NAV = "Administrator bo'limlari";

/** The page has the area's one navigation (never the site's), and Chiqish. */
async function expectShell(page: Page, where: string) {
  await page.getByRole('navigation', { name: AREA_NAV }).waitFor();
  expect(await page.getByRole('navigation', { name: AREA_NAV }).count(), where).toBe(1);
  expect(await page.getByRole('navigation', { name: 'Asosiy menyu' }).count(), where).toBe(0);
  expect(await page.getByRole('button', { name: 'Chiqish' }).isVisible(), where).toBe(true);
}

/** Every page the area's navigation names, each with the shell. */
async function walkTheArea(page: Page, expected: string[], shots: string) {
  const nav = page.getByRole('navigation', { name: AREA_NAV });
  const links = await nav.getByRole('link').allTextContents();
  expect(links).toEqual(expected);
  for (const name of expected) {
    await nav.getByRole('link', { name, exact: true }).click();
    await page.waitForFunction((label) => document.querySelector('[aria-current="page"]')?.textContent === label, name);
    await expectShell(page, name);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.screenshot({ path: `${artifactsDir}/${shots}-${expected.indexOf(name)}.png`, fullPage: true });
  }
}

describe('the admin area', () => {
  it('takes the platform admin from /auth to the platform pages, one navigation and Chiqish on each', async () => {
    const { page, errors } = await newVisitor(e2e.browser);
    await page.goto(`${e2e.app.url}/auth`);
    await page.getByLabel('Email').fill(DEMO_PLATFORM_ADMIN.email);
    await page.getByLabel('Parol', { exact: true }).fill(DEMO_PLATFORM_ADMIN.password);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Kirish' }).click();
    await page.waitForURL(`${e2e.app.url}/platform-admin`);
    await page.getByRole('heading', { name: 'Platforma boshqaruvi', level: 1 }).waitFor();
    await expectShell(page, '/platform-admin');
    // Home is the platform's pages too: never a calendar telling them to share "/platform_admin".
    await page.goto(`${e2e.app.url}/`);
    await page.waitForURL(`${e2e.app.url}/platform-admin`);
    await page.getByRole('heading', { name: 'Platforma boshqaruvi', level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Kalendar' }).count()).toBe(0);

    await walkTheArea(page, ['Platforma boshqaruvi', 'Barcha uchrashuvlar', 'Sozlamalar', "To'lov tekshiruvi"], 'admin-area-platform');
    await page.getByRole('button', { name: 'Chiqish' }).click();
    await page.waitForURL(`${e2e.app.url}/`);
    expect((await page.context().request.get(`${e2e.app.url}/api/user`)).status()).toBe(401);
    expect(errors).toEqual([]);
  });

  it("gives the admin panel's account the same shell on its pages, and describes Freemium as never ending", async () => {
    const { page, errors } = await newVisitor(e2e.browser);
    await signInAsAdmin(page, e2e.app.url);
    await expectShell(page, '/admin/dashboard');
    await walkTheArea(page, ['Boshqaruv paneli', 'Obuna rejalari', 'Barcha uchrashuvlar', 'Sozlamalar'], 'admin-area-panel');

    await page.getByRole('navigation', { name: AREA_NAV }).getByRole('link', { name: 'Obuna rejalari' }).click();
    const freemium = page.getByRole('article', { name: 'Freemium' });
    await freemium.waitFor();
    expect(await freemium.textContent()).toContain('Muddatsiz');
    expect(await freemium.textContent()).not.toContain('kunlik');

    // Chiqish on a page other than the dashboard ends the session too.
    await page.getByRole('navigation', { name: AREA_NAV }).getByRole('link', { name: 'Sozlamalar' }).click();
    await page.waitForURL(`${e2e.app.url}/admin/settings`);
    await page.getByRole('button', { name: 'Chiqish' }).click();
    await page.waitForURL(`${e2e.app.url}/admin/login`);
    expect((await page.context().request.get(`${e2e.app.url}/api/admin/me`)).status()).toBe(401);
    expect(errors).toEqual([]);
  });

  it('fits a phone and reads in every language', async () => {
    for (const language of ['uz', 'ru', 'uz-Cyrl'] as const) {
      for (const viewport of [PHONE, { viewport: { width: 1280, height: 900 } }]) {
        const { page, context, errors } = await newVisitor(e2e.browser, viewport);
        await signInAsAdmin(page, e2e.app.url);
        const width = viewport.viewport?.width ?? 1280;
        for (const path of ['/admin/dashboard', '/admin/bookings']) {
          await page.goto(`${e2e.app.url}${path}?lang=${language}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.getByRole('navigation').first().waitFor();
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} ${language} ${width}`).toBeLessThanOrEqual(
            width,
          );
          await page.screenshot({ path: `${artifactsDir}/admin-area-${path.split('/').pop()}-${language}-${width}.png` });
        }
        if (language !== 'uz') expect(await readText(page.locator('header').first())).not.toContain('Chiqish');
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  });
});
