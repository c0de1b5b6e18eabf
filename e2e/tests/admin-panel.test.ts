import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectToast, signInAsAdmin, watchRequests } from '../support/admin.ts';
import { newVisitor, PHONE, type Visitor } from '../support/browser.ts';
import { todayIn } from '../support/dates.ts';
import { demoBookingCount } from '../support/demo-counts.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { waitForMail } from '../support/mail.ts';
import { DEMO, newProviderAccount, register } from '../support/provider.ts';
import { readText } from '../support/text.ts';

/**
 * The admin panel as an operator walks it, against the real app and admin API on a fresh demo database:
 * the demo provider (3 services, its upcoming bookings all made today), the platform admin user admin@qabul.uz,
 * the admin-panel account admin / admin12345 and the built-in plans. The tests run in order and build on
 * each other's changes.
 */
const e2e = useE2eHarness();
/** The demo's bookings as its owner's API counts them on the fresh database (the seed may grow; the figures follow). */
let demoBookings = 0;
beforeAll(async () => {
  demoBookings = await demoBookingCount(e2e.app.url);
});

const visitor = (options = {}): Promise<Visitor> => newVisitor(e2e.browser, { reducedMotion: 'reduce', bypassCSP: true, ...options });

/** A provider who registered and has not chosen a plan yet. */
const nodira = newProviderAccount('Nodira', 'Saidova');

const usersTable = (page: Page) => page.getByRole('table', { name: 'Foydalanuvchilar' });
const userRow = (page: Page, email: string) =>
  usersTable(page).getByRole('row', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });

describe('admin panel', () => {
  it('sends a visitor without an admin session from the dashboard to /admin/login, checks the form, and opens the dashboard 1 s after signing in', async () => {
    const { page, errors } = await visitor();
    // A visitor's console stays clean: the pages ask who is signed in without a failed request.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const api = watchRequests(page, '/api/admin/');
    await page.goto(`${e2e.app.url}/admin/dashboard`);
    await page.waitForURL(`${e2e.app.url}/admin/login`);
    await page.getByRole('heading', { name: 'Admin paneli', level: 1 }).waitFor();
    expect(consoleErrors).toEqual([]);
    // Neither the site header nor the footer on /admin/*.
    expect(await page.getByRole('navigation', { name: 'Asosiy menyu' }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await expectAccessible(page, '/admin/login');

    await page.getByRole('button', { name: 'Kirish' }).click();
    await page.getByText('Loginni kiriting').waitFor();
    await page.getByText('Parolni kiriting').waitFor();
    expect(api.to('POST', '/api/admin/login')).toHaveLength(0);

    await page.getByLabel('Login yoki email').fill('admin');
    await page.getByLabel('Parol').fill('wrong-password');
    await page.getByRole('button', { name: 'Kirish' }).click();
    await expectToast(page, "Login yoki parol noto'g'ri");
    expect(page.url()).toBe(`${e2e.app.url}/admin/login`);

    // The e-mail works as the login too.
    await page.getByLabel('Login yoki email').fill('admin@qabul.uz');
    await page.getByLabel('Parol').fill('admin12345');
    // The page itself notes when the message shows and when the dashboard opens: a busy test runner sees both
    // late, so its own clock would measure its lag rather than the page's wait.
    await page.evaluate(() => {
      const marks: { shown?: number; left?: number } = {};
      (window as unknown as { adminLoginMarks: typeof marks }).adminLoginMarks = marks;
      new MutationObserver(() => {
        if (marks.shown === undefined && document.body.textContent?.includes('Muvaffaqiyatli kirdingiz')) marks.shown = performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      // The router changes the address through the history API: the moment it is asked to open the dashboard.
      for (const method of ['pushState', 'replaceState'] as const) {
        const change = history[method].bind(history);
        history[method] = (data, unused, url) => {
          if (marks.left === undefined && String(url ?? '').endsWith('/admin/dashboard')) marks.left = performance.now();
          change(data, unused, url);
        };
      }
    });
    await page.getByRole('button', { name: 'Kirish' }).click();
    await page.getByText("Muvaffaqiyatli kirdingiz. Admin paneliga o'tilmoqda...").waitFor();
    // The failed attempt's toast went with the success.
    expect(await page.getByTestId('toast').filter({ hasText: "Login yoki parol noto'g'ri" }).count()).toBe(0);
    await page.waitForURL(`${e2e.app.url}/admin/dashboard`);
    const waited = await page.evaluate(() => {
      const { shown, left } = (window as unknown as { adminLoginMarks: { shown?: number; left?: number } }).adminLoginMarks;
      return shown === undefined || left === undefined ? -1 : left - shown;
    });
    expect(waited).toBeGreaterThanOrEqual(950);
    await page.getByText('Administrator: Qabul Admin').waitFor();
    // The admin-panel cookie is its own and HttpOnly; it is no provider session.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'qabul.admin.sid')?.httpOnly).toBe(true);
    expect(cookies.some((c) => c.name === 'qabul.sid')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('shows the totals and draws both charts, with their figures readable as a table', async () => {
    const { page, errors } = await visitor();
    await signInAsAdmin(page, e2e.app.url);
    const stats = page.getByRole('list', { name: "Umumiy ko'rsatkichlar" });
    await stats.getByText('Faol obunalar').waitFor();
    // The demo salon (on Business) and the platform admin (on Freemium); nothing paid yet.
    await expect.poll(() => readText(stats)).toMatch(/Foydalanuvchilar\s+2/);
    expect(await readText(stats)).toMatch(new RegExp(`Uchrashuvlar\\s+${demoBookings}\\b`));
    expect(await readText(stats)).toMatch(/Xizmatlar\s+3/);
    expect(await readText(stats)).toMatch(/Faol obunalar\s+2/);
    expect(await readText(stats)).toMatch(/Daromad\s+0\sso'm/);

    // The demo's bookings (on the next working days and its busy Monday) were all made today.
    const bookingsChart = page.getByRole('img', { name: `30 kunda jami ${demoBookings} ta uchrashuv` });
    await bookingsChart.locator('canvas').waitFor();
    const revenueChart = page.getByRole('img', { name: /12 oyda jami 0\sso'm/ });
    await revenueChart.locator('canvas').waitFor();
    await page.screenshot({ path: `${artifactsDir}/admin-dashboard-charts.png`, fullPage: true });
    await page.getByText("Jadval ko'rinishida").first().click();
    const today = page.getByRole('row', { name: new RegExp(`^${todayIn()}`) });
    expect(await readText(today)).toMatch(new RegExp(`${todayIn()}\\s+${demoBookings}\\b`));

    // Subscriptions tab: users and revenue per plan.
    await page.getByRole('tab', { name: 'Obunalar' }).click();
    const freemium = page.getByRole('row', { name: /Freemium/ });
    expect(await readText(freemium)).toMatch(/Freemium\s+1\s+0\sso'm/);
    expect(await readText(page.getByRole('row', { name: /Business/ }))).toMatch(/Business\s+1\s+0\sso'm/);
    await expectAccessible(page, '/admin/dashboard Obunalar');
    expect(errors).toEqual([]);
  });

  it('creates a plan with the plan form checks, then edits it; a plan users hold is not deleted', async () => {
    const { page, errors } = await visitor();
    const api = watchRequests(page, '/api/admin/');
    await signInAsAdmin(page, e2e.app.url);
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
    expect(api.to('POST', '/api/admin/subscription-plans')).toHaveLength(0);

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
    // One name per field: the plan's own.
    expect(api.to('POST', '/api/admin/subscription-plans')[0]?.body).toEqual({
      name: 'Premium Plus',
      description: null,
      price: 19_900_000,
      durationDays: 30,
      features: ['Cheksiz xizmatlar', 'Google Meet'],
      maxServices: null,
      maxMonthlyBookings: 1000,
      isActive: true,
    });
    const card = page.getByRole('article', { name: 'Premium Plus' });
    await expect.poll(() => readText(card)).toMatch(/199\s000\sso'm\s\/\soy/);
    expect(await readText(card)).toContain('Uchrashuvlar: oyiga 1000 tagacha');

    await card.getByRole('button', { name: 'Tahrirlash' }).click();
    const edit = page.getByRole('dialog', { name: 'Obuna rejasini tahrirlash' });
    expect(await edit.getByLabel("Narx (so'm, oyiga)").inputValue()).toBe('199000');
    expect(await edit.getByLabel('Oylik uchrashuvlar chegarasi').inputValue()).toBe('1000');
    await edit.getByLabel("Narx (so'm, oyiga)").fill('249000');
    await edit.getByRole('checkbox', { name: /Faol/ }).uncheck();
    await edit.getByRole('button', { name: 'Saqlash' }).click();
    await expectToast(page, 'Obuna rejasi yangilandi');
    await expect.poll(() => readText(card)).toContain('Nofaol');
    expect(await readText(card)).toMatch(/249\s000\sso'm\s\/\soy/);

    // After a reload the server's copy shows the same.
    await page.reload();
    await page.getByRole('tab', { name: 'Rejalar' }).click();
    await expect.poll(() => readText(card)).toMatch(/249\s000\sso'm\s\/\soy/);
    expect(await readText(card)).toContain('Nofaol');

    // A plan users hold is not deleted: the server says why and the card stays.
    const freemium = page.getByRole('article', { name: 'Freemium' });
    await freemium.getByRole('button', { name: "O'chirish" }).click();
    await page.getByRole('dialog', { name: "Obuna rejasini o'chirish" }).getByRole('button', { name: "O'chirish" }).click();
    await expectToast(page, 'nofaol qiling');
    expect(await freemium.count()).toBe(1);

    // A plan nobody ever held goes.
    await card.getByRole('button', { name: "O'chirish" }).click();
    await page.getByRole('dialog', { name: "Obuna rejasini o'chirish" }).getByRole('button', { name: "O'chirish" }).click();
    await expectToast(page, "Obuna rejasi o'chirildi");
    await card.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('changes a user role and gives a plan to a user without one; a platform admin is neither demoted nor deleted', async () => {
    const newcomer = await visitor();
    await register(newcomer.page, e2e.app.url, nodira);
    await newcomer.context.close();

    const { page, errors } = await visitor();
    const api = watchRequests(page, '/api/admin/');
    await signInAsAdmin(page, e2e.app.url);
    const row = userRow(page, nodira.email);
    await row.waitFor();
    await expectAccessible(page, '/admin/dashboard Foydalanuvchilar');

    await row.getByRole('button', { name: "Rolni o'zgartirish" }).click();
    const roleDialog = page.getByRole('dialog', { name: "Rolni o'zgartirish" });
    await roleDialog.getByLabel('Rol').selectOption('admin');
    await roleDialog.getByRole('button', { name: 'Saqlash' }).click();
    await expectToast(page, 'Rol yangilandi');
    await row.getByText('Administrator', { exact: true }).waitFor();
    expect(api.calls.filter((c) => c.method === 'PUT' && c.path.endsWith('/role')).at(-1)?.body).toEqual({ role: 'admin' });

    // Only users without a subscription are offered a plan.
    expect(await userRow(page, DEMO.email).getByRole('button', { name: 'Reja berish' }).count()).toBe(0);
    await row.getByRole('button', { name: 'Reja berish' }).click();
    const planDialog = page.getByRole('dialog', { name: 'Obuna rejasini berish' });
    await planDialog.getByRole('button', { name: 'Saqlash' }).click();
    await planDialog.getByText('Rejani tanlang', { exact: true }).last().waitFor();
    await planDialog.getByLabel('Obuna rejasi').selectOption({ label: "Business — 99\u00a0000\u00a0so'm / oy" });
    await planDialog.getByRole('button', { name: 'Saqlash' }).click();
    await expectToast(page, 'Obuna yangilandi');
    await row.getByText('Business').waitFor();
    await page.screenshot({ path: `${artifactsDir}/admin-users-business.png`, fullPage: true });
    expect(await row.getByRole('button', { name: 'Reja berish' }).count()).toBe(0);

    // The user's own account shows the plan: it is theirs now, without paying.
    const own = await visitor();
    await own.page.goto(`${e2e.app.url}/auth`);
    await own.page.getByLabel('Email').fill(nodira.email);
    await own.page.getByLabel('Parol').fill(nodira.password);
    await own.page.getByRole('tabpanel').getByRole('button', { name: 'Kirish' }).click();
    await own.page.waitForURL(`${e2e.app.url}/`);
    const session = (await (await own.context.request.get(`${e2e.app.url}/api/session`)).json()) as {
      user: { role: string; subscription: { plan: { name: string } } | null };
    };
    expect(session.user.role).toBe('admin');
    expect(session.user.subscription?.plan.name).toBe('Business');
    await own.context.close();

    // Platform admins are never deleted or demoted.
    const platformAdmin = userRow(page, 'admin@qabul.uz');
    expect(await platformAdmin.getByRole('button', { name: "O'chirish" }).isDisabled()).toBe(true);
    expect(await platformAdmin.getByRole('button', { name: "Rolni o'zgartirish" }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('searches, sorts and pages the users table on the server, and exports it as CSV', async () => {
    const { page, context, errors } = await visitor();
    const api = watchRequests(page, '/api/admin/users');
    await signInAsAdmin(page, e2e.app.url);
    await userRow(page, DEMO.email).waitFor();
    await page.getByRole('searchbox', { name: 'Qidirish' }).fill('NODIRA');
    await userRow(page, DEMO.email).waitFor({ state: 'detached' });
    await userRow(page, nodira.email).waitFor();
    expect(api.to('GET', '/api/admin/users').at(-1)?.query.get('q')).toBe('NODIRA');
    const csvLink = page.getByRole('link', { name: 'Foydalanuvchilar (CSV)' });
    expect(await csvLink.getAttribute('href')).toBe('/api/admin/users.csv?q=NODIRA&sort=-createdAt');
    // The link downloads what the table shows, with the admin-panel session.
    const csv = await context.request.get(`${e2e.app.url}${await csvLink.getAttribute('href')}`);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(nodira.email);
    expect(lines[1]).toContain('Business');

    await page.getByRole('searchbox', { name: 'Qidirish' }).fill('');
    await userRow(page, DEMO.email).waitFor();
    // The sort list (the only way on a phone), then a column header.
    await page.getByLabel('Saralash').selectOption('email');
    await expect.poll(() => api.to('GET', '/api/admin/users').at(-1)?.query.get('sort')).toBe('email');
    const firstRow = usersTable(page).getByRole('row').nth(1);
    await expect.poll(() => readText(firstRow)).toContain('admin@qabul.uz');
    await page.getByRole('button', { name: 'Ism' }).click();
    await expect.poll(() => api.to('GET', '/api/admin/users').at(-1)?.query.get('sort')).toBe('name');
    expect(await page.getByRole('columnheader', { name: /Ism/ }).getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => readText(firstRow)).toContain(DEMO.email);
    await page.getByRole('button', { name: 'Ism' }).click();
    await expect.poll(() => api.to('GET', '/api/admin/users').at(-1)?.query.get('sort')).toBe('-name');
    await expect.poll(() => readText(firstRow)).toContain('admin@qabul.uz');
    expect(await readText(page.getByRole('navigation', { name: 'Sahifalar' }))).toContain('1–3, jami 3');
    expect(api.to('GET', '/api/admin/users').at(-1)?.query.get('pageSize')).toBe('20');

    // The bookings export, from the same screen.
    const bookingsCsv = await context.request.get(
      `${e2e.app.url}${await page.getByRole('link', { name: 'Uchrashuvlar (CSV)' }).getAttribute('href')}`,
    );
    expect(bookingsCsv.status()).toBe(200);
    // The header and each of the demo's bookings.
    expect((await bookingsCsv.text()).trim().split(/\r?\n/)).toHaveLength(demoBookings + 1);
    expect(errors).toEqual([]);
  });

  it('filters the audit trail by user and by action', async () => {
    const { page, errors } = await visitor();
    const api = watchRequests(page, '/api/admin/activity');
    await signInAsAdmin(page, e2e.app.url);
    await userRow(page, nodira.email).getByRole('button', { name: 'Faoliyat' }).click();
    await page.getByRole('tab', { name: 'Faoliyat', selected: true }).waitFor();
    const trail = page.getByRole('table', { name: 'Faoliyat jurnali' });
    // The trail reads in words, never the actions' codes.
    await trail.getByRole('cell', { name: "Rol o'zgartirildi" }).waitFor();
    await trail.getByRole('cell', { name: 'Obuna berildi' }).waitFor();
    expect(await readText(trail)).not.toMatch(/user_role_changed|subscription_assigned/);
    expect(await readText(trail)).toContain('Qabul Admin');
    expect(api.to('GET', '/api/admin/activity').at(-1)?.query.get('userId')).toMatch(/^[0-9a-f-]{36}$/);
    // The demo provider's own work is not about this user.
    expect(await trail.getByRole('cell', { name: 'Xizmat yaratdi' }).count()).toBe(0);
    await expectAccessible(page, '/admin/dashboard Faoliyat');

    // Cleared: the newest work of everyone, the demo salon's pictures among it.
    await page.getByRole('button', { name: 'Filtrlarni tozalash' }).click();
    await trail.getByRole('cell', { name: 'Biznes rasmini yukladi' }).first().waitFor();
    await page.getByLabel('Amal', { exact: true }).selectOption({ label: 'Reja yaratildi' });
    await trail.getByRole('cell', { name: 'Biznes rasmini yukladi' }).first().waitFor({ state: 'detached' });
    await trail.getByRole('cell', { name: 'Reja yaratildi' }).waitFor();
    expect(api.to('GET', '/api/admin/activity').at(-1)?.query.get('action')).toBe('plan_created');
    expect(errors).toEqual([]);
  });

  it("deletes a provider after naming what goes with them, and tells that provider's clients", async () => {
    const { page, errors } = await visitor();
    await signInAsAdmin(page, e2e.app.url);
    const demo = userRow(page, DEMO.email);
    await demo.getByRole('button', { name: "O'chirish" }).click();
    const remove = page.getByRole('dialog', { name: "Foydalanuvchini o'chirish" });
    await remove.getByText(`Birga o'chiriladi: 3 xizmat, ${demoBookings} uchrashuv.`).waitFor();
    await remove.getByText(`${demoBookings} ta kelgusi uchrashuv mijoziga bekor qilish xabari yuboriladi.`).waitFor();
    await expectAccessible(page, 'delete confirmation');
    await remove.getByRole('button', { name: "O'chirish" }).click();
    await expectToast(page, "Foydalanuvchi o'chirildi");
    await demo.waitFor({ state: 'detached' });
    // Every client with an e-mail hears of the cancel.
    for (const email of ['dilnoza@example.uz', 'jasur@example.uz', 'malika@example.uz']) {
      const mail = await waitForMail(e2e.app.outboxDir, email, (m) => /bekor qilindi/i.test(m.text));
      expect(mail.text).toContain('Soch olish');
    }
    const stats = page.getByRole('list', { name: "Umumiy ko'rsatkichlar" });
    await expect.poll(() => readText(stats)).toMatch(/Uchrashuvlar\s+0/);
    expect(errors).toEqual([]);
  });

  it('/admin/subscription-plans and the dashboard work on a phone; Chiqish ends the admin session', async () => {
    const { page, errors } = await visitor(PHONE);
    const api = watchRequests(page, '/api/admin/');
    await signInAsAdmin(page, e2e.app.url);
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
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page, '/admin/subscription-plans');

    await page.getByRole('button', { name: 'Chiqish' }).click();
    await page.waitForURL(`${e2e.app.url}/admin/login`);
    expect(api.to('POST', '/api/admin/logout')).toHaveLength(1);
    // The session is gone on the server, not only in the page.
    expect((await page.context().request.get(`${e2e.app.url}/api/admin/me`)).status()).toBe(401);
    await page.goto(`${e2e.app.url}/admin/subscription-plans`);
    await page.waitForURL(`${e2e.app.url}/admin/login`);
    expect(errors).toEqual([]);
  });
});
