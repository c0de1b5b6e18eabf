import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { chooseFreemium, DEMO, newProviderAccount, register, signIn } from '../support/provider.ts';

/** Layout faults found at 375 px and 1280 px, measured in the page rather than judged by eye. */
const e2e = useE2eHarness();

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element not visible');
  return found;
}

async function bookSomething(page: Page) {
  // Two bookings for the demo provider tomorrow, through the public API as clients would.
  return page.evaluate(async () => {
    const services = (await (await fetch('/api/public/services/demo')).json()) as Array<{ id: number; isOnlineMeeting: boolean }>;
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Tashkent' });
    const slots = (await (await fetch(`/api/time-slots?date=${tomorrow}&serviceId=${services[0]!.id}`)).json()) as Array<{
      time: string;
      isAvailable: boolean;
    }>;
    const free = slots.filter((slot) => slot.isAvailable).slice(0, 2);
    for (const [i, slot] of free.entries()) {
      await fetch('/api/public/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: i ? 'Kamola Tursunova' : 'Sardor Aliyev',
          phone: i ? '+998 93 444 55 66' : '+998 91 222 33 44',
          date: tomorrow,
          timeSlot: slot.time,
          serviceId: services[0]!.id,
          clientTimezone: 'Asia/Tashkent',
        }),
      });
    }
    return tomorrow;
  });
}

describe('visual fixes', () => {
  it('plan cards: the trial badge stays inside its card, Freemium never ends, feature lists are not stretched', async () => {
    for (const viewport of [PHONE, { viewport: { width: 1280, height: 900 } }]) {
      const { page } = await newVisitor(e2e.browser, viewport);
      await register(page, e2e.app.url, newProviderAccount());
      for (const card of await page.getByRole('article').all()) {
        const outer = await box(card);
        for (const badge of await card.locator('.badge').all()) {
          const inner = await box(badge);
          expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
        }
        for (const item of await card.locator('li').all()) expect((await box(item)).height).toBeLessThan(70);
      }
      const freemium = page.getByRole('article', { name: 'Freemium' });
      expect(await freemium.textContent()).toContain('Muddatsiz');
      expect(await freemium.textContent()).not.toContain('30 kunlik');
      await page.screenshot({ path: `${artifactsDir}/plans-${viewport.viewport!.width}.png`, fullPage: true });
    }
  });

  it('a two-column form row keeps both inputs on one line when only one has an error', async () => {
    const { page } = await newVisitor(e2e.browser);
    await page.goto(`${e2e.app.url}/auth`);
    await page.getByRole('tab', { name: "Ro'yxatdan o'tish" }).click();
    await page.getByLabel('Familiya', { exact: true }).fill('Saidova');
    await page.getByRole('button', { name: "Ro'yxatdan o'tish" }).click();
    const first = page.getByLabel('Ism', { exact: true });
    await expect.poll(() => first.getAttribute('aria-invalid')).toBe('true');
    const last = page.getByLabel('Familiya', { exact: true });
    expect((await box(first)).y).toBe((await box(last)).y);

    // /booking-success without a booking still has its one <h1>.
    await page.goto(`${e2e.app.url}/booking-success`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });

  it("the service dialog's second step opens at its top, and bookings and calendar lay out tidily", async () => {
    const fresh = await newVisitor(e2e.browser, PHONE);
    await register(fresh.page, e2e.app.url, newProviderAccount('Dilshod', 'Ergashev'));
    await chooseFreemium(fresh.page, e2e.app.url);
    const page = fresh.page;
    await page.goto(`${e2e.app.url}/user/services`);
    await page.getByRole('button', { name: "Xizmat qo'shish" }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Yangi xizmat' });
    await dialog.getByLabel('Xizmat nomi').fill('Maslahat');
    await dialog.getByLabel('Tavsif').fill('Qisqa maslahat');
    await dialog.getByLabel('Narx (matn)').fill("50 000 so'm");
    await dialog.getByLabel('Davomiyligi (daqiqa)').fill('30');
    await dialog.getByRole('button', { name: 'Keyingi: ish vaqti' }).click();
    await dialog.getByRole('heading', { name: 'Haftalik ish vaqti' }).waitFor();
    expect(await page.locator('.dialog-panel').evaluate((panel) => panel.scrollTop)).toBe(0);
    await page.keyboard.press('Escape');

    const demo = await newVisitor(e2e.browser, PHONE);
    await signIn(demo.page, e2e.app.url, DEMO.email, DEMO.password);
    const day = await bookSomething(demo.page);
    await demo.page.goto(`${e2e.app.url}/user/bookings`);
    const card = demo.page.getByRole('article').first();
    await card.waitFor();
    // Date and time on one line under the name, on a phone.
    const when = card.locator('p').first();
    const pieces = await when.locator('span, strong').all();
    expect(pieces).toHaveLength(2);
    expect(Math.round((await box(pieces[0]!)).y)).toBe(Math.round((await box(pieces[1]!)).y));
    expect((await box(when)).height).toBeLessThan(30);
    // The actions share one row: none alone on a line of its own.
    const actions = await card.getByRole('button').all();
    const tops = new Set(await Promise.all(actions.map(async (button) => Math.round((await box(button)).y))));
    expect(tops.size).toBe(1);
    // Nothing wider than the phone.
    expect(await demo.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await demo.page.screenshot({ path: `${artifactsDir}/bookings-cards-375.png`, fullPage: true });

    const wide = await newVisitor(e2e.browser);
    await signIn(wide.page, e2e.app.url, DEMO.email, DEMO.password);
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await wide.page.goto(`${e2e.app.url}/user/calendar?date=${day}`);
    // The master row is one line: every master's name at one height, and each column starts right under it.
    const heads = wide.page.getByTestId(/^calendar-head-/);
    await heads.first().waitFor();
    const headBoxes = await Promise.all((await heads.all()).map(box));
    expect(new Set(headBoxes.map((b) => Math.round(b.y))).size).toBe(1);
    const columns = await Promise.all((await wide.page.getByTestId(/^calendar-column-/).all()).map(box));
    expect(columns).toHaveLength(headBoxes.length);
    for (const column of columns)
      expect(Math.abs(column.y - ((headBoxes[0]?.y ?? 0) + (headBoxes[0]?.height ?? 0)))).toBeLessThanOrEqual(1);
    await wide.page.screenshot({ path: `${artifactsDir}/calendar-1280.png` });
  });
});
