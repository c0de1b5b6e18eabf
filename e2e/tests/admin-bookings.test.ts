import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createOperator,
  expectAccessible,
  expectToast,
  type Operator,
  signInAsAdmin,
  signInByApi,
  watchRequests,
} from '../support/admin.ts';
import { newVisitor, PHONE, type Visitor } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { waitForMail } from '../support/mail.ts';
import { DEMO, signIn } from '../support/provider.ts';
import { readText } from '../support/text.ts';

/**
 * /admin/bookings and /admin/settings against the real app and admin API, on a fresh demo database: the
 * demo provider's three bookings (Dilnoza Yusupova confirmed; Jasur Aliyev and Malika Rahimova pending) and
 * the built-in time slots 09:00-19:30. The operator is a user the admin panel gave role `admin`.
 */
const e2e = useE2eHarness();
let operator: Operator;

beforeAll(async () => {
  operator = await createOperator(e2e.browser, e2e.app.url);
});

const visitor = (options = {}): Promise<Visitor> => newVisitor(e2e.browser, { reducedMotion: 'reduce', bypassCSP: true, ...options });

async function asOperator(options = {}): Promise<Visitor> {
  const person = await visitor(options);
  await signInByApi(person.page, e2e.app.url, operator.email, operator.password);
  return person;
}

const bookingsTable = (page: Page) => page.getByRole('table', { name: 'Uchrashuvlar' });

describe('admin route guard', () => {
  it('shows a visitor on /admin/bookings a sign-in prompt that goes to /api/login, without the site header or footer', async () => {
    const { page, errors } = await visitor();
    const api = watchRequests(page, '/api/admin/bookings');
    await page.goto(`${e2e.app.url}/admin/bookings`);
    const signInLink = page.getByRole('link', { name: 'Kirish' });
    await signInLink.waitFor();
    expect(await signInLink.getAttribute('href')).toBe('/api/login');
    await page.getByText('Bu sahifa administratorlar uchun').waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(api.calls).toHaveLength(0);
    await expectAccessible(page, '/admin/bookings signed out');
    // The link leads to the sign-in form.
    await signInLink.click();
    await page.waitForURL(`${e2e.app.url}/auth`);
    expect(errors).toEqual([]);
  });

  it('sends a signed-in provider without an admin role from /admin/bookings, /admin/settings and /platform-admin to /', async () => {
    const { page, errors } = await visitor();
    await signIn(page, e2e.app.url, DEMO.email, DEMO.password);
    for (const path of ['/admin/bookings', '/admin/settings', '/platform-admin']) {
      await page.goto(`${e2e.app.url}${path}`);
      await page.waitForURL(`${e2e.app.url}/`);
    }
    // The server says the same, whatever the page shows.
    expect((await page.context().request.get(`${e2e.app.url}/api/admin/bookings`)).status()).toBe(403);
    expect(errors).toEqual([]);
  });

  it('lets an admin-panel session in without a user account', async () => {
    const { page, errors } = await visitor();
    await signInAsAdmin(page, e2e.app.url);
    await page.goto(`${e2e.app.url}/admin/bookings`);
    await bookingsTable(page)
      .getByRole('row', { name: /Jasur Aliyev/ })
      .waitFor();
    expect(errors).toEqual([]);
  });
});

describe('/admin/bookings', () => {
  it('filters by status and searches name, phone or e-mail on the server', async () => {
    const { page, errors } = await asOperator();
    const api = watchRequests(page, '/api/admin/bookings');
    await page.goto(`${e2e.app.url}/admin/bookings`);
    await page.getByRole('heading', { name: 'Barcha uchrashuvlar', level: 1 }).waitFor();
    const jasur = bookingsTable(page).getByRole('row', { name: /Jasur Aliyev/ });
    await jasur.waitFor();
    // Who the booking is with and for what, from the real rows.
    expect(await readText(jasur)).toContain('Soch olish');
    expect(await readText(jasur)).toContain('Aziz Karimov');
    expect(await readText(jasur)).toContain('jasur@example.uz');
    await expectAccessible(page, '/admin/bookings');

    const filters = page.getByRole('group', { name: "Holat bo'yicha filtr" });
    await filters.getByRole('button', { name: 'Tasdiqlangan' }).click();
    await jasur.waitFor({ state: 'detached' });
    expect(api.to('GET', '/api/admin/bookings').at(-1)?.query.get('status')).toBe('confirmed');
    expect(await filters.getByRole('button', { name: 'Tasdiqlangan' }).getAttribute('aria-pressed')).toBe('true');
    // The header row and Dilnoza's.
    expect(await bookingsTable(page).getByRole('row').count()).toBe(2);
    await bookingsTable(page)
      .getByRole('row', { name: /Dilnoza Yusupova/ })
      .waitFor();

    await filters.getByRole('button', { name: 'Barchasi' }).click();
    await jasur.waitFor();
    // Any case, e-mail...
    await page.getByRole('searchbox', { name: 'Qidirish' }).fill('MALIKA@example');
    await jasur.waitFor({ state: 'detached' });
    await bookingsTable(page)
      .getByRole('row', { name: /Malika Rahimova/ })
      .waitFor();
    expect(api.to('GET', '/api/admin/bookings').at(-1)?.query.get('q')).toBe('MALIKA@example');
    expect(api.to('GET', '/api/admin/bookings').at(-1)?.query.get('status')).toBeNull();
    // ...or phone digits as typed.
    await page.getByRole('searchbox', { name: 'Qidirish' }).fill('93 765');
    await jasur.waitFor();
    expect(await bookingsTable(page).getByRole('row').count()).toBe(2);

    await page.getByRole('searchbox', { name: 'Qidirish' }).fill('nobody-like-this');
    await page.getByText('Uchrashuvlar topilmadi').waitFor();
    expect(errors).toEqual([]);
  });

  it('confirms and cancels from the menu, which offers every status but the current one, and asks before cancelling', async () => {
    const { page, errors } = await asOperator();
    const api = watchRequests(page, '/api/admin/bookings/');
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
    await page.screenshot({ path: `${artifactsDir}/admin-bookings-confirmed.png`, fullPage: true });
    const put = () => api.calls.filter((c) => c.method === 'PUT');
    expect(put()[0]?.body).toEqual({ status: 'confirmed' });
    // The provider sees it confirmed in their own list.
    const provider = await visitor();
    await signInByApi(provider.page, e2e.app.url, DEMO.email, DEMO.password);
    const own = (await (await provider.context.request.get(`${e2e.app.url}/api/bookings`)).json()) as Array<{
      name: string;
      status: string;
    }>;
    expect(own.find((b) => b.name === 'Jasur Aliyev')?.status).toBe('confirmed');
    await provider.context.close();

    await jasur.getByRole('button', { name: /holatni o'zgartirish/ }).click();
    expect(await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).toEqual(['Kutilmoqda deb belgilash', 'Bekor qilish']);
    await page.getByRole('menuitem', { name: 'Bekor qilish' }).click();
    const confirm = page.getByRole('dialog', { name: 'Uchrashuvni bekor qilish' });
    expect(await readText(confirm)).toContain('Jasur Aliyev bilan uchrashuv bekor qilinadi va mijozga xabar yuboriladi.');
    expect(put()).toHaveLength(1);
    await confirm.getByRole('button', { name: 'Bekor qilish' }).click();
    await expectToast(page, 'Uchrashuv holati yangilandi');
    await jasur.getByText('Bekor qilingan').waitFor();
    expect(put()[1]?.body).toEqual({ status: 'cancelled' });
    // The usual cancel notice reaches the client.
    await waitForMail(e2e.app.outboxDir, 'jasur@example.uz', (mail) => /bekor qilindi/i.test(mail.text));

    // A cancelled booking is not reopened: the server says why and the row stays as it was.
    await jasur.getByRole('button', { name: /holatni o'zgartirish/ }).click();
    await page.getByRole('menuitem', { name: 'Tasdiqlash' }).click();
    await expectToast(page, "Bekor qilingan uchrashuvni qayta ochib bo'lmaydi");
    await jasur.getByText('Bekor qilingan').waitFor();
    expect(errors).toEqual([]);
  });

  it('reads as cards on a phone', async () => {
    const { page, errors } = await asOperator(PHONE);
    await page.goto(`${e2e.app.url}/admin/bookings`);
    const row = bookingsTable(page).getByRole('row', { name: /Malika Rahimova/ });
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

    // The last card is below the fold: the tap scrolls it up, and the menu it opens stays open.
    const dilnoza = bookingsTable(page).getByRole('row', { name: /Dilnoza Yusupova/ });
    const menuButton = dilnoza.getByRole('button', { name: /holatni o'zgartirish/ });
    await menuButton.click();
    // The button sits inside its card.
    const [button, card] = [await menuButton.boundingBox(), await dilnoza.boundingBox()];
    expect(button!.x + button!.width).toBeLessThanOrEqual(card!.x + card!.width);
    await page.getByRole('menuitem', { name: 'Kutilmoqda deb belgilash' }).click();
    await expectToast(page, 'Uchrashuv holati yangilandi');
    await dilnoza.getByText('Kutilmoqda').waitFor();
    expect(errors).toEqual([]);
  });
});

describe('/admin/settings', () => {
  it('groups the time slots Ertalab, Kunduzi, Kechqurun at 12:00 and 17:00 and saves a switch at once', async () => {
    const { page, errors } = await asOperator();
    const api = watchRequests(page, '/api/admin/time-slots/');
    await page.goto(`${e2e.app.url}/admin/settings`);
    const morning = page.getByRole('region', { name: /Ertalab/ });
    const afternoon = page.getByRole('region', { name: /Kunduzi/ });
    const evening = page.getByRole('region', { name: /Kechqurun/ });
    await morning.getByRole('switch', { name: '09:00' }).waitFor();
    // Every half hour from 09:00 to 19:30.
    expect(await morning.getByRole('switch').count()).toBe(6);
    expect(await afternoon.getByRole('switch').count()).toBe(10);
    expect(await evening.getByRole('switch').count()).toBe(6);
    await afternoon.getByRole('switch', { name: '12:00' }).waitFor();
    await evening.getByRole('switch', { name: '17:00' }).waitFor();
    await expectAccessible(page, '/admin/settings Vaqt oraliqlari');

    const noon = afternoon.getByRole('switch', { name: '12:00' });
    expect(await noon.getAttribute('aria-checked')).toBe('true');
    await noon.click();
    await expectToast(page, "Vaqt oralig'i yangilandi");
    expect(await noon.getAttribute('aria-checked')).toBe('false');
    expect(api.calls.at(-1)?.body).toEqual({ isAvailable: false });
    // Saved on the server: a fresh load shows it off.
    await page.reload();
    await expect.poll(() => afternoon.getByRole('switch', { name: '12:00' }).getAttribute('aria-checked')).toBe('false');

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
