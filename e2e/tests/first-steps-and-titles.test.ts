import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { addService, chooseFreemium, DEMO, newProviderAccount, register, signIn } from '../support/provider.ts';

/** A new provider's first steps on the calendar, and each page's own title in the browser tab. */
const e2e = useE2eHarness();

const SERVICE = {
  name: 'Yuz parvarishi',
  description: 'Tozalash va niqob',
  price: "150 000 so'm",
  durationMinutes: 60,
  cancellationHours: 12,
};

describe('a new provider with no services', () => {
  it('finds a first-steps card on the calendar; each step is ticked when done and the card goes once all are', async () => {
    const { context, page, errors } = await newVisitor(e2e.browser, PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.app.url });
    const account = newProviderAccount('Malika', 'Rahimova');
    await register(page, e2e.app.url, account);
    await chooseFreemium(page, e2e.app.url);

    const card = page.getByRole('region', { name: 'Birinchi qadamlar' });
    await card.getByText('4 tadan 0 tasi bajarildi').waitFor();
    for (const step of [
      'Biznesingizni tanishtiring (bajarilmagan)',
      'Ish vaqtini belgilang (bajarilmagan)',
      "Xizmat qo'shing (bajarilmagan)",
      'Havolani ulashing (bajarilmagan)',
    ])
      await card.getByText(step).waitFor();
    await mkdir(artifactsDir, { recursive: true });
    await page.screenshot({ path: path.join(artifactsDir, 'first-steps-375.png'), fullPage: true, animations: 'disabled' });

    // The card's steps are the setup's: its link opens that step.
    await card.getByRole('link', { name: "Xizmat qo'shish" }).click();
    await page.waitForURL(`${e2e.app.url}/user/setup?step=service`);
    // A service with weekly hours, from the services page, ticks two steps.
    await addService(page, e2e.app.url, SERVICE);
    await page.goto(`${e2e.app.url}/`);
    await card.getByText('4 tadan 2 tasi bajarildi').waitFor();
    await card.getByText("Xizmat qo'shing (bajarildi)").waitFor();
    await card.getByText('Ish vaqtini belgilang (bajarildi)').waitFor();

    // Sharing: the copy puts the public link on the clipboard.
    await card.getByRole('button', { name: 'Havolani nusxalash' }).click();
    await card.getByText('4 tadan 3 tasi bajarildi').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${e2e.app.url}/[a-z0-9_.-]+$`));

    // Naming the business in the setup's first step is the last one, and the card is done.
    await card.getByRole('link', { name: 'Biznesni sozlash' }).click();
    await page.waitForURL(`${e2e.app.url}/user/setup?step=business`);
    await page.getByLabel('Biznes nomi').fill('Malika Studio');
    await page.getByRole('button', { name: 'Keyingi' }).click();
    await page.getByRole('heading', { name: 'Ish vaqti', level: 2 }).waitFor();
    await page.goto(`${e2e.app.url}/`);
    await card.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Kalendar', level: 1 }).waitFor();
    expect(await card.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('is not shown to a provider who already has services, hours and bookings', async () => {
    const { page, errors } = await newVisitor(e2e.browser);
    await signIn(page, e2e.app.url, DEMO.email, DEMO.password);
    // Every query the card waits for has answered once the network is quiet.
    await page.goto(`${e2e.app.url}/user/calendar`, { waitUntil: 'networkidle' });
    await page.getByTestId('calendar-scroller').waitFor();
    expect(await page.getByRole('region', { name: 'Birinchi qadamlar' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('page titles', () => {
  it('gives every page its own title, also after in-app navigation', async () => {
    const { page, errors } = await newVisitor(e2e.browser);
    const expectTitle = (title: string) => page.waitForFunction((want) => document.title === want, title, { timeout: 5000 });
    const signedOut: Array<[string, string]> = [
      ['/auth', 'Kirish — Qabul'],
      ['/about', 'Biz haqimizda — Qabul'],
      ['/help', 'Yordam — Qabul'],
      ['/privacy', 'Maxfiylik siyosati — Qabul'],
      ['/terms', 'Foydalanish shartlari — Qabul'],
      ['/no/such/page', 'Sahifa topilmadi — Qabul'],
      ['/booking-success', 'Uchrashuvingiz — Qabul'],
    ];
    for (const [url, title] of signedOut) {
      await page.goto(`${e2e.app.url}${url}`);
      await expectTitle(title);
    }

    // In the app, without a page load: the footer's link to Yordam from Biz haqimizda changes the title too.
    await page.goto(`${e2e.app.url}/about`);
    await page.getByRole('heading', { level: 1, name: 'Biz haqimizda' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Yordam' }).click();
    await page.getByRole('heading', { level: 1, name: 'Yordam' }).waitFor();
    await expectTitle('Yordam — Qabul');

    await page.goto(`${e2e.app.url}/${DEMO.username}`);
    // The demo salon goes by its business name.
    await page.getByRole('heading', { level: 1, name: 'Aziz Barber Studio' }).waitFor();
    expect(await page.title()).toBe('Aziz Barber Studio — onlayn yozilish | Qabul');
    // Reached in the app (from the 404 page's home link and back), the provider's page keeps that title.
    await page.goto(`${e2e.app.url}/about`);
    await expectTitle('Biz haqimizda — Qabul');
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/${DEMO.username}`);
    await expectTitle('Aziz Barber Studio — onlayn yozilish | Qabul');

    await signIn(page, e2e.app.url, DEMO.email, DEMO.password);
    const signedIn: Array<[string, string, string]> = [
      ['/', 'Kalendar', 'Kalendar — Qabul'],
      ['/user/profile', 'Mening profilim', 'Profil — Qabul'],
      ['/user/services', 'Mening xizmatlarim', 'Xizmatlar — Qabul'],
      ['/user/bookings', 'Mening uchrashuvlarim', 'Uchrashuvlar — Qabul'],
    ];
    for (const [url, heading, title] of signedIn) {
      await page.goto(`${e2e.app.url}${url}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expectTitle(title);
    }
    expect(errors).toEqual([]);
  });
});
