import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { newVisitor } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { waitForMail } from '../support/mail.ts';
import { chooseFreemium, DEMO, newProviderAccount, register, registerHere } from '../support/provider.ts';
import { readText } from '../support/text.ts';

/** /auth as someone typing badly: each mistake gets its own Uzbek message next to the field it is about. */
const e2e = useE2eHarness();

/** The message tied to a field by aria-describedby: what a screen reader announces with it, and shown under it. */
async function fieldError(page: Page, label: string): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => readText(page.locator(`[id="${id}"]`))));
  return texts.join(' ');
}

describe('/auth', () => {
  it('Kirish: a malformed e-mail and a short password are named under their fields and nothing is sent', async () => {
    const { page, errors } = await newVisitor(e2e.browser);
    await page.goto(`${e2e.app.url}/auth`);
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) loginCalls++;
    });
    await page.getByLabel('Email').fill('aziz.karimov@');
    await page.getByLabel('Parol').fill('12345');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Kirish' }).click();

    expect(await fieldError(page, 'Email')).toBe("Email formatini to'g'ri kiriting");
    expect(await fieldError(page, 'Parol')).toBe("Parol kamida 6 ta belgidan iborat bo'lishi kerak");
    // Focus goes to the first field to fix.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');

    // Once corrected, the message goes away as the person types.
    await page.getByLabel('Email').fill('aziz.karimov@example.uz');
    await page.getByText("Email formatini to'g'ri kiriting").waitFor({ state: 'detached' });
    expect(loginCalls).toBe(0);
    expect(errors).toEqual([]);
  });

  it("Ro'yxatdan o'tish: one-letter names and different passwords are refused with their messages", async () => {
    const { page, errors } = await newVisitor(e2e.browser);
    await page.goto(`${e2e.app.url}/auth`);
    await page.getByRole('tab', { name: "Ro'yxatdan o'tish" }).click();
    await page.getByLabel('Ism', { exact: true }).fill('A');
    await page.getByLabel('Familiya', { exact: true }).fill('K');
    await page.getByLabel('Email', { exact: true }).fill('aziz@example.uz');
    await page.getByLabel('Parol', { exact: true }).fill('secret123');
    await page.getByLabel('Parolni tasdiqlang').fill('secret321');
    await page.getByRole('button', { name: "Ro'yxatdan o'tish" }).click();

    expect(await fieldError(page, 'Ism')).toBe("Ism kamida 2 ta belgidan iborat bo'lishi kerak");
    expect(await fieldError(page, 'Familiya')).toBe("Familiya kamida 2 ta belgidan iborat bo'lishi kerak");
    expect(await fieldError(page, 'Parolni tasdiqlang')).toBe('Parollar mos kelmadi');
    expect(page.url()).toBe(`${e2e.app.url}/auth`);
    expect(errors).toEqual([]);
  });

  it("wrong credentials: 'Login ma'lumotlari noto'g'ri', and the visitor stays signed out on /auth", async () => {
    const { page, errors } = await newVisitor(e2e.browser);
    await page.goto(`${e2e.app.url}/auth`);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Parol').fill('not-the-password');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Kirish' }).click();

    const alert = page.getByRole('alert').filter({ hasText: "Login ma'lumotlari noto'g'ri" });
    await alert.waitFor();
    expect(await readText(alert)).toContain('Xatolik');
    expect(page.url()).toBe(`${e2e.app.url}/auth`);
    await page.getByRole('banner').getByRole('link', { name: 'Kirish' }).waitFor();

    // The right password then signs in and opens the provider's calendar.
    await page.getByLabel('Parol').fill(DEMO.password);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Kirish' }).click();
    await page.waitForURL(`${e2e.app.url}/`);
    await page.getByRole('heading', { name: 'Kalendar', level: 1 }).waitFor();
    expect(errors).toEqual([]);
  });

  it("Ro'yxatdan o'tish: a taken e-mail is said under the e-mail field, with no toast over the form", async () => {
    const { page, errors } = await newVisitor(e2e.browser);
    await page.goto(`${e2e.app.url}/auth`);
    await page.getByRole('tab', { name: "Ro'yxatdan o'tish" }).click();
    await page.getByLabel('Ism', { exact: true }).fill('Aziz');
    await page.getByLabel('Familiya', { exact: true }).fill('Karimov');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await page.getByLabel('Parol', { exact: true }).fill('secret123');
    await page.getByLabel('Parolni tasdiqlang').fill('secret123');
    await page.getByRole('button', { name: "Ro'yxatdan o'tish" }).click();

    expect(await fieldError(page, 'Email')).toBe("Bu email bilan allaqachon ro'yxatdan o'tilgan");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    expect(await page.getByTestId('toast').count()).toBe(0);
    expect(page.url()).toBe(`${e2e.app.url}/auth`);
    expect(errors).toEqual([]);
  });

  it('an error toast goes when the registration that follows it succeeds', async () => {
    const { page, errors } = await newVisitor(e2e.browser);
    await page.goto(`${e2e.app.url}/auth`);
    // First a wrong sign-in: its error toast is up...
    await page.getByLabel('Email').fill('nobody.here@example.uz');
    await page.getByLabel('Parol').fill('not-the-password');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Kirish' }).click();
    const failure = page.getByTestId('toast').filter({ hasText: "Login ma'lumotlari noto'g'ri" });
    await failure.waitFor();
    // ...then the person registers instead, and it works: the old failure must not hang over the next page.
    await registerHere(page, e2e.app.url, newProviderAccount('Dilshod', 'Rasulov'));
    expect(await failure.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('proving the e-mail', () => {
  it('a new provider is reminded in the dashboard, asks for the link again, and the link proves the address with a click', async () => {
    // axe is injected as a script tag: the page's CSP would refuse it.
    const { page, errors } = await newVisitor(e2e.browser, { bypassCSP: true });
    const account = newProviderAccount('Kamola', 'Nazarova');
    await register(page, e2e.app.url, account);
    await chooseFreemium(page, e2e.app.url);
    const banner = page.getByRole('region', { name: 'Email manzilingiz tasdiqlanmagan' });
    await banner.waitFor();
    expect(await readText(banner)).toContain(account.email);
    expect(await seriousViolations(page)).toEqual([]);

    await banner.getByRole('button', { name: 'Havolani qayta yuborish' }).click();
    await banner
      .getByRole('status')
      .filter({ hasText: `${account.email} manziliga yuborildi` })
      .waitFor();
    const mail = await waitForMail(e2e.app.outboxDir, account.email, (m) => m.text.includes('/auth/verify-email?token='));
    const link = new URL(mail.text.match(/https?:\/\/\S+\/auth\/verify-email\?token=[\w-]+/)![0]);

    // Opening the link shows a page that asks for the click; only the click proves the address.
    await page.goto(`${e2e.app.url}${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Emailni tasdiqlash', level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Tasdiqlash' }).click();
    await page.getByRole('status').filter({ hasText: 'Email manzilingiz tasdiqlandi' }).waitFor();
    await page.getByRole('link', { name: 'Bosh sahifaga' }).click();
    await page.getByRole('heading', { name: 'Kalendar', level: 1 }).waitFor();
    expect(await banner.count()).toBe(0);

    // The same link a second time says it is used up.
    await page.goto(`${e2e.app.url}${link.pathname}${link.search}`);
    await page.getByRole('button', { name: 'Tasdiqlash' }).click();
    await page.getByRole('alert').filter({ hasText: 'yaroqsiz yoki allaqachon ishlatilgan' }).waitFor();
    expect(errors).toEqual([]);
  });

  it("the landing's Bepul boshlash opens registration; Parolni unutdingizmi? and the reset page check their fields before sending", async () => {
    const { page, errors } = await newVisitor(e2e.browser);
    await page.goto(`${e2e.app.url}/`);
    await page.getByRole('link', { name: 'Bepul boshlash' }).first().click();
    await page.waitForURL(`${e2e.app.url}/auth?tab=register`);
    await page.getByRole('tab', { name: "Ro'yxatdan o'tish", selected: true }).waitFor();
    await page.getByLabel('Familiya', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Kirish' }).click();
    await page.getByRole('link', { name: 'Parolni unutdingizmi?' }).click();
    await page.waitForURL(`${e2e.app.url}/auth/forgot-password`);
    await page.getByRole('heading', { name: 'Parolni tiklash', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Havolani yuborish' }).click();
    expect(await fieldError(page, 'Email')).toBe("To'g'ri email kiriting");

    // The reset page checks the password rules before sending anything.
    await page.goto(`${e2e.app.url}/auth/reset-password?token=abcdefghijklmnopqrstuvwxyz0123`);
    await page.getByLabel('Yangi parol', { exact: true }).fill('short');
    await page.getByLabel('Yangi parolni tasdiqlang').fill('other');
    await page.getByRole('button', { name: 'Parolni saqlash' }).click();
    expect(await fieldError(page, 'Yangi parol')).toContain("Parol kamida 8 ta belgidan iborat bo'lishi kerak");
    expect(await fieldError(page, 'Yangi parolni tasdiqlang')).toBe('Yangi parollar mos emas');
    expect(errors).toEqual([]);
  });
});
