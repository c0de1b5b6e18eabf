import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AdminApiStub } from '../support/admin-api-stub.ts';
import { seriousViolations } from '../support/axe.ts';
import { newVisitor, PHONE, type Visitor } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { readText } from '../support/text.ts';

/**
 * The admin panel as an operator walks it: /admin/login -> dashboard -> plans -> users.
 *
 * STUBBED ADMIN API: /api/admin/* is answered in the browser by support/admin-api-stub.ts (page.route),
 * as the admin API contract words it, because that API is being built at the same time. The app itself
 * is the real build served by the real server. Walks against the real admin API come with it.
 */
const e2e = useE2eHarness();

const visitor = (options = {}): Promise<Visitor> => newVisitor(e2e.browser, { reducedMotion: 'reduce', bypassCSP: true, ...options });

async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

async function openWithStub(options = {}): Promise<Visitor & { api: AdminApiStub }> {
  const person = await visitor(options);
  const api = new AdminApiStub();
  await api.install(person.page);
  return { ...person, api };
}

const toast = (page: Page) => page.getByTestId('toast');

/** Waits for the toast that says `text` (a new toast replaces the one before). */
async function expectToast(page: Page, text: string): Promise<void> {
  await toast(page).filter({ hasText: text }).waitFor();
}

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto(`${e2e.app.url}/admin/login`);
  await page.getByLabel('Login yoki email').fill('admin');
  await page.getByLabel('Parol').fill('admin12345');
  await page.getByRole('button', { name: 'Kirish' }).click();
  await page.waitForURL(`${e2e.app.url}/admin/dashboard`);
}

describe('admin panel (stubbed admin API)', () => {
  it('sends a visitor without an admin session from the dashboard to /admin/login, checks the form, and opens the dashboard 1 s after signing in', async () => {
    const { page, errors, api } = await openWithStub();
    await page.goto(`${e2e.app.url}/admin/dashboard`);
    await page.waitForURL(`${e2e.app.url}/admin/login`);
    await page.getByRole('heading', { name: 'Admin paneli', level: 1 }).waitFor();
    // Neither the site header nor the footer on /admin/*.
    expect(await page.getByRole('navigation', { name: 'Asosiy menyu' }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await expectAccessible(page, '/admin/login');

    await page.getByRole('button', { name: 'Kirish' }).click();
    await page.getByText('Loginni kiriting').waitFor();
    await page.getByText('Parolni kiriting').waitFor();
    expect(api.callsTo('POST', '/api/admin/login')).toHaveLength(0);

    await page.getByLabel('Login yoki email').fill('admin');
    await page.getByLabel('Parol').fill('wrong-password');
    await page.getByRole('button', { name: 'Kirish' }).click();
    await expectToast(page, "Login yoki parol noto'g'ri");
    expect(page.url()).toBe(`${e2e.app.url}/admin/login`);

    await page.getByLabel('Parol').fill('admin12345');
    await page.getByRole('button', { name: 'Kirish' }).click();
    await page.getByText("Muvaffaqiyatli kirdingiz. Admin paneliga o'tilmoqda...").waitFor();
    const shownAt = Date.now();
    await page.waitForURL(`${e2e.app.url}/admin/dashboard`);
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(800);
    expect(api.callsTo('POST', '/api/admin/login').at(-1)?.body).toEqual({ username: 'admin', password: 'admin12345' });
    await page.getByText('Administrator: Bosh Admin').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the totals and draws both charts, with their figures readable as a table', async () => {
    const { page, errors, api } = await openWithStub();
    await signInAsAdmin(page);
    const stats = page.getByRole('list', { name: "Umumiy ko'rsatkichlar" });
    await stats.getByText('Faol obunalar').waitFor();
    expect(await readText(stats)).toMatch(/Foydalanuvchilar\s+4/);
    expect(await readText(stats)).toMatch(/Daromad\s+382\u00a0000 UZS/);

    const bookingsChart = page.getByRole('img', { name: /30 kunda jami \d+ ta uchrashuv/ });
    await bookingsChart.locator('canvas').waitFor();
    const revenueChart = page.getByRole('img', { name: /12 oyda jami .* UZS/ });
    await revenueChart.locator('canvas').waitFor();
    await page.getByText("Jadval ko'rinishida").first().click();
    await page.getByRole('cell', { name: '2026-11-23' }).waitFor();

    // Subscriptions tab: users and revenue per plan.
    await page.getByRole('tab', { name: 'Obunalar' }).click();
    const asosiy = page.getByRole('row', { name: /Asosiy/ });
    expect(await readText(asosiy)).toMatch(/Asosiy\s+1\s+49\u00a0000 UZS/);
    await expectAccessible(page, '/admin/dashboard Obunalar');
    expect(api.callsTo('GET', '/api/admin/stats').length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('creates a plan with the plan form checks, then edits it', async () => {
    const { page, errors, api } = await openWithStub();
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Rejalar' }).click();
    await page.getByRole('article', { name: 'Business' }).waitFor();
    await page.getByRole('button', { name: '+ Yangi reja' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yangi obuna rejasi' });
    await dialog.getByLabel("Narx (so'm, oyiga)").fill('-5');
    await dialog.getByLabel('Davomiyligi (kun)').fill('0');
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await dialog.getByText('Nom talab qilinadi').waitFor();
    await dialog.getByText("Narx 0 dan katta bo'lishi kerak").waitFor();
    await dialog.getByText("Davomiyligi 1 kundan ko'p bo'lishi kerak").waitFor();
    await expectAccessible(page, 'plan dialog with errors');
    expect(api.callsTo('POST', '/api/admin/subscription-plans')).toHaveLength(0);

    await dialog.getByLabel('Nomi', { exact: true }).fill('Premium Plus');
    // Checked again on every change after the first submit.
    await dialog.getByText('Nom talab qilinadi').waitFor({ state: 'detached' });
    await dialog.getByLabel("Narx (so'm, oyiga)").fill('199 000');
    await dialog.getByLabel('Davomiyligi (kun)').fill('30');
    await dialog.getByLabel('Imkoniyatlar').fill('Cheksiz xizmatlar\n\nGoogle Meet\n  ');
    await dialog.getByLabel('Oylik uchrashuvlar chegarasi').fill('1000');
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await expectToast(page, 'Obuna rejasi yaratildi');
    await dialog.waitFor({ state: 'detached' });
    expect(api.callsTo('POST', '/api/admin/subscription-plans')[0]?.body).toMatchObject({
      name: 'Premium Plus',
      price: 19_900_000,
      durationDays: 30,
      features: ['Cheksiz xizmatlar', 'Google Meet'],
      maxServices: null,
      maxMonthlyBookings: 1000,
      isActive: true,
    });
    const card = page.getByRole('article', { name: 'Premium Plus' });
    await expect.poll(() => readText(card)).toContain('199\u00a0000 UZS / oy');

    await card.getByRole('button', { name: 'Tahrirlash' }).click();
    const edit = page.getByRole('dialog', { name: 'Obuna rejasini tahrirlash' });
    expect(await edit.getByLabel("Narx (so'm, oyiga)").inputValue()).toBe('199000');
    await edit.getByLabel("Narx (so'm, oyiga)").fill('249000');
    await edit.getByRole('checkbox', { name: /Faol/ }).uncheck();
    await edit.getByRole('button', { name: 'Saqlash' }).click();
    await expectToast(page, 'Obuna rejasi yangilandi');
    const put = api.calls.filter((c) => c.method === 'PUT' && c.path.startsWith('/api/admin/subscription-plans/'));
    expect(put.at(-1)?.body).toMatchObject({ price: 24_900_000, isActive: false });
    await expect.poll(() => readText(card)).toContain('Nofaol');

    // A plan users hold is not deleted: the server says why and the card stays.
    const asosiy = page.getByRole('article', { name: 'Asosiy' });
    await asosiy.getByRole('button', { name: "O'chirish" }).click();
    await page.getByRole('dialog', { name: "Obuna rejasini o'chirish" }).getByRole('button', { name: "O'chirish" }).click();
    await expectToast(page, "O'chirish o'rniga uni nofaol qiling");
    expect(await asosiy.count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('changes a user role, gives a plan to a user without one, and deletes a user after naming what goes with them', async () => {
    const { page, errors, api } = await openWithStub();
    const azizId = api.users[0]!.id;
    await signInAsAdmin(page);
    const aziz = page.getByRole('row', { name: /aziz\.karimov@example\.uz/ });
    await aziz.waitFor();
    await expectAccessible(page, '/admin/dashboard Foydalanuvchilar');

    await aziz.getByRole('button', { name: "Rolni o'zgartirish" }).click();
    const roleDialog = page.getByRole('dialog', { name: "Rolni o'zgartirish" });
    await roleDialog.getByLabel('Rol').selectOption('admin');
    await roleDialog.getByRole('button', { name: 'Saqlash' }).click();
    await expectToast(page, 'Rol yangilandi');
    await aziz.getByText('Administrator', { exact: true }).waitFor();
    expect(api.callsTo('PUT', `/api/admin/users/${azizId}/role`)[0]?.body).toEqual({ role: 'admin' });

    // Only users without a subscription are offered a plan.
    expect(await aziz.getByRole('button', { name: 'Reja berish' }).count()).toBe(0);
    const nodira = page.getByRole('row', { name: /nodira\.saidova@example\.uz/ });
    await nodira.getByRole('button', { name: 'Reja berish' }).click();
    const planDialog = page.getByRole('dialog', { name: 'Obuna rejasini berish' });
    await planDialog.getByRole('button', { name: 'Saqlash' }).click();
    await planDialog.getByText('Rejani tanlang', { exact: true }).last().waitFor();
    await planDialog.getByLabel('Obuna rejasi').selectOption({ label: 'Business — 149\u00a0000 UZS / oy' });
    await planDialog.getByRole('button', { name: 'Saqlash' }).click();
    await expectToast(page, 'Obuna yangilandi');
    await nodira.getByText('Business').waitFor();

    // Platform admins are never deleted or demoted.
    const bobur = page.getByRole('row', { name: /bobur\.toshmatov@example\.uz/ });
    expect(await bobur.getByRole('button', { name: "O'chirish" }).isDisabled()).toBe(true);
    expect(await bobur.getByRole('button', { name: "Rolni o'zgartirish" }).isDisabled()).toBe(true);

    await aziz.getByRole('button', { name: "O'chirish" }).click();
    const remove = page.getByRole('dialog', { name: "Foydalanuvchini o'chirish" });
    await remove.getByText("Birga o'chiriladi: 3 xizmat, 12 uchrashuv.").waitFor();
    await remove.getByText('2 ta kelgusi uchrashuv mijoziga bekor qilish xabari yuboriladi.').waitFor();
    await expectAccessible(page, 'delete confirmation');
    await remove.getByRole('button', { name: "O'chirish" }).click();
    await expectToast(page, "Foydalanuvchi o'chirildi");
    await aziz.waitFor({ state: 'detached' });
    expect(api.callsTo('DELETE', `/api/admin/users/${azizId}`)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('searches, sorts and pages the users table on the server, and exports it as CSV', async () => {
    const { page, errors, api } = await openWithStub();
    await signInAsAdmin(page);
    await page.getByRole('row', { name: /malika/i }).waitFor();
    await page.getByRole('searchbox', { name: 'Qidirish' }).fill('malika');
    await page.getByRole('row', { name: /aziz/i }).waitFor({ state: 'detached' });
    expect(api.callsTo('GET', '/api/admin/users').at(-1)?.query.get('q')).toBe('malika');
    expect(await page.getByRole('link', { name: 'Foydalanuvchilar (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/users.csv?q=malika&sort=-createdAt',
    );

    await page.getByRole('searchbox', { name: 'Qidirish' }).fill('');
    await page.getByRole('row', { name: /aziz/i }).waitFor();
    // The sort list (the only way on a phone), then a column header.
    await page.getByLabel('Saralash').selectOption('email');
    await expect.poll(() => api.callsTo('GET', '/api/admin/users').at(-1)?.query.get('sort')).toBe('email');
    const firstRow = page.getByRole('table', { name: 'Foydalanuvchilar' }).getByRole('row').nth(1);
    await expect.poll(() => readText(firstRow)).toContain('aziz.karimov@example.uz');
    await page.getByRole('button', { name: 'Ism' }).click();
    await expect.poll(() => api.callsTo('GET', '/api/admin/users').at(-1)?.query.get('sort')).toBe('name');
    expect(await page.getByRole('columnheader', { name: /Ism/ }).getAttribute('aria-sort')).toBe('ascending');
    await page.getByRole('button', { name: 'Ism' }).click();
    await expect.poll(() => api.callsTo('GET', '/api/admin/users').at(-1)?.query.get('sort')).toBe('-name');
    await expect.poll(() => readText(firstRow)).toContain('nodira.saidova@example.uz');
    expect(await readText(page.getByRole('navigation', { name: 'Sahifalar' }))).toContain('1–4, jami 4');
    expect(api.callsTo('GET', '/api/admin/users').at(-1)?.query.get('pageSize')).toBe('20');
    expect(errors).toEqual([]);
  });

  it('filters the audit trail by user and by action', async () => {
    const { page, errors, api } = await openWithStub();
    await signInAsAdmin(page);
    await page
      .getByRole('row', { name: /aziz\.karimov@example\.uz/ })
      .getByRole('button', { name: 'Faoliyat' })
      .click();
    await page.getByRole('tab', { name: 'Faoliyat', selected: true }).waitFor();
    await page.getByRole('cell', { name: 'booking_created' }).waitFor();
    expect(api.callsTo('GET', '/api/admin/activity').at(-1)?.query.get('userId')).toBe(api.users[0]!.id);
    expect(await page.getByRole('cell', { name: 'plan_updated' }).count()).toBe(0);
    await expectAccessible(page, '/admin/dashboard Faoliyat');

    await page.getByRole('button', { name: 'Filtrlarni tozalash' }).click();
    await page.getByRole('cell', { name: 'plan_updated' }).waitFor();
    await page.getByRole('searchbox', { name: 'Amal' }).fill('plan_');
    await page.getByRole('cell', { name: 'booking_created' }).waitFor({ state: 'detached' });
    expect(api.callsTo('GET', '/api/admin/activity').at(-1)?.query.get('action')).toBe('plan_');
    expect(errors).toEqual([]);
  });

  it('/admin/subscription-plans and the dashboard work on a phone; Chiqish ends the admin session', async () => {
    const { page, errors, api } = await openWithStub(PHONE);
    await signInAsAdmin(page);
    await page
      .getByRole('img', { name: /30 kunda jami/ })
      .locator('canvas')
      .waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectAccessible(page, '/admin/dashboard on a phone');

    await page.getByRole('link', { name: 'Obuna rejalari' }).click();
    await page.waitForURL(`${e2e.app.url}/admin/subscription-plans`);
    await page.getByRole('article', { name: 'Freemium' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Obuna rejalari', level: 1 }).count()).toBe(1);
    await expectAccessible(page, '/admin/subscription-plans');

    await page.getByRole('button', { name: 'Chiqish' }).click();
    await page.waitForURL(`${e2e.app.url}/admin/login`);
    expect(api.callsTo('POST', '/api/admin/logout')).toHaveLength(1);
    await page.goto(`${e2e.app.url}/admin/subscription-plans`);
    await page.waitForURL(`${e2e.app.url}/admin/login`);
    expect(errors).toEqual([]);
  });
});
