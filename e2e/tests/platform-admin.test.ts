import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLATFORM_ADMIN, expectAccessible, expectToast, signInByApi, watchRequests } from '../support/admin.ts';
import { newVisitor, PHONE, type Visitor } from '../support/browser.ts';
import { demoBookingCount } from '../support/demo-counts.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { DEMO, newProviderAccount, signIn } from '../support/provider.ts';
import { readText } from '../support/text.ts';

/**
 * /platform-admin against the real app and API, on a fresh demo database: the platform admin user
 * admin@qabul.uz signs in the normal way and manages users (the demo provider with 3 services and its bookings,
 * and providers registered here). The tests run in order and build on each other's changes.
 */
const e2e = useE2eHarness();
/** The demo's bookings as its owner's API counts them on the fresh database (the seed may grow; the figures follow). */
let demoBookings = 0;
beforeAll(async () => {
  demoBookings = await demoBookingCount(e2e.app.url);
});

const visitor = (options = {}): Promise<Visitor> => newVisitor(e2e.browser, { reducedMotion: 'reduce', bypassCSP: true, ...options });

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const usersTable = (page: Page) => page.getByRole('table', { name: 'Foydalanuvchilar' });
const userRow = (page: Page, email: string) => usersTable(page).getByRole('row', { name: new RegExp(literal(email)) });

async function asPlatformAdmin(options = {}): Promise<Visitor> {
  const person = await visitor(options);
  await signIn(person.page, e2e.app.url, DEMO_PLATFORM_ADMIN.email, DEMO_PLATFORM_ADMIN.password);
  await person.page.goto(`${e2e.app.url}/platform-admin`);
  await person.page.getByRole('heading', { name: 'Platforma boshqaruvi', level: 1 }).waitFor();
  return person;
}

/** A provider registered through the API (no plan yet). */
async function registerProvider(firstName: string, lastName: string) {
  const account = newProviderAccount(firstName, lastName);
  const { context } = await visitor();
  const response = await context.request.post(`${e2e.app.url}/api/register`, {
    headers: { Origin: e2e.app.url },
    data: { firstName, lastName, email: account.email, password: account.password },
  });
  expect(response.status()).toBe(201);
  await context.close();
  return account;
}

describe('/platform-admin', () => {
  it('shows the totals and recent activity to the platform admin; the demo provider is sent away', async () => {
    const { page, errors } = await asPlatformAdmin();
    const stats = page.getByRole('list', { name: "Umumiy ko'rsatkichlar" });
    await expect.poll(() => readText(stats)).toMatch(/Jami foydalanuvchilar\s+2/);
    expect(await readText(stats)).toMatch(new RegExp(`Jami uchrashuvlar\\s+${demoBookings}\\b`));
    expect(await readText(stats)).toMatch(/Jami xizmatlar\s+3/);
    const activity = page.getByRole('region', { name: "So'nggi faoliyat" });
    // The demo's newest work: its salon's page and pictures.
    await activity
      .getByText(/Biznes/)
      .first()
      .waitFor();
    await userRow(page, DEMO.email).waitFor();
    await expectAccessible(page, '/platform-admin');

    const provider = await visitor();
    await signIn(provider.page, e2e.app.url, DEMO.email, DEMO.password);
    await provider.page.goto(`${e2e.app.url}/platform-admin`);
    await provider.page.waitForURL(`${e2e.app.url}/`);
    expect((await provider.context.request.get(`${e2e.app.url}/api/platform-admin/stats`)).status()).toBe(403);
    await provider.context.close();
    expect(errors).toEqual([]);
  });

  it("changes a user's role through the dialog, and the new admin reaches /admin/bookings", async () => {
    const { page, errors } = await asPlatformAdmin();
    const api = watchRequests(page, '/api/platform-admin/');
    const demo = userRow(page, DEMO.email);
    await demo.getByText('Foydalanuvchi', { exact: true }).waitFor();
    await demo.getByRole('button', { name: "Rolni o'zgartirish" }).click();
    const dialog = page.getByRole('dialog', { name: "Rolni o'zgartirish" });
    await dialog.getByText('Aziz Karimov uchun yangi rolni tanlang.').waitFor();
    await expectAccessible(page, 'role dialog');
    await dialog.getByLabel('Rol').selectOption('admin');
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await expectToast(page, 'Rol yangilandi');
    await dialog.waitFor({ state: 'detached' });
    await demo.getByText('Administrator', { exact: true }).waitFor();
    // The recent activity says it in words, never the action's code.
    await page.getByText("Rol o'zgartirildi").first().waitFor();
    await page.screenshot({ path: `${artifactsDir}/platform-admin-role-changed.png`, fullPage: true });
    expect(api.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/role'))?.body).toEqual({ role: 'admin' });
    // The trail names who did it.
    const activity = page.getByRole('region', { name: "So'nggi faoliyat" });
    await activity.getByText("Rol o'zgartirildi").first().waitFor();
    expect(await readText(activity)).not.toContain('user_role_changed');
    expect(await readText(activity)).toContain('Platforma Administratori');

    const nowAdmin = await visitor();
    await signInByApi(nowAdmin.page, e2e.app.url, DEMO.email, DEMO.password);
    await nowAdmin.page.goto(`${e2e.app.url}/admin/bookings`);
    await nowAdmin.page
      .getByRole('table', { name: 'Uchrashuvlar' })
      .getByRole('row', { name: /Jasur Aliyev/ })
      .waitFor();
    await nowAdmin.context.close();
    expect(errors).toEqual([]);
  });

  it('changes a subscription, cancels one by choosing no plan, and shows delete disabled for a platform admin', async () => {
    const nodira = await registerProvider('Nodira', 'Saidova');
    const { page, errors } = await asPlatformAdmin();
    const demo = userRow(page, DEMO.email);
    // The demo salon is seeded on Business (its three masters); the platform admin moves it to Premium.
    await demo.getByText('Business').waitFor();
    await demo.getByRole('button', { name: "Obunani o'zgartirish" }).click();
    const dialog = page.getByRole('dialog', { name: "Obunani o'zgartirish" });
    await dialog.getByLabel('Obuna rejasi').selectOption({ label: "Premium — 149\u00a0000\u00a0so'm / oy" });
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await expectToast(page, 'Obuna yangilandi');
    await demo.getByText('Premium').waitFor();

    const row = userRow(page, nodira.email);
    await row.getByText("Obuna yo'q").waitFor();
    await row.getByRole('button', { name: "Obunani o'zgartirish" }).click();
    await dialog.getByLabel('Obuna rejasi').selectOption({ label: "Asosiy — 49\u00a0000\u00a0so'm / oy" });
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await expectToast(page, 'Obuna yangilandi');
    await row.getByText('Asosiy').waitFor();
    await row.getByRole('button', { name: "Obunani o'zgartirish" }).click();
    await dialog.getByText('Reja tanlanmasa, joriy obuna bekor qilinadi.').waitFor();
    await dialog.getByLabel('Obuna rejasi').selectOption('');
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await expectToast(page, 'Obuna bekor qilindi');
    await row.getByText("Obuna yo'q").waitFor();

    // The platform admin's own row: neither demoted nor deleted, in the page and on the server.
    const self = userRow(page, DEMO_PLATFORM_ADMIN.email);
    expect(await self.getByRole('button', { name: "O'chirish" }).isDisabled()).toBe(true);
    expect(await self.getByRole('button', { name: "Rolni o'zgartirish" }).isDisabled()).toBe(true);
    expect(await readText(self)).toContain('Platform Administrator');
    expect(errors).toEqual([]);
  });

  it('deletes a user after a confirmation that names what goes with them, and works on a phone', async () => {
    const leaving = await registerProvider('Bekzod', 'Ketuvchi');
    const { page, errors } = await asPlatformAdmin(PHONE);
    const row = userRow(page, leaving.email);
    await row.getByRole('button', { name: "O'chirish" }).click();
    const dialog = page.getByRole('dialog', { name: "Foydalanuvchini o'chirish" });
    await dialog.getByText("Boshqa ma'lumotlari yo'q.").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page, 'delete dialog on a phone');
    await dialog.getByRole('button', { name: "O'chirish" }).click();
    await expectToast(page, "Foydalanuvchi o'chirildi");
    await row.waitFor({ state: 'detached' });
    const stats = page.getByRole('list', { name: "Umumiy ko'rsatkichlar" });
    await expect.poll(() => readText(stats)).toMatch(/Jami foydalanuvchilar\s+3/);
    expect(errors).toEqual([]);
  });
});
