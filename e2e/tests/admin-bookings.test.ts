import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AdminApiStub } from '../support/admin-api-stub.ts';
import { seriousViolations } from '../support/axe.ts';
import { newVisitor, PHONE, type Visitor } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { DEMO, signIn } from '../support/provider.ts';
import { readText } from '../support/text.ts';

/**
 * /admin/bookings and /admin/settings: the route guard, filtering, search, status changes and time slots.
 *
 * STUBBED ADMIN API: /api/admin/* is answered in the browser by support/admin-api-stub.ts (page.route), as
 * the admin API contract words it, because that API is being built at the same time; here the operator
 * holds an admin-panel session there. The app, /api/session and the demo provider's sign-in are real.
 */
const e2e = useE2eHarness();

const visitor = (options = {}): Promise<Visitor> => newVisitor(e2e.browser, { reducedMotion: 'reduce', bypassCSP: true, ...options });

async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

async function asOperator(options = {}): Promise<Visitor & { api: AdminApiStub }> {
  const person = await visitor(options);
  const api = new AdminApiStub();
  api.signedIn = true;
  await api.install(person.page);
  return { ...person, api };
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).waitFor();
}

const bookingsTable = (page: Page) => page.getByRole('table', { name: 'Uchrashuvlar' });

describe('admin route guard', () => {
  it('shows a visitor on /admin/bookings a sign-in prompt that goes to /api/login, without the site header or footer', async () => {
    const { page, errors } = await visitor();
    const api = new AdminApiStub();
    await api.install(page);
    await page.goto(`${e2e.app.url}/admin/bookings`);
    const signInLink = page.getByRole('link', { name: 'Kirish' });
    await signInLink.waitFor();
    expect(await signInLink.getAttribute('href')).toBe('/api/login');
    await page.getByText('Bu sahifa administratorlar uchun').waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(api.callsTo('GET', '/api/admin/bookings')).toHaveLength(0);
    await expectAccessible(page, '/admin/bookings signed out');
    expect(errors).toEqual([]);
  });

  it('sends a signed-in provider without an admin role from /admin/bookings and /admin/settings to /', async () => {
    const { page, errors } = await visitor();
    await new AdminApiStub().install(page);
    await signIn(page, e2e.app.url, DEMO.email, DEMO.password);
    for (const path of ['/admin/bookings', '/admin/settings', '/platform-admin']) {
      await page.goto(`${e2e.app.url}${path}`);
      await page.waitForURL(`${e2e.app.url}/`);
    }
    expect(errors).toEqual([]);
  });
});

describe('/admin/bookings (stubbed admin API)', () => {
  it('filters by status and searches name, phone or e-mail on the server', async () => {
    const { page, errors, api } = await asOperator();
    await page.goto(`${e2e.app.url}/admin/bookings`);
    await page.getByRole('heading', { name: 'Barcha uchrashuvlar', level: 1 }).waitFor();
    await bookingsTable(page)
      .getByRole('row', { name: /Sardor Qodirov/ })
      .waitFor();
    await expectAccessible(page, '/admin/bookings');

    const filters = page.getByRole('group', { name: "Holat bo'yicha filtr" });
    await filters.getByRole('button', { name: 'Tasdiqlangan' }).click();
    await bookingsTable(page)
      .getByRole('row', { name: /Jasur Aliyev/ })
      .waitFor({ state: 'detached' });
    expect(api.callsTo('GET', '/api/admin/bookings').at(-1)?.query.get('status')).toBe('confirmed');
    expect(await filters.getByRole('button', { name: 'Tasdiqlangan' }).getAttribute('aria-pressed')).toBe('true');
    expect(await bookingsTable(page).getByRole('row').count()).toBe(2);

    await filters.getByRole('button', { name: 'Barchasi' }).click();
    await bookingsTable(page)
      .getByRole('row', { name: /Jasur Aliyev/ })
      .waitFor();
    await page.getByRole('searchbox', { name: 'Qidirish' }).fill('SARDOR@example');
    await bookingsTable(page)
      .getByRole('row', { name: /Jasur Aliyev/ })
      .waitFor({ state: 'detached' });
    expect(api.callsTo('GET', '/api/admin/bookings').at(-1)?.query.get('q')).toBe('SARDOR@example');
    expect(api.callsTo('GET', '/api/admin/bookings').at(-1)?.query.get('status')).toBeNull();

    await page.getByRole('searchbox', { name: 'Qidirish' }).fill('nobody-like-this');
    await page.getByText('Uchrashuvlar topilmadi').waitFor();
    expect(errors).toEqual([]);
  });

  it('changes a status from the menu, which offers every status but the current one, and asks before cancelling', async () => {
    const { page, errors, api } = await asOperator();
    await page.goto(`${e2e.app.url}/admin/bookings`);
    const jasur = bookingsTable(page).getByRole('row', { name: /Jasur Aliyev/ });
    await jasur.getByText('Kutilmoqda').waitFor();

    await jasur.getByRole('button', { name: /Jasur Aliyev: holatni o'zgartirish/ }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Tasdiqlash', 'Bekor qilish']);
    await expectAccessible(page, 'status menu open');
    // Keyboard: the first item has focus; Escape closes and focus returns to the button.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    await jasur.getByRole('button', { name: /Jasur Aliyev: holatni o'zgartirish/ }).click();
    await page.getByRole('menuitem', { name: 'Tasdiqlash' }).click();
    await expectToast(page, 'Uchrashuv holati yangilandi');
    await jasur.getByText('Tasdiqlangan').waitFor();
    expect(api.callsTo('PUT', '/api/admin/bookings/b-1/status')[0]?.body).toEqual({ status: 'confirmed' });

    await jasur.getByRole('button', { name: /holatni o'zgartirish/ }).click();
    expect(await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).toEqual(['Kutilmoqda deb belgilash', 'Bekor qilish']);
    await page.getByRole('menuitem', { name: 'Bekor qilish' }).click();
    const confirm = page.getByRole('dialog', { name: 'Uchrashuvni bekor qilish' });
    expect(await readText(confirm)).toContain('Jasur Aliyev bilan uchrashuv bekor qilinadi va mijozga xabar yuboriladi.');
    expect(api.callsTo('PUT', '/api/admin/bookings/b-1/status')).toHaveLength(1);
    await confirm.getByRole('button', { name: 'Bekor qilish' }).click();
    await expectToast(page, 'Uchrashuv holati yangilandi');
    await jasur.getByText('Bekor qilingan').waitFor();
    expect(api.callsTo('PUT', '/api/admin/bookings/b-1/status')[1]?.body).toEqual({ status: 'cancelled' });

    // A failure without a server message shows the spec's fallback.
    api.failNextStatusChange = true;
    const dilnoza = bookingsTable(page).getByRole('row', { name: /Dilnoza Yusupova/ });
    await dilnoza.getByRole('button', { name: /holatni o'zgartirish/ }).click();
    await page.getByRole('menuitem', { name: 'Kutilmoqda deb belgilash' }).click();
    await expectToast(page, 'Uchrashuv holatini yangilashda xatolik yuz berdi');
    expect(await readText(page.getByRole('alert').filter({ hasText: 'Xatolik' }))).toContain('Xatolik');
    await dilnoza.getByText('Tasdiqlangan').waitFor();
    expect(errors).toEqual([]);
  });

  it('reads as cards on a phone', async () => {
    const { page, errors } = await asOperator(PHONE);
    await page.goto(`${e2e.app.url}/admin/bookings`);
    const row = bookingsTable(page).getByRole('row', { name: /Jasur Aliyev/ });
    await row.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Each cell is labelled by its column (the header row is hidden on phones).
    const labels = await row
      .getByRole('cell')
      .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content.replaceAll('"', '')));
    expect(labels.slice(0, 3)).toEqual(['Mijoz', 'Aloqa', 'Xizmat']);
    const box = await row.boundingBox();
    expect(box?.height).toBeGreaterThan(150);
    await expectAccessible(page, '/admin/bookings on a phone');
    expect(errors).toEqual([]);
  });
});

describe('/admin/settings (stubbed admin API)', () => {
  it('groups the time slots Ertalab, Kunduzi, Kechqurun at 12:00 and 17:00 and saves a switch at once', async () => {
    const { page, errors, api } = await asOperator();
    await page.goto(`${e2e.app.url}/admin/settings`);
    const morning = page.getByRole('region', { name: /Ertalab/ });
    const afternoon = page.getByRole('region', { name: /Kunduzi/ });
    const evening = page.getByRole('region', { name: /Kechqurun/ });
    await morning.getByRole('switch', { name: '09:00' }).waitFor();
    expect(await morning.getByRole('switch').count()).toBe(3);
    expect(await afternoon.getByRole('switch').count()).toBe(3);
    expect(await evening.getByRole('switch').count()).toBe(2);
    await afternoon.getByRole('switch', { name: '12:00' }).waitFor();
    await evening.getByRole('switch', { name: '17:00' }).waitFor();
    await expectAccessible(page, '/admin/settings Vaqt oraliqlari');

    const noon = afternoon.getByRole('switch', { name: '12:00' });
    expect(await noon.getAttribute('aria-checked')).toBe('true');
    await noon.click();
    await expectToast(page, "Vaqt oralig'i yangilandi");
    expect(await noon.getAttribute('aria-checked')).toBe('false');
    expect(api.callsTo('PUT', '/api/admin/time-slots/4')[0]?.body).toEqual({ isAvailable: false });

    await page.getByRole('tab', { name: 'Umumiy sozlamalar' }).click();
    const autoConfirm = page.getByRole('switch', { name: 'Uchrashuvlarni avtomatik tasdiqlash' });
    expect(await autoConfirm.isDisabled()).toBe(true);
    expect(await page.getByText('Bu funksiya hozirda mavjud emas').count()).toBe(2);
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await expectToast(page, 'Sozlamalar saqlandi');
    await expectAccessible(page, '/admin/settings Umumiy sozlamalar');
    expect(errors).toEqual([]);
  });
});
