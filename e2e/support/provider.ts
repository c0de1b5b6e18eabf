import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';

export { DEMO } from './demo-accounts.ts';

export interface ProviderAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A new provider with an e-mail nobody has used in this database. */
export function newProviderAccount(firstName = 'Nodira', lastName = 'Saidova'): ProviderAccount {
  return { firstName, lastName, email: `provider-${randomUUID().slice(0, 8)}@example.uz`, password: 'sartarosh2025' };
}

/** Ro'yxatdan o'tish on /auth; the app then asks for a plan. */
export async function register(page: Page, baseUrl: string, account: ProviderAccount): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await registerHere(page, baseUrl, account);
}

/** The same on the /auth page already open (no reload: what the page showed before stays). */
export async function registerHere(page: Page, baseUrl: string, account: ProviderAccount): Promise<void> {
  await page.getByRole('tab', { name: "Ro'yxatdan o'tish" }).click();
  await page.getByLabel('Ism', { exact: true }).fill(account.firstName);
  await page.getByLabel('Familiya', { exact: true }).fill(account.lastName);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Parol', { exact: true }).fill(account.password);
  await page.getByLabel('Parolni tasdiqlang').fill(account.password);
  await page.getByRole('button', { name: "Ro'yxatdan o'tish" }).click();
  await page.waitForURL(`${baseUrl}/subscription-selection`);
  await page.getByRole('article', { name: 'Freemium' }).waitFor();
}

/**
 * 'Bepul boshlash' on the Freemium card of /subscription-selection. A new owner is then led to the setup
 * (/user/setup); "Keyinroq sozlash" leaves it for the calendar at /, where these tests go on.
 */
export async function chooseFreemium(page: Page, baseUrl: string): Promise<void> {
  await page.getByRole('article', { name: 'Freemium' }).getByRole('button', { name: 'Bepul boshlash' }).click();
  await page.waitForURL((url) => url.pathname === '/user/setup');
  await page.getByRole('link', { name: 'Keyinroq sozlash' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('heading', { name: 'Kalendar', level: 1 }).waitFor();
}

/** Kirish on /auth with e-mail and password. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Parol').fill(password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Kirish' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
  // Signed in once the header offers Chiqish (attached: on a phone it sits in the collapsed menu, hidden
  // from the accessibility tree until the menu opens, so the role query must include hidden elements).
  await page.getByRole('button', { name: 'Chiqish', includeHidden: true }).waitFor({ state: 'attached' });
}

export interface NewService {
  name: string;
  description: string;
  price: string;
  durationMinutes: number;
  /** How many hours before the start a client may still cancel or move the booking. */
  cancellationHours: number;
}

/**
 * "Xizmat qo'shish" on /user/services: step 1 the details, step 2 the weekly hours, filled for every day
 * of the week 09:00-18:00 with the range helper, so any future day has free time.
 */
export async function addService(page: Page, baseUrl: string, service: NewService): Promise<void> {
  await page.goto(`${baseUrl}/user/services`);
  await page.getByRole('heading', { name: 'Mening xizmatlarim' }).waitFor();
  await page.getByRole('button', { name: "Xizmat qo'shish" }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Yangi xizmat' });
  await dialog.getByLabel('Xizmat nomi').fill(service.name);
  await dialog.getByLabel('Tavsif').fill(service.description);
  await dialog.getByLabel('Narx (matn)').fill(service.price);
  await dialog.getByLabel('Davomiyligi (daqiqa)').fill(String(service.durationMinutes));
  await dialog.getByLabel('Bekor qilish muddati (soat)').fill(String(service.cancellationHours));
  await dialog.getByRole('button', { name: 'Keyingi: ish vaqti' }).click();

  await dialog.getByRole('heading', { name: 'Haftalik ish vaqti' }).waitFor();
  await dialog.getByLabel('Boshlanishi').selectOption('09:00');
  await dialog.getByLabel('Tugashi').selectOption('18:00');
  await dialog.getByRole('button', { name: "Har kunga qo'llash" }).click();
  // Monday's block list is open by default: its 09:00 and 17:30 blocks are on, 18:00 is not.
  const monday = dialog.getByRole('group', { name: 'Dushanba ish vaqti' });
  await monday.getByRole('button', { name: '09:00', pressed: true }).waitFor();
  await monday.getByRole('button', { name: '17:30', pressed: true }).waitFor();
  await monday.getByRole('button', { name: '18:00', pressed: false }).waitFor();
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The 'Ommaviy sahifa havolasi' a provider copies from the profile's Havolalar tab. */
export async function readPublicLink(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/user/profile`);
  await page.getByRole('tab', { name: 'Havolalar' }).click();
  const link = page.getByRole('textbox', { name: 'Ommaviy sahifa havolasi' });
  await link.waitFor();
  return link.inputValue();
}
